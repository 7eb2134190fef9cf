import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The products API of the Wish fake, after the v3 OpenAPI document (api-evangelist/wish
 * openapi/wish-products-api-openapi.yml: createProduct, listProductsSync, updateProduct,
 * getProduct):
 * - `POST /api/v3/products` (CreateProduct: name, description, parent_sku, category_id, tags,
 *   main_image {url}, extra_images [{url}], variations [{sku, price {amount, currency_code},
 *   inventories [{inventory, warehouse_id}], options [{name, value}], image}],
 *   default_shipping_prices) answers the Product with its id and variation ids;
 * - `GET /api/v3/products/{id}` (the list, `GET /api/v3/products`, is `wish-product-list.ts`);
 * - `PUT /api/v3/products/{id}` (UpdateProduct: the same fields, each optional, `status`
 *   ENABLED / DISABLED, variations by `id` or new by `sku`, each with a `status`);
 * - an unknown product is `400 {code: 90001, message: "There is no such product for the
 *   merchant."}`, as the document's example; the other refusals (90001 as well) are worded by us:
 *   name and description required, a main image, 1 or more variations, SKUs and parent SKU
 *   unique across the merchant's products, price above 0, inventory 0–500000, an option name
 *   given once per variation and no option combination twice.
 */

export interface FakeWishVariation {
  id: string;
  sku: string;
  status: 'ENABLED' | 'DISABLED';
  price: { amount: number; currency_code: string };
  inventories: Array<{ inventory: number; warehouse_id: string }>;
  options: Array<{ name: string; value: string }>;
  image: string;
}

export interface FakeWishProduct {
  id: string;
  parent_sku: string;
  status: 'ENABLED' | 'DISABLED';
  name: string;
  description: string;
  category_id: number;
  tags: string[];
  main_image: { url: string };
  extra_images: Array<{ url: string }>;
  variations: FakeWishVariation[];
  default_shipping_prices: unknown[];
  updated_at: string;
}

export interface WishProductState {
  products: FakeWishProduct[];
  creates: number;
  updates: number;
  defaultWarehouseId: string;
}

type Body = Record<string, unknown>;

const ok = (data: unknown): FakeResponse => ({ status: 200, body: { code: 0, message: '', data } });
const refuse = (message: string): FakeResponse => ({
  status: 400,
  body: { code: 90001, message, data: {} },
});
const objectId = () => randomBytes(12).toString('hex');
const MAX_INVENTORY = 500_000;

function readVariation(
  input: Body,
  state: WishProductState,
  product: FakeWishProduct | null,
): FakeWishVariation | string {
  const existing = input.id ? product?.variations.find((v) => v.id === input.id) : undefined;
  if (input.id && !existing) return `There is no variation with id '${String(input.id)}'`;
  const sku = String(input.sku ?? existing?.sku ?? '');
  if (!sku) return 'sku is required for every variation';
  const elsewhere = state.products.find(
    (p) => p !== product && p.variations.some((v) => v.sku === sku),
  );
  if (elsewhere) return `SKU ${sku} is already used by product ${elsewhere.id}`;
  const price = (input.price ?? existing?.price) as FakeWishVariation['price'] | undefined;
  if (!price || !(typeof price.amount === 'number' && price.amount > 0) || !price.currency_code)
    return `price of ${sku} must be an amount above 0 with its currency_code`;
  const inventories = ((input.inventories ?? existing?.inventories ?? []) as Body[]).map((i) => ({
    inventory: Number(i.inventory),
    warehouse_id: String(i.warehouse_id ?? state.defaultWarehouseId),
  }));
  if (
    inventories.some(
      (i) => !Number.isInteger(i.inventory) || i.inventory < 0 || i.inventory > MAX_INVENTORY,
    )
  )
    return `inventory of ${sku} must be 0-${MAX_INVENTORY}`;
  const options = (input.options ?? existing?.options ?? []) as FakeWishVariation['options'];
  if (new Set(options.map((o) => o.name)).size !== options.length)
    return `options of ${sku} name an option twice`;
  return {
    id: existing?.id ?? objectId(),
    sku,
    status:
      input.status === 'DISABLED'
        ? 'DISABLED'
        : input.status === 'ENABLED'
          ? 'ENABLED'
          : (existing?.status ?? 'ENABLED'),
    price: { amount: price.amount, currency_code: price.currency_code },
    inventories,
    options,
    image: String(input.image ?? existing?.image ?? ''),
  };
}

