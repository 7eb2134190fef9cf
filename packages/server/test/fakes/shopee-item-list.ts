import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './fake-http.js';
import type { FakeShopeeListing, ShopeeCatalog } from './shopee-products.js';

/**
 * `GET /api/v2/product/get_item_list` of the Shopee fake, as the API reference states it
 * (open.shopee.com v2.product.get_item_list, as transcribed in lazykern/ecommerce-api-docs):
 * `offset` and `page_size` (1–100) required, `item_status` one or more of NORMAL, BANNED, UNLIST,
 * REVIEWING, SELLER_DELETE, SHOPEE_DELETE (repeated or comma-separated) → `item[{item_id,
 * item_status, update_time}], total_count, has_next_page, next_offset`. Items come in the order
 * the shop holds them. The signature and token are checked before (shopee.ts).
 */
const STATUSES = ['NORMAL', 'BANNED', 'UNLIST', 'REVIEWING', 'SELLER_DELETE', 'SHOPEE_DELETE'];

const answer = (response: unknown): FakeResponse => ({
  status: 200,
  body: { error: '', message: '', request_id: randomBytes(8).toString('hex'), response },
});
const wrong = (detail: string): FakeResponse => ({
  status: 400,
  body: {
    error: 'error_param',
    message: `Wrong parameters, detail: ${detail}.`,
    request_id: randomBytes(8).toString('hex'),
  },
});

export function shopeeItemList(catalog: ShopeeCatalog, q: URLSearchParams): FakeResponse {
  const offset = Number(q.get('offset'));
  const size = Number(q.get('page_size'));
  if (q.get('offset') === null || !Number.isInteger(offset) || offset < 0) return wrong('offset');
  if (!(Number.isInteger(size) && size >= 1 && size <= 100)) return wrong('page_size');
  const statuses = q
    .getAll('item_status')
    .flatMap((v) => v.split(','))
    .filter(Boolean);
  if (!statuses.length || statuses.some((s) => !STATUSES.includes(s))) return wrong('item_status');
  const matching = catalog.items.filter((item) => statuses.includes(item.item_status));
  const page = matching.slice(offset, offset + size);
  const more = offset + page.length < matching.length;
  return answer({
    item: page.map((item) => ({
      item_id: item.item_id,
      item_status: item.item_status,
      update_time: Math.floor(Date.now() / 1000),
    })),
    total_count: matching.length,
    has_next_page: more,
    next_offset: more ? offset + page.length : 0,
  });
}

/** An item as a seller made it in the seller centre: its pictures are already on Shopee. */
export interface SeededShopeeItem {
  item_id: number;
  item_name: string;
  item_sku: string;
  item_status?: 'NORMAL' | 'UNLIST';
  image_id: string;
  /** Each tier's name and option names; none for an item without models. */
  tiers?: Array<{ name: string; options: string[] }>;
  models?: Array<{ model_id: number; model_sku: string; tier_index: number[] }>;
}

/** Puts seller-made items into the shop, as the item list and the product calls then read them. */
export function seedShopeeItems(catalog: ShopeeCatalog, items: SeededShopeeItem[]) {
  for (const seeded of items) {
    catalog.images.set(seeded.image_id, 1024);
    const item: FakeShopeeListing = {
      item_id: seeded.item_id,
      item_name: seeded.item_name,
      description: seeded.item_name,
      item_sku: seeded.item_sku,
      category_id: 100017,
      weight: 0.3,
      image_id_list: [seeded.image_id],
      logistic_ids: [18025],
      pre_order: null,
      condition: 'NEW',
      attributes: [],
      brand_id: null,
      item_status: seeded.item_status ?? 'NORMAL',
      original_price: 19.9,
      stock: 100,
      tiers: (seeded.tiers ?? []).map((tier) => ({
        name: tier.name,
        options: tier.options.map((option) => ({ option, image_id: '' })),
      })),
      models: (seeded.models ?? []).map((model) => ({
        ...model,
        original_price: 19.9,
        stock: 100,
      })),
    };
    catalog.items.push(item);
  }
}
