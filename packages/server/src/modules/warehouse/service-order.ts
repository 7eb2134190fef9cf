import type { DbExecutor } from '../../db/client.js';
import { noteServiceOrder } from '../services/index.js';
import { inboundStatusLabels } from './labels.js';
import type { InboundRow } from './schema.js';

/** The inbound request's line in the reseller's 我的服务订单, at its current status. */
export function tellServiceOrders(tx: DbExecutor, row: InboundRow): Promise<void> {
  return noteServiceOrder(tx, {
    siteId: row.siteId,
    userId: row.userId,
    kind: 'warehouse',
    referenceId: row.id,
    orderNo: `RK${String(row.id).padStart(8, '0')}`,
    title: `仓储备货：${row.name} ${row.skuText} × ${row.quantity}`,
    amountCents: row.totalCents - row.refundCents,
    statusLabel: inboundStatusLabels[row.status],
  });
}
