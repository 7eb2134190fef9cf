import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The Product API (202309) of the TikTok Shop fake, after the Partner Center references as
 * transcribed in lywzx/tiktok-partner-api (tk-origin-api/src/products) and the reference notes:
 * - `POST /product/202309/images/upload` multipart `data` (JPG / PNG, at most 5 MB) and `use_case`
 *   answers `{uri, url, width, height, use_case}`; a product names pictures by that uri only;
 * - `GET /logistics/202309/warehouses`;
 * - `POST /product/202309/products` and `PUT …/products/{id}` with title, description,
 *   category_id (a leaf), main_images (1–9 uploaded uris), skus (seller_sku, price {amount,
 *   currency}, inventory [{warehouse_id, quantity}], sales_attributes ≤ 3 names, no combination
 *   twice, sku_img an uploaded uri), package_weight {value, unit}, save_mode LISTING / AS_DRAFT;
 * - `GET …/products/{id}` (main_images with their `urls`), `POST /product/202312/products/search`
 *   (seller_skus), `POST …/products/deactivate` and `…/activate` (product_ids ≤ 20, refusals in
 *   `data.errors`);
 * - `POST /product/202309/products/search?page_size (1-100)&page_token` with a body `status`
 *   filter: products with their SKUs' ids and seller SKUs (no pictures, no sales attributes),
 *   `next_page_token` empty after the last page, `total_count`; 429 beyond the call quota.
 * The fake approves a LISTING product at once (TikTok reviews it first: PENDING); error codes and
 * texts are worded by us where the references give none.
 */

export interface FakeTikTokSku {
  id: string;
  seller_sku: string;
  price: { amount: string; currency: string };
  inventory: Array<{ warehouse_id: string; quantity: number }>;
  sales_attributes: Array<{ name: string; value_name: string; sku_img?: { uri: string } }>;
}

export interface FakeTikTokProduct {
  id: string;
  status: 'DRAFT' | 'ACTIVATE' | 'SELLER_DEACTIVATED';
  title: string;
  description: string;
  category_id: string;
  main_images: Array<{ uri: string }>;
  skus: FakeTikTokSku[];
  package_weight: { value: string; unit: string };
}

export interface TikTokProductState {
  products: FakeTikTokProduct[];
  /** Uploaded pictures by uri: their use case and size. */
  images: Map<string, { useCase: string; bytes: number }>;
  creates: number;
  edits: number;
  warehouseId: string;
  /** Every Nth product search (202309) is answered 429 (0: never). */
  searchQuotaEvery: number;
  searches: number;
  throttled: number;
}

/** Leaf categories the fake knows (TikTok's US tree: Menswear › Tops › T-shirts). */
const LEAF_CATEGORIES = new Set(['601226', '601302']);
const USE_CASES = [
  'MAIN_IMAGE',
  'ATTRIBUTE_IMAGE',
  'DESCRIPTION_IMAGE',
  'CERTIFICATION_IMAGE',
  'SIZE_CHART_IMAGE',
];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const fail = (code: number, message: string): FakeResponse => ({
  status: 200,
  body: { code, message, request_id: randomBytes(6).toString('hex') },
});
const success = (data: unknown): FakeResponse => ({
  status: 200,
  body: { code: 0, message: 'Success', data, request_id: randomBytes(6).toString('hex') },
});

const isImage = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47);

async function upload(state: TikTokProductState, request: FakeRequest): Promise<FakeResponse> {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data'))
    return fail(12052001, 'data must be a multipart file');
  const form = await new Request('http://fake.invalid', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(request.rawBody),
  }).formData();
  const file = form.get('data');
  if (!(file instanceof Blob)) return fail(12052001, 'data is required');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > IMAGE_MAX_BYTES) return fail(12052002, 'image must be at most 5MB');
  if (!isImage(bytes)) return fail(12052003, 'image format must be JPG, JPEG or PNG');
  const useCase = String(form.get('use_case') ?? 'MAIN_IMAGE');
  if (!USE_CASES.includes(useCase)) return fail(12052004, `invalid use_case ${useCase}`);
  const uri = `tos-maliva-i-o3syd03w52-us/${randomBytes(16).toString('hex')}`;
  state.images.set(uri, { useCase, bytes: bytes.length });
  return success({
    uri,
    url: `https://p16-oec-va.ibyteimg.com/${uri}~tplv-o3syd03w52-origin-jpeg.jpeg`,
    width: 800,
    height: 800,
    use_case: useCase,
  });
}

