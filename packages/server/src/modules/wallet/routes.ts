import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TradingRecord } from '@podkit/sdk-core';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset, pageQueryFields, paginator } from '../../http/paging.js';
import { ledgerKinds, walletLedger, type LedgerEntry } from './schema.js';

const RecordQuery = Type.Object({
  ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  kind: Type.Optional(
    Type.Union(
      ledgerKinds.map((k) => Type.Literal(k)),
      { title: '类型' },
    ),
  ),
  start: Type.Optional(Type.String({ title: '开始时间', format: 'date-time' })),
  end: Type.Optional(Type.String({ title: '结束时间', format: 'date-time' })),
});

function toRecord(entry: LedgerEntry): TradingRecord {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: formatCents(entry.amountCents),
    balance_after: formatCents(entry.balanceAfterCents),
    description: entry.description,
    reference_type: entry.referenceType,
    reference_id: entry.referenceId,
    created_at: entry.createdAt.toISOString(),
  };
}

const wallet: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/tradingRecord',
    {
      config: { permission: ['tradingRecord', 'recharge', 'myAc'] },
      schema: { tags: ['wallet'], summary: '交易记录（余额变动明细）', querystring: RecordQuery },
    },
    async (request) => {
      const { page, page_size: perPage, kind, start, end } = request.query;
      const filters: SQL[] = [
        eq(walletLedger.siteId, request.site.id),
        eq(walletLedger.userId, request.user!.id),
      ];
      if (kind) filters.push(eq(walletLedger.kind, kind));
      if (start) filters.push(gte(walletLedger.createdAt, new Date(start)));
      if (end) filters.push(lte(walletLedger.createdAt, new Date(end)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(walletLedger)
          .where(where)
          .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        app.db.select({ n: count() }).from(walletLedger).where(where),
      ]);
      return ok(paginator(rows.map(toRecord), total?.n ?? 0, page, perPage));
    },
  );
};

export default wallet;
