import type { CallOptions, Client } from '../client/client';
import type { PageQuery, Paginator } from './shared';

export type LedgerKind = 'recharge' | 'payment' | 'refund' | 'adjustment' | 'commission';

/** One change of the balance (trading record). Amounts in yuan, signed: '-25.50' is money out. */
export interface TradingRecord {
  id: number;
  kind: LedgerKind;
  amount: string;
  balance_after: string;
  description: string;
  reference_type: string | null;
  reference_id: string | null;
  /** ISO 8601. */
  created_at: string;
}

export interface TradingRecordQuery extends PageQuery {
  kind?: LedgerKind;
  /** ISO 8601 date or time, inclusive. */
  start?: string;
  end?: string;
}

/** GET /distribution/tradingRecord: the reseller's own balance changes, newest first. */
export function listTradingRecords(
  client: Client,
  query: TradingRecordQuery = {},
  options?: CallOptions,
): Promise<Paginator<TradingRecord>> {
  return client.get('/distribution/tradingRecord', { ...options, query: { ...query } });
}
