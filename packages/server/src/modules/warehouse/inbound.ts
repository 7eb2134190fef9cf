import { and, eq } from 'drizzle-orm';
import type { InboundInput } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { priceSkus } from '../cart/index.js';
import { changeGoodsStock } from '../goods/index.js';
import { sendUserMessage } from '../messages/index.js';
import type { User } from '../users/index.js';
import { changeBalance } from '../wallet/index.js';
import { stockInbounds, type InboundRow } from './schema.js';
import { stockKeyOf, type StockSku } from './stock-keys.js';
import { tellServiceOrders } from './service-order.js';
import { changeStock, ensureStockRow } from './stock-ledger.js';

/** Largest inbound request: a pallet's worth, not a typo's. */
export const MAX_INBOUND_QUANTITY = 100_000;

export interface Scope {
  siteId: number;
  userId?: number;
}

export const inboundNotFound = () => notFound('入库申请');

function skuOf(input: InboundInput): StockSku {
  const sku: StockSku = {
    itemType: input.item_type,
    basicProductId: input.item_type === 'blank' ? (input.basic_product_id ?? null) : null,
    colorId: input.item_type === 'blank' ? (input.color_id ?? null) : null,
    sizeId: input.item_type === 'blank' ? (input.size_id ?? null) : null,
    goodsId: input.item_type === 'goods' ? (input.goods_id ?? null) : null,
    goodsSkuId: input.item_type === 'goods' ? (input.goods_sku_id ?? null) : null,
  };
  if (sku.itemType === 'blank' && (!sku.basicProductId || !sku.colorId || !sku.sizeId))
    throw invalid('请选择底板的颜色和尺码（basic_product_id、color_id、size_id）');
  if (sku.itemType === 'goods' && !sku.goodsId) throw invalid('请选择通用商品（goods_id）');
  return sku;
}

async function inboundByKey(db: DbExecutor, user: User, key: string) {
  const [row] = await db
    .select()
    .from(stockInbounds)
    .where(and(eq(stockInbounds.userId, user.id), eq(stockInbounds.idempotencyKey, key)));
  return row;
}

/**
 * 入库申请: prices the SKU at the reseller's level now (without a sub-site's markup), and in one transaction records the request
 * and pays it from the balance (one ledger row, key `stock-inbound:<id>`); general goods leave the
 * platform's stock at once. The same idempotency key answers the first request.
 */
