import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './fake-http.js';
import type { FakeWishProduct, WishProductState } from './wish-products.js';

/**
 * `GET /api/v3/products` (listProductsSync) of the Wish fake, after the v3 OpenAPI document
 * (api-evangelist/wish openapi/wish-products-api-openapi.yml) and its pagination section: `limit`,
 * `parent_sku`, `updated_at_min` / `updated_at_max` (inclusive), `created_at_min` / `_max`,
 * `sort_by=updated_at(.asc|.desc)`; the next page is asked from the last product's time. The
 * limit's bounds (1–500) and the refusal wording are ours, as for the orders list.
 */
const ok = (data: unknown): FakeResponse => ({
  status: 200,
  headers: { 'wish-rate-limit-remaining': '100' },
  body: { code: 0, message: '', data },
});
const refuse = (message: string): FakeResponse => ({
  status: 400,
  body: { code: 1001, message, data: {} },
});

function timeParam(q: URLSearchParams, name: string): number | null | undefined {
  const value = q.get(name);
  if (value === null) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

export function wishProductList(state: WishProductState, q: URLSearchParams): FakeResponse {
  const limit = Number(q.get('limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    return refuse('limit must be between 1 and 500');
  const match = /^(updated_at|created_at)(\.(asc|desc))?$/.exec(q.get('sort_by') ?? 'updated_at');
  if (!match) return refuse('Invalid sort_by');
  const direction = match[3] === 'desc' ? -1 : 1;
  const bounds = ['updated_at_min', 'updated_at_max'].map((name) => timeParam(q, name));
  if (bounds.includes(undefined)) return refuse('Invalid date-time');
  const [min, max] = bounds as Array<number | null>;
  const parentSku = q.get('parent_sku');
  const page = state.products
    .filter((product) => {
      const at = Date.parse(product.updated_at);
      return (
        (!parentSku || product.parent_sku === parentSku) &&
        (min === null || at >= min!) &&
        (max === null || at <= max!)
      );
    })
    .sort(
      (a, b) =>
        direction * (Date.parse(a.updated_at) - Date.parse(b.updated_at)) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
  return ok(page);
}

/** A product the merchant made on Wish itself, with its variations' SKUs and option values. */
export interface SeededWishProduct {
  name: string;
  status?: 'ENABLED' | 'DISABLED';
  imageUrl: string;
  updatedAt: string;
  variations: Array<{
    id?: string;
    sku: string;
    status?: 'ENABLED' | 'DISABLED';
    options: Array<{ name: string; value: string }>;
  }>;
  id?: string;
}

const objectId = () => randomBytes(12).toString('hex');

export function seedWishProducts(state: WishProductState, seeded: SeededWishProduct[]) {
  for (const product of seeded) {
    const made: FakeWishProduct = {
      id: product.id ?? objectId(),
      parent_sku: '',
      status: product.status ?? 'ENABLED',
      name: product.name,
      description: product.name,
      category_id: 1,
      tags: [],
      main_image: { url: product.imageUrl },
      extra_images: [],
      variations: product.variations.map((variation) => ({
        id: variation.id ?? objectId(),
        sku: variation.sku,
        status: variation.status ?? 'ENABLED',
        price: { amount: 12.9, currency_code: 'USD' },
        inventories: [{ inventory: 100, warehouse_id: state.defaultWarehouseId }],
        options: variation.options,
        image: '',
      })),
      default_shipping_prices: [],
      updated_at: product.updatedAt,
    };
    state.products.push(made);
  }
}