/** The body applied over `product` (a new one when null), or the first rule it breaks. */
function readProduct(
  body: Body,
  state: WishProductState,
  product: FakeWishProduct | null,
): FakeWishProduct | string {
  const name = String(body.name ?? product?.name ?? '');
  const description = String(body.description ?? product?.description ?? '');
  if (!name) return 'name is required';
  if (!description) return 'description is required';
  const mainImage = (body.main_image ?? product?.main_image) as { url?: string } | undefined;
  if (!mainImage?.url || !/^https?:\/\//.test(mainImage.url))
    return 'main_image must have a valid url';
  const parentSku = String(body.parent_sku ?? product?.parent_sku ?? '');
  if (parentSku && state.products.some((p) => p !== product && p.parent_sku === parentSku))
    return `parent_sku ${parentSku} is already used`;
  const category = Number(body.category_id ?? product?.category_id);
  if (!Number.isInteger(category) || category < 1) return 'category_id is required';
  let variations = product?.variations ?? [];
  if (body.variations !== undefined) {
    const given = body.variations as Body[];
    const read = [];
    for (const input of given) {
      const variation = readVariation(input, state, product);
      if (typeof variation === 'string') return variation;
      read.push(variation);
    }
    const bySku = new Map(variations.map((v) => [v.sku, v]));
    for (const variation of read) {
      const same = bySku.get(variation.sku);
      bySku.set(variation.sku, same ? { ...variation, id: same.id } : variation);
    }
    variations = [...bySku.values()];
  }
  if (variations.length === 0) return 'At least one variation is required';
  if (new Set(variations.map((v) => v.sku)).size !== variations.length)
    return 'variation SKUs must be unique';
  const combinations = variations
    .filter((v) => v.status === 'ENABLED')
    .map((v) => JSON.stringify([...v.options].sort((a, b) => a.name.localeCompare(b.name))));
  if (new Set(combinations).size !== combinations.length)
    return 'Two variations have the same options';
  const status = (body.status ?? product?.status ?? 'ENABLED') as string;
  if (status !== 'ENABLED' && status !== 'DISABLED') return `Invalid status: ${status}`;
  return {
    id: product?.id ?? objectId(),
    parent_sku: parentSku,
    status,
    name,
    description,
    category_id: category,
    tags: (body.tags ?? product?.tags ?? []) as string[],
    main_image: { url: mainImage.url },
    extra_images: (
      (body.extra_images ?? product?.extra_images ?? []) as Array<{ url: string }>
    ).map((image) => ({ url: image.url })),
    variations,
    default_shipping_prices: (body.default_shipping_prices ??
      product?.default_shipping_prices ??
      []) as unknown[],
    updated_at: new Date().toISOString(),
  };
}

/** Answers a products call, or null for a path this module does not hold. */
export function wishProductsCall(
  state: WishProductState,
  request: FakeRequest,
): FakeResponse | null {
  const path = request.url.pathname;
  const body = (request.body ?? {}) as Body;
  if (path === '/api/v3/products') {
    if (request.method !== 'POST') return null;
    const made = readProduct(body, state, null);
    if (typeof made === 'string') return refuse(made);
    state.creates++;
    state.products.push(made);
    return ok(made);
  }
  const single = /^\/api\/v3\/products\/([0-9a-f]{24})$/.exec(path);
  if (!single) return null;
  const product = state.products.find((p) => p.id === single[1]);
  if (!product) return refuse('There is no such product for the merchant.');
  if (request.method === 'GET') return ok(product);
  if (request.method !== 'PUT') return null;
  const updated = readProduct(body, state, product);
  if (typeof updated === 'string') return refuse(updated);
  state.updates++;
  Object.assign(product, updated);
  return ok(product);
}
