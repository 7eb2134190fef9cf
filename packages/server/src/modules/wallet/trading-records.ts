import type { TradingRecord } from '@podkit/sdk-core';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { walletLedger, type LedgerEntry } from './schema.js';

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

export interface TradingRecordFilter {
  kind?: LedgerEntry['kind'];
  /** ISO times bounding created_at, both inclusive. */
  start?: string;
  end?: string;
}

/** One page of an account's ledger rows, newest first. */
export async function tradingRecordPage(
  db: Db,
  owner: { siteId: number; userId: number },
  filter: TradingRecordFilter,
  page: number,
  perPage: number,
): Promise<{ rows: TradingRecord[]; total: number }> {
  const filters: SQL[] = [
    eq(walletLedger.siteId, owner.siteId),
    eq(walletLedger.userId, owner.userId),
  ];
  if (filter.kind) filters.push(eq(walletLedger.kind, filter.kind));
  if (filter.start) filters.push(gte(walletLedger.createdAt, new Date(filter.start)));
  if (filter.end) filters.push(lte(walletLedger.createdAt, new Date(filter.end)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(where)
      .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db.select({ n: count() }).from(walletLedger).where(where),
  ]);
  return { rows: rows.map(toRecord), total: total?.n ?? 0 };
}
