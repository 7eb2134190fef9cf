import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { sendOrderMessage, sendTradeMessage } from '../orders/index.js';
import { applyOrderEvent } from '../orders/index.js';
import { orders, type OrderRow } from '../orders/index.js';
import { orderStatusLabels } from '../orders/index.js';
import { reverseOrderMarkup } from '../sub-sites/index.js';
import { changeBalance } from '../wallet/index.js';
import { returnOrderStock } from '../warehouse/index.js';
import { returnGoodsStock } from '../goods/index.js';

/** The operator acting, on their site. */
export interface Operator {
  siteId: number;
  userId: number;
}

const asOperator = (operator: Operator) => ({ kind: 'operator' as const, userId: operator.userId });

/** An order of the operator's site, locked for the change; another site's is not found. */
async function lockSiteOrder(tx: DbExecutor, operator: Operator, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, operator.siteId), eq(orders.id, id)))
    .for('update');
  if (!row) throw notFound('订单');
  return row;
}

/** Applies one change to each order in one transaction: all of them move, or none. */
function eachOrder(
  db: Db,
  operator: Operator,
  ids: readonly number[],
  change: (tx: DbExecutor, order: OrderRow) => Promise<OrderRow>,
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const changed: OrderRow[] = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b))
      changed.push(await change(tx, await lockSiteOrder(tx, operator, id)));
    return changed;
  });
}

/** Paid orders go into production. */
export function startProduction(db: Db, operator: Operator, ids: readonly number[]) {
  return eachOrder(db, operator, ids, async (tx, order) => {
    if (order.fromStock)
      throw conflict(`订单 ${order.orderNo} 全部从仓储库存发货，无需生产，请直接发货`);
    const row = await applyOrderEvent(
      tx,
      order,
      { type: 'start_production' },
      asOperator(operator),
    );
    await sendOrderMessage(tx, row, '已开始生产。');
    return row;
  });
}

/** Ships an order in production with its carrier and tracking number (a store order's push is queued by applyOrderEvent). */
export async function shipOrder(
  db: Db,
  operator: Operator,
  id: number,
  shipment: { carrier: string; trackingNumber: string; trackingUrl?: string | null },
): Promise<OrderRow> {
  const carrier = shipment.carrier.trim();
  const trackingNumber = shipment.trackingNumber.trim();
  if (!carrier) throw invalid('请填写承运商');
  if (!/^[A-Za-z0-9-]{4,40}$/.test(trackingNumber))
    throw invalid('运单号应为 4 到 40 位字母、数字或连字符');
  const [shipped] = await eachOrder(db, operator, [id], async (tx, order) => {
    // An order wholly from warehouse stock ships straight from 已付款.
    const event = order.fromStock && order.status === 'paid' ? 'ship_from_stock' : 'ship';
    const row = await applyOrderEvent(tx, order, { type: event }, asOperator(operator), {
      carrier,
      trackingNumber,
      trackingUrl: shipment.trackingUrl ?? null,
      shippedAt: new Date(),
    });
    await sendOrderMessage(tx, row, `已发货：${carrier}，运单号 ${trackingNumber}。`);
    return row;
  });
  return shipped!;
}

/** Puts orders on hold by hand (平台人工挂起) with the operator's note. */
export function holdOrders(db: Db, operator: Operator, ids: readonly number[], note: string) {
  const text = note.trim();
  if (!text) throw invalid('请填写挂起原因');
  return eachOrder(db, operator, ids, async (tx, order) => {
    const row = await applyOrderEvent(
      tx,
      order,
      { type: 'hold', reason: 'operator' },
      asOperator(operator),
      { holdNote: text },
    );
    await sendOrderMessage(tx, row, `已被平台挂起：${text}`);
    return row;
  });
}

/** Releases held orders to where they were held from. */
export function releaseOrders(db: Db, operator: Operator, ids: readonly number[]) {
  return eachOrder(db, operator, ids, async (tx, order) => {
    const row = await applyOrderEvent(tx, order, { type: 'release' }, asOperator(operator), {
      holdNote: '',
    });
    await sendOrderMessage(tx, row, `已解除挂起，恢复为「${orderStatusLabels[row.status]}」。`);
    return row;
  });
}

/**
 * Refunds a paid order in full: the state machine's refund, then the total back to the balance
 * with one ledger row (key `refund:<order id>`, so a retry refunds once), a trade message and an
 * order message — one transaction. A sub-site customer's order gives its owner's markup back in it.
 */
export async function refundOrder(
  db: Db,
  operator: Operator,
  id: number,
  reason: string,
): Promise<OrderRow> {
  const text = reason.trim();
  if (!text) throw invalid('请填写退款原因');
  const [refunded] = await eachOrder(db, operator, [id], async (tx, order) => {
    const row = await applyOrderEvent(tx, order, { type: 'refund' }, asOperator(operator), {
      refundCents: order.totalCents,
      refundedAt: new Date(),
    });
    const amount = formatCents(order.totalCents);
    // Nothing left the warehouse: the goods go back on sale.
    await returnGoodsStock(tx, order, operator.userId);
    await returnOrderStock(tx, order, order);
    if (order.totalCents > 0)
      await changeBalance(tx, {
        siteId: order.siteId,
        userId: order.userId,
        kind: 'refund',
        amountCents: order.totalCents,
        description: `订单 ${order.orderNo} 退款`,
        reference: { type: 'order', id: order.id },
        idempotencyKey: `refund:${order.id}`,
        actorUserId: operator.userId,
      });
    await reverseOrderMarkup(tx, row, {
      key: `refund:${order.id}`,
      refundCents: order.totalCents,
      actorUserId: operator.userId,
    });
    await sendTradeMessage(tx, row, `退款 ${amount} 元已退回余额。`);
    await sendOrderMessage(tx, row, `已退款（${text}），${amount} 元已退回余额。`);
    return row;
  });
  return refunded!;
}

/** Orders of the site among `ids`, in the order asked; any that is not the site's is not found. */
export async function siteOrders(
  db: DbExecutor,
  siteId: number,
  ids: readonly number[],
): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), inArray(orders.id, unique)));
  if (rows.length !== unique.length) throw notFound('订单');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}
