import type { Db } from '../../src/db/client.js';
import type { StoreOrder } from '../../src/modules/stores/connectors/connector.js';
import { stores } from '../../src/modules/stores/schema.js';

let orderNo = 1000;

/** A store order with these lines (SKU or, without one, a variant id), as a connector hands it. */
export function storeOrder(
  lines: Array<{ sku: string; variantId: string; title: string }>,
): StoreOrder {
  orderNo += 1;
  const now = new Date();
  return {
    platformOrderId: String(orderNo),
    name: `#${orderNo}`,
    createdAt: now,
    updatedAt: now,
    cancelled: false,
    email: 'buyer@example.com',
    address: {
      recipient_name: 'Jane Doe',
      phone: '+1 555 0100',
      country_code: 'US',
      province: 'CA',
      city: 'San Jose',
      district: '',
      address1: '1 Main St',
      address2: '',
      postcode: '95110',
    } as StoreOrder['address'],
    lines: lines.map((line, i) => ({
      lineId: `${orderNo}-${i}`,
      quantity: 1,
      unitPriceCents: 1999,
      customisation: [],
      ...line,
    })),
  };
}

/** An authorised Shopify store of this reseller, written straight to the table. */
export async function authorisedStore(db: Db, siteId: number, userId: number, name: string) {
  const [store] = await db
    .insert(stores)
    .values({
      siteId,
      userId,
      platform: 5,
      name,
      shopDomain: `${name.toLowerCase()}-${Date.now()}.myshopify.com`,
      state: 'authorised',
    })
    .returning();
  return store!;
}