export async function createInbound(
  db: Db,
  user: User,
  actorId: number,
  input: InboundInput,
): Promise<InboundRow> {
  const earlier = await inboundByKey(db, user, input.idempotency_key);
  if (earlier) return earlier;
  const sku = skuOf(input);
  if (
    !Number.isInteger(input.quantity) ||
    input.quantity < 1 ||
    input.quantity > MAX_INBOUND_QUANTITY
  )
    throw invalid(`入库数量应为 1 到 ${MAX_INBOUND_QUANTITY} 的整数`);
  try {
    return await db.transaction(async (tx) => {
      const [priced] = await priceSkus(tx, user, [
        { ...sku, designedProductId: null, quantity: input.quantity },
      ]);
      if (!priced || priced.availability !== 'ok')
        throw invalid(`该商品无法备货：${priced?.reason || '商品不存在'}`);
      // The platform's price: a sub-site customer pays its owner's markup when it orders from the
      // stock (order-create), so the owner is credited, and refunds take it back, with the order.
      const unitCostCents = priced.unitPriceCents - priced.markupCents;
      const totalCents = unitCostCents * input.quantity;
      const [row] = await tx
        .insert(stockInbounds)
        .values({
          siteId: user.siteId,
          userId: user.id,
          skuKey: stockKeyOf(sku),
          ...sku,
          name: priced.name,
          skuText: priced.skuText,
          quantity: input.quantity,
          unitCostCents,
          totalCents,
          note: (input.note ?? '').trim(),
          idempotencyKey: input.idempotency_key,
          createdBy: actorId,
        })
        .returning();
      if (!row) throw new Error('inbound row was not returned');
      await tellServiceOrders(tx, row);
      if (totalCents > 0)
        await changeBalance(tx, {
          siteId: user.siteId,
          userId: user.id,
          kind: 'payment',
          amountCents: -totalCents,
          description: `仓储备货：${priced.name} ${priced.skuText} × ${input.quantity}`,
          reference: { type: 'stock_inbound', id: row.id },
          idempotencyKey: `stock-inbound:${row.id}`,
          actorUserId: actorId,
        });
      // General goods bought ahead leave the platform's stock now, as one goods-ledger row.
      if (sku.goodsId !== null)
        await changeGoodsStock(tx, {
          siteId: user.siteId,
          goodsId: sku.goodsId,
          goodsSkuId: sku.goodsSkuId,
          kind: 'stock_up',
          delta: -input.quantity,
          description: `入库申请 #${row.id} 仓储备货`,
          reference: { type: 'stock_inbound', id: row.id },
          idempotencyKey: `stock-inbound:${row.id}`,
          actorUserId: actorId,
          shortage: `${priced.name} 库存不足，请刷新后重试`,
        });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await inboundByKey(db, user, input.idempotency_key);
      if (raced) return raced;
    }
    throw error;
  }
}

async function lockInbound(tx: DbExecutor, siteId: number, id: number): Promise<InboundRow> {
  const [row] = await tx
    .select()
    .from(stockInbounds)
    .where(and(eq(stockInbounds.siteId, siteId), eq(stockInbounds.id, id)))
    .for('update');
  if (!row) throw inboundNotFound();
  return row;
}

const isOpen = (row: InboundRow) => row.status === 'pending' || row.status === 'partial';

/**
 * The operator books `quantity` units of a request into the reseller's stock (all that is left, or
 * part): one stock ledger row keyed by the request and what had been received before, so a
 * request can never be received past its quantity.
 */
export async function receiveInbound(
  db: Db,
  operator: { siteId: number; userId: number },
  id: number,
  quantity: number,
): Promise<InboundRow> {
  return db.transaction(async (tx) => {
    const row = await lockInbound(tx, operator.siteId, id);
    if (!isOpen(row))
      throw conflict(`入库申请已${row.status === 'closed' ? '关闭' : '全部入库'}，不能再入库`);
    const left = row.quantity - row.receivedQuantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > left)
      throw invalid(`本次入库数量应为 1 到 ${left} 的整数`);
    const stock = await ensureStockRow(tx, {
      siteId: row.siteId,
      userId: row.userId,
      skuKey: row.skuKey,
      itemType: row.itemType,
      basicProductId: row.basicProductId,
      colorId: row.colorId,
      sizeId: row.sizeId,
      goodsId: row.goodsId,
      goodsSkuId: row.goodsSkuId,
      name: row.name,
      skuText: row.skuText,
    });
    await changeStock(tx, {
      siteId: row.siteId,
      userId: row.userId,
      stockId: stock.id,
      kind: 'inbound',
      delta: quantity,
      description: `入库申请 #${row.id} 入库 ${quantity} 件`,
      reference: { type: 'stock_inbound', id: row.id },
      idempotencyKey: `inbound:${row.id}:${row.receivedQuantity}`,
      actorUserId: operator.userId,
    });
    const received = row.receivedQuantity + quantity;
    const [updated] = await tx
      .update(stockInbounds)
      .set({
        receivedQuantity: received,
        status: received === row.quantity ? 'received' : 'partial',
        updatedAt: new Date(),
      })
      .where(eq(stockInbounds.id, row.id))
      .returning();
    await tellServiceOrders(tx, updated!);
    await sendUserMessage(tx, {
      siteId: row.siteId,
      userId: row.userId,
      type: 3,
      description: `仓储备货「${row.name} ${row.skuText}」已入库 ${quantity} 件（共 ${received}/${row.quantity} 件）。`,
    });
    return updated!;
  });
}

/**
 * Closes a request short: the units never received are paid back to the balance (one ledger row,
 * key `stock-inbound-refund:<id>`), general goods among them go back to the platform's stock
 * (one goods-ledger row), and the request takes no more units.
 */
export async function closeInbound(
  db: Db,
  operator: { siteId: number; userId: number },
  id: number,
): Promise<InboundRow> {
  return db.transaction(async (tx) => {
    const row = await lockInbound(tx, operator.siteId, id);
    if (!isOpen(row)) throw conflict('入库申请已结束，不能关闭');
    const unreceived = row.quantity - row.receivedQuantity;
    const refundCents = row.unitCostCents * unreceived;
    if (row.goodsId !== null && unreceived > 0)
      await changeGoodsStock(tx, {
        siteId: row.siteId,
        goodsId: row.goodsId,
        goodsSkuId: row.goodsSkuId,
        kind: 'stock_up_return',
        delta: unreceived,
        description: `入库申请 #${row.id} 关闭，未入库 ${unreceived} 件退回库存`,
        reference: { type: 'stock_inbound', id: row.id },
        idempotencyKey: `stock-inbound-return:${row.id}`,
        actorUserId: operator.userId,
        shortage: '库存退回失败',
      });
    if (refundCents > 0)
      await changeBalance(tx, {
        siteId: row.siteId,
        userId: row.userId,
        kind: 'refund',
        amountCents: refundCents,
        description: `仓储备货退款：入库申请 #${row.id} 未入库 ${unreceived} 件`,
        reference: { type: 'stock_inbound', id: row.id },
        idempotencyKey: `stock-inbound-refund:${row.id}`,
        actorUserId: operator.userId,
      });
    const [updated] = await tx
      .update(stockInbounds)
      .set({ status: 'closed', refundCents, updatedAt: new Date() })
      .where(eq(stockInbounds.id, row.id))
      .returning();
    await tellServiceOrders(tx, updated!);
    await sendUserMessage(tx, {
      siteId: row.siteId,
      userId: row.userId,
      type: 3,
      description: `入库申请 #${row.id} 已关闭，已入库 ${row.receivedQuantity} 件${refundCents > 0 ? `，未入库部分 ${formatCents(refundCents)} 元已退回余额` : ''}。`,
    });
    return updated!;
  });
}
