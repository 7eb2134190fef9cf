import { and, eq } from 'drizzle-orm';
import type { DesignOrderInput } from '@podkit/sdk-core';
import { dayOf, isDay } from '@podkit/sdk-core/rules';
import type { Db } from '../../db/client.js';
import { AppError, StatusCode, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { findBlank } from '../catalog/index.js';
import { orderablePriceItem } from '../services/index.js';
import { changeBalance } from '../wallet/index.js';
import { attachedFiles } from '../work-orders/index.js';
import { recordEvent, tellReseller, tellServiceOrders } from './order-events.js';
import { designOrders, type DesignOrderRow } from './schema.js';

/** Who orders: the main account owns and pays; the signed-in account (maybe a sub-account) acts. */
export interface Buyer {
  siteId: number;
  userId: number;
  actorId: number;
  actorName: string;
}

/** SJ + the site's day + the id padded to 6 digits, e.g. SJ20261126000042. */
export function designOrderNumber(id: number, at: Date, timeZone: string): string {
  return `SJ${dayOf(at, timeZone).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

function checkedDeadline(deadline: string, timeZone: string): string {
  if (!isDay(deadline)) throw invalid('交付期限（deadline）须为 YYYY-MM-DD 格式的日期');
  if (deadline < dayOf(new Date(), timeZone)) throw invalid('交付期限（deadline）不能早于今天');
  return deadline;
}

/** The blank and size the design is for, from the site's catalogue (on sale). */
async function productAndSize(db: Db, siteId: number, productId: number, sizeId: number) {
  const blank = await findBlank(db, siteId, productId, { onSaleOnly: true });
  if (!blank) throw new AppError(StatusCode.notFound, '产品不存在或已下架，请重新选择产品');
  const size = blank.detail.sizes.find((one) => one.id === sizeId);
  if (!size) throw invalid(`尺码不属于产品「${blank.detail.name}」，请重新选择尺码`);
  return { productName: blank.detail.name, sizeName: size.name };
}

async function orderByKey(db: Db, buyer: Buyer, key: string) {
  const [row] = await db
    .select()
    .from(designOrders)
    .where(
      and(
        eq(designOrders.siteId, buyer.siteId),
        eq(designOrders.userId, buyer.userId),
        eq(designOrders.idempotencyKey, key),
      ),
    );
  return row;
}

/**
 * Places a design order and pays its price from the balance: the order, one ledger row (key
 * `design-service:<id>`), its first event, its line in the service orders and a message, in one
 * transaction. The same idempotency key answers the first order and takes nothing again; a short
 * balance is refused and leaves nothing behind.
 */
export async function createDesignOrder(
  db: Db,
  buyer: Buyer,
  input: DesignOrderInput,
  timeZone: string,
): Promise<DesignOrderRow> {
  const earlier = await orderByKey(db, buyer, input.idempotency_key);
  if (earlier) return earlier;
  const brief = input.brief.trim();
  if (!brief) throw invalid('请填写设计需求（brief）');
  const deadline = checkedDeadline(input.deadline, timeZone);
  const item = await orderablePriceItem(db, buyer.siteId, 'design', input.item_id);
  const product = await productAndSize(db, buyer.siteId, input.product_id, input.size_id);
  const references = await attachedFiles(
    db,
    { siteId: buyer.siteId, userId: buyer.userId },
    input.reference_file_ids,
    '参考图',
  );
  const placed = await db.transaction(async (tx) => {
    const now = new Date();
    const [inserted] = await tx
      .insert(designOrders)
      .values({
        siteId: buyer.siteId,
        userId: buyer.userId,
        orderNo: `new-${now.getTime()}-${Math.random()}`,
        idempotencyKey: input.idempotency_key,
        itemId: item.id,
        itemName: item.name,
        priceCents: item.priceCents,
        brief,
        references,
        productId: input.product_id,
        ...product,
        deadline,
        createdBy: buyer.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: designOrders.id });
    // The same key raced in from another request and won: answer its order.
    if (!inserted) return null;
    const [row] = await tx
      .update(designOrders)
      .set({ orderNo: designOrderNumber(inserted.id, now, timeZone) })
      .where(eq(designOrders.id, inserted.id))
      .returning();
    const order = row!;
    await changeBalance(tx, {
      siteId: order.siteId,
      userId: order.userId,
      kind: 'payment',
      amountCents: -order.priceCents,
      description: `设计服务「${order.itemName}」${order.orderNo}`,
      reference: { type: 'design_order', id: order.id },
      idempotencyKey: `design-service:${order.id}`,
      actorUserId: buyer.actorId,
    });
    await recordEvent(tx, order, { kind: 'created', note: brief }, buyer);
    await tellServiceOrders(tx, order);
    await tellReseller(
      tx,
      order,
      `已提交，余额支付 ${formatCents(order.priceCents)} 元，等待设计师接单`,
      3,
    );
    return order;
  });
  return placed ?? (await orderByKey(db, buyer, input.idempotency_key))!;
}
