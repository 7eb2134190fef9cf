import type { FakeResponse } from './fake-http.js';

/**
 * The product reads of the Ozon fake, after the Seller API's types (diPhantxm/ozon-api-client,
 * docs.ozon.ru):
 * - `/v3/product/list {filter{offer_id[], product_id[], visibility}, last_id, limit 1–1000}` →
 *   `result{items[{product_id, offer_id, archived, has_fbo_stocks, has_fbs_stocks, is_discounted,
 *   quants}], total, last_id}`; `visibility` ALL leaves archived products out, ARCHIVED lists only
 *   them; `last_id` is opaque (ours is the position, encoded);
 * - `/v3/product/info/list {offer_id[] | product_id[] | sku[]}` (at most 1000 in all) →
 *   `{items[{id, name, offer_id, images, primary_image[], sources[{sku, source, …}], …}]}` (no
 *   `result` wrapper in v3).
 */
export interface FakeOzonCatalogProduct {
  product_id: number;
  offer_id: string;
  name: string;
  images: string[];
  /** Ozon's SKU, given once the product passed moderation; 0 before. */
  sku: number;
  archived: boolean;
}

const ok = (result: unknown): FakeResponse => ({ status: 200, body: { result } });
const refuse = (message: string): FakeResponse => ({
  status: 400,
  body: { code: 3, message, details: [] },
});

const encode = (index: number) => Buffer.from(`pos:${index}`).toString('base64url');
const decode = (lastId: string) => {
  if (!lastId) return 0;
  const match = /^pos:(\d+)$/.exec(Buffer.from(lastId, 'base64url').toString());
  return match ? Number(match[1]) : null;
};

export function ozonProductList(
  products: FakeOzonCatalogProduct[],
  body: Record<string, unknown>,
): FakeResponse {
  const limit = Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    return refuse('limit must be from 1 to 1000');
  const start = decode(String(body.last_id ?? ''));
  if (start === null) return refuse('invalid last_id');
  const filter = (body.filter ?? {}) as {
    offer_id?: string[];
    product_id?: Array<string | number>;
    visibility?: string;
  };
  const visibility = filter.visibility ?? 'ALL';
  if (!['ALL', 'VISIBLE', 'INVISIBLE', 'ARCHIVED'].includes(visibility))
    return refuse(`unknown visibility ${visibility}`);
  const matching = products.filter(
    (p) =>
      (visibility === 'ARCHIVED' ? p.archived : !p.archived) &&
      (!filter.offer_id?.length || filter.offer_id.includes(p.offer_id)) &&
      (!filter.product_id?.length || filter.product_id.map(Number).includes(p.product_id)),
  );
  const page = matching.slice(start, start + limit);
  return ok({
    items: page.map((p) => ({
      product_id: p.product_id,
      offer_id: p.offer_id,
      archived: p.archived,
      has_fbo_stocks: false,
      has_fbs_stocks: true,
      is_discounted: false,
      quants: [],
    })),
    total: matching.length,
    last_id: page.length ? encode(start + page.length) : '',
  });
}

export function ozonProductInfoList(
  products: FakeOzonCatalogProduct[],
  body: Record<string, unknown>,
): FakeResponse {
  const offers = ((body.offer_id ?? []) as unknown[]).map(String);
  const ids = ((body.product_id ?? []) as unknown[]).map(Number);
  const skus = ((body.sku ?? []) as unknown[]).map(Number);
  const asked = offers.length + ids.length + skus.length;
  if (asked === 0) return refuse('offer_id, product_id or sku is required');
  if (asked > 1000) return refuse('at most 1000 products at once');
  const found = products.filter(
    (p) =>
      offers.includes(p.offer_id) ||
      ids.includes(p.product_id) ||
      (p.sku > 0 && skus.includes(p.sku)),
  );
  return {
    status: 200,
    body: {
      items: found.map((p) => ({
        id: p.product_id,
        name: p.name,
        offer_id: p.offer_id,
        is_archived: p.archived,
        images: p.images.slice(1),
        primary_image: p.images.slice(0, 1),
        sources: p.sku
          ? [
              {
                sku: p.sku,
                source: 'sds',
                shipment_type: 'SHIPMENT_TYPE_GENERAL',
                created_at: new Date().toISOString(),
                quant_code: '',
              },
            ]
          : [],
        currency_code: 'RUB',
      })),
    },
  };
}
