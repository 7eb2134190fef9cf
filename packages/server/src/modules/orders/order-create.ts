import { and, eq, sql } from 'drizzle-orm';
import type { CreateOrderBody } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { isBlacklisted } from '../address-black/index.js';
import { findAddress, toOrderAddress } from '../addresses/index.js';
import { loadCartLines, removeCartItems } from '../cart/index.js';
import { findLogistics, shipsTo } from '../cart/index.js';
import { checkFbaOrder, quoteOrder } from '../cart/index.js';
import { useCoupon } from '../coupons/index.js';
import { takeGoodsStock } from '../goods/index.js';
import { packagingForOrder } from '../packaging/index.js';
import type { User } from '../users/index.js';
import { planFromStock, takeFromStock } from '../warehouse/index.js';
import { sendOrderMessage } from './order-messages.js';
import { orderNumberPrefix, orderNumberSql } from './order-number.js';
import { applyOrderEvent, insertOrderEvent } from './order-transition.js';
import { orderItems, orders, type OrderRow } from './schema.js';

const orderOfKey = statement((db, p: { siteId: number; userId: number; key: string }) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, p.siteId),
        eq(orders.userId, p.userId),
        eq(orders.idempotencyKey, p.key),
      ),
    ),
);

async function orderByKey(db: Db, user: User, key: string): Promise<OrderRow | undefined> {
  const [row] = await orderOfKey(db, { siteId: user.siteId, userId: user.id, key });
  return row;
}

/**
 * The new order's row, numbered by the same statement: its id is drawn from the identity's sequence
 * first, so the number (the day's prefix and the id, `orderNumber`) is written with the row.
 */
const insertOrder = statement(
  (db, p: Omit<typeof orders.$inferInsert, 'orderNo'> & { orderNoPrefix: string }) => {
    const { orderNoPrefix, ...row } = p;
    const drawn = db
      .$with('drawn', { id: orders.id })
      // The identity's sequence, named so by the first migration.
      .as(sql`select nextval('orders_id_seq')::int as id`);
    const id = sql`(select id from ${drawn})`;
    return db
      .with(drawn)
      .insert(orders)
      .overridingSystemValue()
      .values({
        ...row,
        id,
        orderNo: orderNumberSql(orderNoPrefix, id),
      })
      .returning();
  },
);

/**
 * One order (pending payment) from some of the reseller's cart lines, checked and priced again
 * (level prices, or FBA wholesale prices; the coupon's discount; a paid packaging template's
 * per-order fee), in one transaction that also
 * uses the coupon up and takes the lines out of the cart. An address on the reseller's blacklist
 * puts the new order on hold at once. The same idempotency key answers the first request's order.
 */