type ProductInput = Partial<Omit<FakeTikTokProduct, 'id' | 'status' | 'skus'>> & {
  save_mode?: string;
  skus?: Array<Partial<Omit<FakeTikTokSku, 'id'>>>;
};

/** The first rule the product breaks, as TikTok would refuse it; null when it is fine. */
function problemOf(state: TikTokProductState, input: ProductInput): FakeResponse | null {
  if (!input.title || input.title.length > 255)
    return fail(12019001, 'title is required and at most 255 characters');
  if (!input.description || input.description.length > 10000)
    return fail(12019002, 'description is required and at most 10000 characters');
  if (!input.category_id || !LEAF_CATEGORIES.has(input.category_id))
    return fail(12019003, `category_id ${input.category_id ?? ''} is not a leaf category`);
  const main = input.main_images ?? [];
  if (main.length < 1 || main.length > 9) return fail(12019004, 'main_images must hold 1-9 images');
  for (const image of main)
    if (!state.images.has(image.uri))
      return fail(12019005, `image uri ${image.uri} was not uploaded`);
  const weight = input.package_weight;
  if (!weight || !(Number(weight.value) > 0) || !['KILOGRAM', 'POUND'].includes(weight.unit))
    return fail(12019006, 'package_weight value and unit (KILOGRAM / POUND) are required');
  if (!['LISTING', 'AS_DRAFT', undefined].includes(input.save_mode))
    return fail(12019007, `invalid save_mode ${input.save_mode}`);
  const skus = input.skus ?? [];
  if (skus.length < 1 || skus.length > 100) return fail(12019008, 'skus must hold 1-100 SKUs');
  const names = JSON.stringify((skus[0]!.sales_attributes ?? []).map((a) => a.name));
  const combinations = new Set<string>();
  for (const sku of skus) {
    const attributes = sku.sales_attributes ?? [];
    if (attributes.length > 3) return fail(12019009, 'at most 3 sales attributes');
    if (JSON.stringify(attributes.map((a) => a.name)) !== names)
      return fail(12019010, 'every SKU must have the same sales attributes');
    const combination = JSON.stringify(attributes.map((a) => a.value_name));
    if (combinations.has(combination))
      return fail(12019011, `duplicate sales attributes ${combination}`);
    combinations.add(combination);
    for (const attribute of attributes)
      if (attribute.sku_img && !state.images.has(attribute.sku_img.uri))
        return fail(12019005, `image uri ${attribute.sku_img.uri} was not uploaded`);
    if (!sku.seller_sku) return fail(12019012, 'seller_sku is required');
    if (!sku.price || !(Number(sku.price.amount) > 0) || sku.price.currency !== 'USD')
      return fail(12019013, 'price amount above 0 in the shop currency USD is required');
    const stock = sku.inventory ?? [];
    if (
      stock.length === 0 ||
      stock.some((s) => s.warehouse_id !== state.warehouseId || !(s.quantity >= 0))
    )
      return fail(12019014, 'inventory needs a warehouse of the shop and a quantity');
  }
  return null;
}

function save(state: TikTokProductState, input: ProductInput, existing: FakeTikTokProduct | null) {
  const skus = (input.skus ?? []).map((sku) => ({
    id:
      existing?.skus.find((s) => s.seller_sku === sku.seller_sku)?.id ??
      `17${randomBytes(8).readBigUInt64BE() % 10n ** 16n}`,
    seller_sku: sku.seller_sku!,
    price: sku.price!,
    inventory: sku.inventory!,
    sales_attributes: sku.sales_attributes ?? [],
  }));
  const product: FakeTikTokProduct = {
    id: existing?.id ?? `17${randomBytes(8).readBigUInt64BE() % 10n ** 16n}`,
    status:
      existing?.status === 'SELLER_DEACTIVATED'
        ? 'SELLER_DEACTIVATED'
        : input.save_mode === 'AS_DRAFT'
          ? 'DRAFT'
          : 'ACTIVATE',
    title: input.title!,
    description: input.description!,
    category_id: input.category_id!,
    main_images: input.main_images!,
    skus,
    package_weight: input.package_weight!,
  };
  if (existing) Object.assign(existing, product);
  else state.products.push(product);
  return existing ?? product;
}

const pictureUrl = (uri: string) =>
  `https://p16-oec-va.ibyteimg.com/${uri}~tplv-o3syd03w52-origin-jpeg.jpeg`;

const detailOf = (product: FakeTikTokProduct) => ({
  ...product,
  main_images: product.main_images.map(({ uri }) => ({
    uri,
    urls: [pictureUrl(uri)],
    thumb_urls: [pictureUrl(uri).replace('origin-jpeg', 'resize-jpeg:300:300')],
  })),
});

