import { eq } from 'drizzle-orm';
import type { WorkOrderInput } from '@podkit/sdk-core';
import { dayOf } from '@podkit/sdk-core/rules';
import type { Db } from '../../db/client.js';
import { AppError, StatusCode, invalid } from '../../http/envelope.js';
import { orderItems, orders, ownedOrder } from '../orders/index.js';
import { attachedFiles } from './attachments.js';
import { workOrders, type WorkOrderRow } from './schema.js';
import { typeLabels } from './labels.js';

export interface Creator {
  siteId: number;
  /** The main account: the ticket's owner. */
  userId: number;
  /** Who signed in (a sub-account acts for its main account). */
  actorId: number;
}

/** GD + the site's day + the id padded to 6 digits, e.g. GD20261126000042. */
export function ticketNumber(id: number, at: Date, timeZone: string): string {
  return `GD${dayOf(at, timeZone).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

const orderNotYours = () =>
  new AppError(StatusCode.notFound, '订单不存在：只能为自己账户下的订单提交工单');

/** The owner's order and the chosen lines of it, checked; nothing for a general question. */
async function ticketOrder(db: Db, owner: Creator, input: WorkOrderInput) {
  const lineIds = [...new Set(input.order_item_ids ?? [])];
  if (input.order_id === undefined) {
    if (input.type !== 'other')
      throw invalid(`「${typeLabels[input.type]}」工单须选择相关订单（order_id）`);
    if (lineIds.length > 0) throw invalid('选择商品行（order_item_ids）前请先选择订单（order_id）');
    return null;
  }
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(ownedOrder(owner, input.order_id));
  if (!order) throw orderNotYours();
  const lines = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const own = new Set(lines.map((line) => line.id));
  const stranger = lineIds.find((id) => !own.has(id));
  if (stranger !== undefined)
    throw invalid(`商品行 ${stranger} 不属于订单 ${order.orderNo}，请重新选择商品行`);
  return { ...order, lineIds };
}

/** Opens a ticket: checks the order, its lines and the photos, then stores it in one transaction. */
export async function createWorkOrder(
  db: Db,
  creator: Creator,
  input: WorkOrderInput,
  timeZone: string,
): Promise<WorkOrderRow> {
  const description = input.description.trim();
  if (!description) throw invalid('请填写问题描述（description）');
  const order = await ticketOrder(db, creator, input);
  const photos = await attachedFiles(
    db,
    { siteId: creator.siteId, userId: creator.userId },
    input.photo_file_ids,
    '问题图片',
  );
  return db.transaction(async (tx) => {
    const now = new Date();
    const [inserted] = await tx
      .insert(workOrders)
      .values({
        siteId: creator.siteId,
        userId: creator.userId,
        ticketNo: `new-${now.getTime()}-${Math.random()}`,
        type: input.type,
        orderId: order?.id ?? null,
        orderNo: order?.orderNo ?? '',
        orderItemIds: order?.lineIds ?? [],
        description,
        photos,
        createdBy: creator.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: workOrders.id });
    if (!inserted) throw new Error('work order insert returned no row');
    const [row] = await tx
      .update(workOrders)
      .set({ ticketNo: ticketNumber(inserted.id, now, timeZone) })
      .where(eq(workOrders.id, inserted.id))
      .returning();
    return row!;
  });
}
