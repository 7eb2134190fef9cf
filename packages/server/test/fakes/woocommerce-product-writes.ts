import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The product-writing half of the WooCommerce fake, after REST API v3
 * (https://woocommerce.github.io/woocommerce-rest-api-docs/#products) and its controllers
 * (class-wc-rest-products-controller.php, class-wc-rest-product-variations-controller.php):
 * create and update products, find them by SKU, and create / update / delete variations in
 * batches of at most 100. SKUs are unique across the store's products and variations
 * (`product_invalid_sku`, "Invalid or duplicated SKU."); pictures are fetched from their `src`
 * as WooCommerce sideloads them (`woocommerce_product_image_upload_error`); a variation's image
 * must be an attachment of the store (`woocommerce_variation_invalid_image_id`); a batch answers
 * 200 with an `error` on each item it refused.
 */

export interface WritableWooVariation {
  id: number;
  sku: string;
  status: string;
  imageSrc: string | null;
  attributes: Array<{ name: string; option: string }>;
  regularPrice?: string;
}

export interface WritableWooProduct {
  id: number;
  name: string;
  type: 'simple' | 'variable' | 'grouped' | 'external';
  status: 'publish' | 'draft' | 'pending' | 'private';
  sku: string;
  imageSrcs: string[];
  variations: WritableWooVariation[];
  description?: string;
  tags?: string[];
  /** The product's own attributes, when it was written through the API. */
  attributes?: Array<{ name: string; options: string[]; variation: boolean }>;
}

const BATCH_LIMIT = 100;
const TYPES = ['simple', 'grouped', 'external', 'variable'];
const STATUSES = ['draft', 'pending', 'private', 'publish'];

const json = (status: number, body: unknown): FakeResponse => ({ status, body });
const wooError = (status: number, code: string, message: string) => ({
  code,
  message,
  data: { status },
});
const refuse = (status: number, code: string, message: string) =>
  json(status, wooError(status, code, message));

class WooRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface ProductInput {
  name?: string;
  type?: string;
  status?: string;
  sku?: string;
  description?: string;
  tags?: Array<{ name?: string }>;
  images?: Array<{ src?: string; id?: number }>;
  attributes?: Array<{ name?: string; options?: string[]; variation?: boolean }>;
}

interface VariationInput {
  id?: number;
  sku?: string;
  regular_price?: unknown;
  attributes?: Array<{ name?: string; option?: string }>;
  image?: { id?: number; src?: string };
}

export function createWooProductWrites(options: {
  storeUrl: () => string;
  products: WritableWooProduct[];
  /** How GET /products answers a product (the read half's shape). */
  bodyOf: (product: WritableWooProduct) => Record<string, unknown>;
  variationBodyOf: (variation: WritableWooVariation) => Record<string, unknown>;
}) {
  const { products } = options;
  let nextId = 90_000;
  const counts = { productCreates: 0, productUpdates: 0, variationBatches: 0, imageFetches: 0 };

  const imageId = (product: WritableWooProduct, i: number) => product.id * 10 + i;
  const slug = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const answer = (product: WritableWooProduct) => ({
    ...options.bodyOf(product),
    permalink: `${options.storeUrl()}/product/${slug(product.name) || product.id}/`,
    description: product.description ?? '',
    tags: (product.tags ?? []).map((name, i) => ({ id: i + 1, name, slug: slug(name) })),
    ...(product.attributes
      ? {
          attributes: product.attributes.map((attribute, position) => ({
            id: 0,
            name: attribute.name,
            position,
            visible: true,
            variation: attribute.variation,
            options: attribute.options,
          })),
        }
      : {}),
  });

  /** Whether a SKU is free in the store, but for the product or variation `except`. */
  const skuTaken = (sku: string, except: number | null) =>
    sku !== '' &&
    products.some(
      (product) =>
        (product.sku === sku && product.id !== except) ||
        product.variations.some((variation) => variation.sku === sku && variation.id !== except),
    );

  async function sideload(src: string) {
    counts.imageFetches++;
    const response = await fetch(src).catch(() => null);
    const type = response?.headers.get('content-type') ?? '';
    if (!response?.ok || !type.startsWith('image/'))
      throw new WooRefusal(
        400,
        'woocommerce_product_image_upload_error',
        `Error getting remote image ${src}.`,
      );
    await response.arrayBuffer();
  }

  async function applyProduct(product: WritableWooProduct, input: ProductInput) {
    if (input.type !== undefined && !TYPES.includes(input.type))
      throw new WooRefusal(400, 'rest_invalid_param', 'Invalid parameter(s): type');
    if (input.status !== undefined && !STATUSES.includes(input.status))
      throw new WooRefusal(400, 'rest_invalid_param', 'Invalid parameter(s): status');
    if (input.sku !== undefined && skuTaken(input.sku, product.id))
      throw new WooRefusal(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    if (input.images) for (const image of input.images) if (image.src) await sideload(image.src);
    if (input.name !== undefined) product.name = input.name;
    if (input.type !== undefined) product.type = input.type as WritableWooProduct['type'];
    if (input.status !== undefined) product.status = input.status as WritableWooProduct['status'];
    if (input.sku !== undefined) product.sku = input.sku;
    if (input.description !== undefined) product.description = input.description;
    if (input.tags) product.tags = input.tags.map((tag) => tag.name ?? '');
    if (input.images) product.imageSrcs = input.images.map((image) => image.src ?? '');
    if (input.attributes)
      product.attributes = input.attributes.map((attribute) => ({
        name: attribute.name ?? '',
        options: attribute.options ?? [],
        variation: attribute.variation === true,
      }));
  }

  function applyVariation(
    product: WritableWooProduct,
    variation: WritableWooVariation,
    input: VariationInput,
  ) {
    if (input.regular_price !== undefined && typeof input.regular_price !== 'string')
      throw new WooRefusal(400, 'rest_invalid_param', 'regular_price is not of type string.');
    if (input.sku !== undefined && skuTaken(input.sku, variation.id))
      throw new WooRefusal(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    if (input.image?.id !== undefined) {
      const i = product.imageSrcs.findIndex(
        (_, index) => imageId(product, index) === input.image!.id,
      );
      if (i < 0)
        throw new WooRefusal(
          400,
          'woocommerce_variation_invalid_image_id',
          `#${input.image.id} is an invalid image ID.`,
        );
      variation.imageSrc = product.imageSrcs[i]!;
    }
    if (input.sku !== undefined) variation.sku = input.sku;
    if (typeof input.regular_price === 'string') variation.regularPrice = input.regular_price;
    if (input.attributes) {
      // WooCommerce keeps only options of the product's variation attributes, matched by name.
      const known = product.attributes ?? [];
      variation.attributes = input.attributes.flatMap((attribute) => {
        const match = known.find(
          (a) => a.variation && a.name.toLowerCase() === (attribute.name ?? '').toLowerCase(),
        );
        return match && attribute.option && match.options.includes(attribute.option)
          ? [{ name: match.name, option: attribute.option }]
          : [];
      });
    }
  }

  async function writeProduct(request: FakeRequest, id: number | null): Promise<FakeResponse> {
    const input = (request.body ?? {}) as ProductInput;
    let product = id === null ? null : (products.find((p) => p.id === id) ?? null);
    if (id !== null && !product)
      return refuse(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    const creating = product === null;
    if (creating) counts.productCreates++;
    else counts.productUpdates++;
    const target: WritableWooProduct = product ?? {
      id: (nextId += 100),
      name: '',
      type: 'simple',
      status: 'publish',
      sku: '',
      imageSrcs: [],
      variations: [],
    };
    // Checked on a copy: a refused request changes nothing.
    const copy = structuredClone(target);
    try {
      await applyProduct(copy, input);
    } catch (error) {
      if (error instanceof WooRefusal) return refuse(error.status, error.code, error.message);
      throw error;
    }
    Object.assign(target, copy);
    if (creating) {
      product = target;
      products.push(product);
    }
    return json(creating ? 201 : 200, answer(target));
  }

  function batch(request: FakeRequest, product: WritableWooProduct): FakeResponse {
    counts.variationBatches++;
    const body = (request.body ?? {}) as {
      create?: VariationInput[];
      update?: VariationInput[];
      delete?: number[];
    };
    const size =
      (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
    if (size > BATCH_LIMIT)
      return refuse(
        413,
        'woocommerce_rest_request_entity_too_large',
        `Unable to accept more than ${BATCH_LIMIT} items for this request.`,
      );
    const itemError = (error: unknown) => {
      if (!(error instanceof WooRefusal)) throw error;
      return { id: 0, error: wooError(error.status, error.code, error.message) };
    };
    const created = (body.create ?? []).map((input) => {
      const variation: WritableWooVariation = {
        id: (nextId += 1),
        sku: '',
        status: 'publish',
        imageSrc: null,
        attributes: [],
      };
      try {
        applyVariation(product, variation, input);
      } catch (error) {
        return itemError(error);
      }
      product.variations.push(variation);
      return options.variationBodyOf(variation);
    });
    const updated = (body.update ?? []).map((input) => {
      const variation = product.variations.find((v) => v.id === input.id);
      if (!variation)
        return itemError(
          new WooRefusal(400, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'),
        );
      const copy = structuredClone(variation);
      try {
        applyVariation(product, copy, input);
      } catch (error) {
        return itemError(error);
      }
      Object.assign(variation, copy);
      return options.variationBodyOf(variation);
    });
    const deleted = (body.delete ?? []).map((id) => {
      const at = product.variations.findIndex((v) => v.id === id);
      if (at < 0)
        return itemError(
          new WooRefusal(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'),
        );
      const [gone] = product.variations.splice(at, 1);
      return options.variationBodyOf(gone!);
    });
    return json(200, { create: created, update: updated, delete: deleted });
  }

  /** Answers a product write or a look-up by SKU, or null when the request is none of them. */
  async function handle(request: FakeRequest, q: URLSearchParams): Promise<FakeResponse | null> {
    const path = request.url.pathname;
    if (path === '/wp-json/wc/v3/products') {
      if (request.method === 'POST') return writeProduct(request, null);
      if (request.method === 'GET' && q.get('sku') !== null) {
        const skus = q.get('sku')!.split(',');
        return json(200, products.filter((p) => skus.includes(p.sku)).map(answer));
      }
      return null;
    }
    const one = /^\/wp-json\/wc\/v3\/products\/(\d+)$/.exec(path);
    if (one && request.method === 'PUT') return writeProduct(request, Number(one[1]));
    if (one && request.method === 'GET') {
      const product = products.find((p) => p.id === Number(one[1]));
      return product
        ? json(200, answer(product))
        : refuse(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    }
    const batchPath = /^\/wp-json\/wc\/v3\/products\/(\d+)\/variations\/batch$/.exec(path);
    if (batchPath && request.method === 'POST') {
      const product = products.find((p) => p.id === Number(batchPath[1]));
      return product
        ? batch(request, product)
        : refuse(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    }
    return null;
  }

  return { handle, counts };
}