export async function createOrderFromCart(
  db: Db,
  user: User,
  body: CreateOrderBody,
  timeZone: string,
): Promise<OrderRow> {
  const owner = { siteId: user.siteId, userId: user.id };
  const kind = body.order_kind ?? 'normal';
  try {
    return await db.transaction(async (tx) => {
      const lines = await loadCartLines(tx, user, body.item_ids);
      const refused = lines.filter((line) => line.priced.availability !== 'ok');
      if (refused.length > 0)
        throw invalid(
          `以下商品无法下单：${refused
            .map((line) => `${line.priced.name || '商品'}（${line.priced.reason}）`)
            .join('；')}`,
        );
      const address = await findAddress(tx, owner, body.address_id);
      const method = await findLogistics(tx, user.siteId, body.logistics_id);
      if (!shipsTo(method, address.countryCode))
        throw invalid(`物流方式「${method.name}」不配送到该收货地址所在的国家或地区`);
      const packaging =
        body.bottom_template_id == null
          ? null
          : await packagingForOrder(tx, owner, body.bottom_template_id);
      // Plain blanks and general goods the reseller holds in the warehouse ship from there,
      // charged without the blank (its price was paid at the inbound request); a sub-site
      // customer pays only its owner's markup on them, which the inbound request left out.
      const plan =
        kind === 'normal'
          ? await planFromStock(
              tx,
              owner,
              lines.map((line) => ({ ...line.row, quantity: line.row.quantity })),
            )
          : new Map();
      const quoted = lines.map((line, index) =>
        plan.has(index)
          ? { ...line, priced: { ...line.priced, unitPriceCents: line.priced.markupCents } }
          : line,
      );
      const quote = await quoteOrder(tx, user, quoted, {
        kind,
        method,
        userCouponId: body.coupon_id ?? null,
        packagingFeeCents: packaging?.feeCents,
      });
      const fbaShipmentId = kind === 'fba' ? checkFbaOrder(quote, body.fba_shipment_id) : '';
      const orderAddress = toOrderAddress(address);
      const now = new Date();
      const [order] = await insertOrder(tx, {
        ...owner,
        orderNoPrefix: orderNumberPrefix(now, timeZone),
        kind,
        fromStock: plan.size === lines.length,
        fbaShipmentId,
        status: 'pending_payment',
        address: orderAddress,
        recipientName: address.recipientName,
        logisticsMethodId: method.id,
        logisticsName: method.name,
        shippingFeeCents: quote.shippingCents,
        packagingTemplateId: packaging?.templateId ?? null,
        packagingName: packaging?.name ?? '',
        packagingFeeCents: quote.packagingCents,
        goodsAmountCents: quote.goodsCents,
        discountCents: quote.discountCents,
        totalCents: quote.totalCents,
        userCouponId: quote.userCouponId,
        weightGrams: quote.weightGrams,
        itemNum: quote.itemNum,
        idempotencyKey: body.idempotency_key,
        createdAt: now,
        updatedAt: now,
      });
      if (!order) throw new Error('createOrder: no row');
      const items = await tx
        .insert(orderItems)
        .values(
          quote.lines.map(({ line, unitPriceCents, amountCents }, index) => ({
            orderId: order.id,
            itemType: line.row.itemType,
            basicProductId: line.row.basicProductId,
            colorId: line.row.colorId,
            sizeId: line.row.sizeId,
            designedProductId: line.row.designedProductId,
            goodsId: line.row.goodsId,
            goodsSkuId: line.row.goodsSkuId,
            name: line.priced.name,
            skuText: line.priced.skuText,
            unitPriceCents,
            quantity: line.row.quantity,
            amountCents,
            weightGrams: line.priced.weightGrams,
            markupCents: line.priced.markupCents,
            fromStock: plan.has(index),
          })),
        )
        .returning({ id: orderItems.id });
      await takeFromStock(
        tx,
        owner,
        { id: order.id, orderNo: order.orderNo, actorUserId: user.id },
        [...plan].map(([index, taken]) => ({ itemId: items[index]!.id, ...taken })),
      );
      await insertOrderEvent(tx, {
        orderId: order.id,
        actorUserId: user.id,
        actorKind: 'reseller',
        event: 'create',
        fromStatus: null,
        toStatus: 'pending_payment',
      });
      if (quote.userCouponId !== null) await useCoupon(tx, user, quote.userCouponId, order.id);
      const removed = await removeCartItems(
        tx,
        user,
        lines.map((line) => line.row.id),
      );
      // Another request ordered these lines meanwhile (its delete won): order them once only.
      if (removed !== lines.length) throw conflict('购物车商品已变化，请刷新后重试');
      await sendOrderMessage(
        tx,
        order,
        `已创建，应付 ${formatCents(order.totalCents)} 元，请及时付款。`,
      );
      const blacklisted = await isBlacklisted(tx, owner, orderAddress);
      // Last: a good's stock row is shared by every reseller buying it, and its lock is held from
      // here to the commit, so nothing else of this order waits inside it.
      await takeGoodsStock(
        tx,
        { id: order.id, orderNo: order.orderNo, siteId: user.siteId, actorUserId: user.id },
        lines.flatMap((line, index) =>
          plan.has(index)
            ? []
            : [
                {
                  itemId: items[index]!.id,
                  goodsId: line.row.goodsId,
                  goodsSkuId: line.row.goodsSkuId,
                  quantity: line.row.quantity,
                  name: line.priced.name,
                },
              ],
        ),
      );
      if (blacklisted) {
        const held = await applyOrderEvent(
          tx,
          order,
          { type: 'hold', reason: 'blacklisted_address' },
          { kind: 'system', userId: null },
        );
        await sendOrderMessage(tx, held, '已挂起：收件地址在黑名单中。');
        return held;
      }
      return order;
    });
  } catch (error) {
    // The key's order exists: an earlier request made it (this retry then found its cart lines
    // gone, or the key taken by the unique index), or a racing one won. Answer that order.
    const again = await orderByKey(db, user, body.idempotency_key);
    if (again) return again;
    throw error;
  }
}
