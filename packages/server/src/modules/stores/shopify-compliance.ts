import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sendUserMessage } from '../messages/index.js';
import { orders } from '../orders/index.js';
import { stores, type StoreRow } from './schema.js';

export const SHOPIFY_COMPLIANCE_TOPICS = [
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;

interface CompliancePayload {
  customer?: { id?: number; email?: string; phone?: string };
  orders_requested?: Array<number | string>;
  orders_to_redact?: Array<number | string>;
}

const REDACTED = '已删除';

const redactedAddress = {
  recipient_name: REDACTED,
  phone: '',
  country_code: '',
  province: '',
  city: '',
  district: '',
  address1: REDACTED,
  address2: '',
  postcode: '',
};

/** Personal data leaves the order; the order itself (money, lines, events) stays for the books. */
async function redactOrders(db: Db, storeIds: number[], platformOrderIds?: string[]) {
  if (storeIds.length === 0) return 0;
  const redacted = await db
    .update(orders)
    .set({ address: redactedAddress, recipientName: REDACTED, updatedAt: new Date() })
    .where(
      and(
        inArray(orders.storeId, storeIds),
        ...(platformOrderIds ? [inArray(orders.platformOrderId, platformOrderIds)] : []),
      ),
    )
    .returning({ id: orders.id });
  return redacted.length;
}

/**
 * Shopify's mandatory privacy webhooks, acted on what PodKit holds of the shop's buyers:
 * data_request tells the reseller which imported orders hold the customer's data (to hand to the
 * merchant), customers/redact erases the named orders' recipient data, shop/redact erases every
 * order's recipient data of the shop and forgets the store.
 */
export async function actOnShopifyCompliance(
  db: Db,
  topic: string,
  rows: StoreRow[],
  payload: unknown,
): Promise<void> {
  const body = (payload ?? {}) as CompliancePayload;
  const ids = (list?: Array<number | string>) => (list ?? []).map(String);
  const storeIds = rows.map((row) => row.id);
  if (topic === 'customers/redact') {
    const wanted = ids(body.orders_to_redact);
    if (wanted.length) await redactOrders(db, storeIds, wanted);
    return;
  }
  if (topic === 'shop/redact') {
    await redactOrders(db, storeIds);
    if (storeIds.length) await db.delete(stores).where(inArray(stores.id, storeIds));
    return;
  }
  const wanted = ids(body.orders_requested);
  for (const row of rows) {
    const held = wanted.length
      ? await db
          .select({ orderNo: orders.orderNo })
          .from(orders)
          .where(and(eq(orders.storeId, row.id), inArray(orders.platformOrderId, wanted)))
      : [];
    await sendUserMessage(db, {
      siteId: row.siteId,
      userId: row.userId,
      type: 1,
      description: `Shopify 店铺 ${row.shopDomain} 的顾客（${body.customer?.email ?? '未提供邮箱'}）申请查看其个人数据。本平台保存该顾客数据的订单：${
        held.map((o) => o.orderNo).join('、') || '无'
      }。请在 30 天内向店铺提供这些订单的收件信息。`,
    });
  }
}
