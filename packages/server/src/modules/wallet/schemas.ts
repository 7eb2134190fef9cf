import { Type } from 'typebox';
import type { LedgerKind, TradingRecord, TradingRecordQuery } from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { ledgerKinds } from './schema.js';

export const RecordQuery = requestSchema<TradingRecordQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    kind: Type.Optional(
      // Typed as the kinds themselves: a union built from a list reads as a list of literals.
      Type.Unsafe<LedgerKind>(
        Type.Union(
          ledgerKinds.map((k) => Type.Literal(k)),
          { title: '类型' },
        ),
      ),
    ),
    start: Type.Optional(Type.String({ title: '开始时间', format: 'date-time' })),
    end: Type.Optional(Type.String({ title: '结束时间', format: 'date-time' })),
  }),
);

export const TradingRecordSchema = wireSchema<TradingRecord>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.Enum([...ledgerKinds]),
    amount: Type.String({ description: '元，带符号：-25.50 为支出' }),
    balance_after: Type.String({ description: '变动后的余额，元' }),
    description: Type.String(),
    reference_type: Nullable(Type.String()),
    reference_id: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