/** Products searched page by page, the page token the offset reached (opaque to the caller). */
function search(state: TikTokProductState, request: FakeRequest): FakeResponse {
  state.searches++;
  if (state.searchQuotaEvery && state.searches % state.searchQuotaEvery === 0) {
    state.throttled++;
    return { status: 429, body: { code: 36009004, message: 'Too many requests' } };
  }
  const q = request.url.searchParams;
  const size = Number(q.get('page_size'));
  if (!(size >= 1 && size <= 100)) return fail(12019017, 'page_size must be 1-100');
  const status = (request.body as { status?: string } | null)?.status;
  const matching = state.products.filter((p) => !status || status === 'ALL' || p.status === status);
  const token = q.get('page_token');
  const offset = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(offset) || offset < 0) return fail(12019018, 'invalid page_token');
  const page = matching.slice(offset, offset + size);
  const reached = offset + page.length;
  return success({
    products: page.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      skus: p.skus.map(({ id, seller_sku, price, inventory }) => ({
        id,
        seller_sku,
        price,
        inventory,
      })),
    })),
    next_page_token:
      reached < matching.length ? Buffer.from(String(reached)).toString('base64url') : '',
    total_count: matching.length,
  });
}

function setStatus(
  state: TikTokProductState,
  request: FakeRequest,
  to: FakeTikTokProduct['status'],
) {
  const ids = (request.body as { product_ids?: string[] } | null)?.product_ids ?? [];
  if (ids.length === 0 || ids.length > 20) return fail(12019015, 'product_ids must hold 1-20 ids');
  const errors = [];
  for (const id of ids) {
    const product = state.products.find((p) => p.id === id);
    if (!product)
      errors.push({ code: 12019016, message: 'product not found', detail: { product_id: id } });
    else product.status = to;
  }
  return success({ errors });
}

/** Answers the Product API calls (after the common checks); null for any other path. */
export async function tiktokProductsHandler(
  state: TikTokProductState,
  request: FakeRequest,
): Promise<FakeResponse | null> {
  const path = request.url.pathname;
  if (path === '/product/202309/images/upload' && request.method === 'POST')
    return upload(state, request);
  if (path === '/logistics/202309/warehouses')
    return success({
      warehouses: [
        {
          id: state.warehouseId,
          name: 'PodKit LA',
          type: 'SALES_WAREHOUSE',
          is_default: true,
          effect_status: 'ENABLED',
        },
      ],
    });
  if (path === '/product/202309/products' && request.method === 'POST') {
    const input = (request.body ?? {}) as ProductInput;
    const problem = problemOf(state, input);
    if (problem) return problem;
    state.creates++;
    const product = save(state, input, null);
    return success({
      product_id: product.id,
      skus: product.skus.map(({ id, seller_sku }) => ({ id, seller_sku })),
      warnings: [],
    });
  }
  if (path === '/product/202309/products/search' && request.method === 'POST')
    return search(state, request);
  if (path === '/product/202312/products/search' && request.method === 'POST') {
    const size = Number(request.url.searchParams.get('page_size'));
    if (!(size >= 1 && size <= 100)) return fail(12019017, 'page_size must be 1-100');
    const skus = (request.body as { seller_skus?: string[] } | null)?.seller_skus ?? [];
    const found = state.products.filter(
      (p) => skus.length === 0 || p.skus.some((s) => skus.includes(s.seller_sku)),
    );
    return success({
      products: found
        .slice(0, size)
        .map((p) => ({ id: p.id, title: p.title, status: p.status, skus: p.skus })),
      total_count: found.length,
      next_page_token: '',
    });
  }
  if (path === '/product/202309/products/deactivate' && request.method === 'POST')
    return setStatus(state, request, 'SELLER_DEACTIVATED');
  if (path === '/product/202309/products/activate' && request.method === 'POST')
    return setStatus(state, request, 'ACTIVATE');
  const one = /^\/product\/202309\/products\/(\d+)$/.exec(path);
  if (!one) return null;
  const product = state.products.find((p) => p.id === one[1]);
  if (!product) return fail(12019016, 'product not found');
  if (request.method === 'GET') return success(detailOf(product));
  if (request.method === 'PUT') {
    const input = (request.body ?? {}) as ProductInput;
    const problem = problemOf(state, input);
    if (problem) return problem;
    state.edits++;
    save(state, input, product);
    return success({
      product_id: product.id,
      skus: product.skus.map(({ id, seller_sku }) => ({ id, seller_sku })),
      warnings: [],
    });
  }
  return null;
}
