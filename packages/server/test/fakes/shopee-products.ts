import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';
import { categoryAttributeProblem, recordedAttributes } from './shopee-categories.js';

/**
 * Shopee Open Platform v2's product calls, as the API reference states them (open.shopee.com, as
 * transcribed in lazykern/ecommerce-api-docs: v2.media_space.upload_image, v2.product.add_item,
 * update_item, get_item_base_info, search_item, get_model_list, init_tier_variation,
 * update_tier_variation, add_model, update_price, unlist_item, v2.logistics.get_channel_list):
 * - `media_space/upload_image` is a partner-level call (no token), multipart `image` (JPG / PNG,
 *   at most 10 MB) and `scene`, answering `image_info.image_id`;
 * - add_item requires original_price, description, weight, item_name, logistic_info, category_id and
 *   image.image_id_list (ids of uploaded images, 9 at most); item_sku and model_sku at most 100;
 * - a model list holds at most 50 models, tiers at most 2; update_price and unlist_item answer
 *   `failure_list` / `success_list` rather than refusing the whole call.
 * Ours, not the reference's: the item name limit (120), the days-to-ship ranges (1–3 ready stock,
 * 7–30 pre-order; get_dts_limit gives the real ones per shop), refusing init_tier_variation when the
 * tier count stays the same (the reference lists only changes of the structure) and the wording of
 * refusals other than the documented `error_invalid_category`, `error_invalid_days_to_ship`,
 * `error_item_not_found`.
 */
export interface FakeShopeeModel {
  model_id: number;
  model_sku: string;
  tier_index: number[];
  original_price: number;
  stock: number;
}

export interface FakeShopeeTier {
  name: string;
  options: Array<{ option: string; image_id: string }>;
}

export interface FakeShopeeListing {
  item_id: number;
  item_name: string;
  description: string;
  item_sku: string;
  category_id: number;
  weight: number;
  image_id_list: string[];
  logistic_ids: number[];
  pre_order: { is_pre_order: boolean; days_to_ship: number } | null;
  condition: string;
  item_status: 'NORMAL' | 'UNLIST';
  original_price: number;
  stock: number;
  tiers: FakeShopeeTier[];
  models: FakeShopeeModel[];
  /** The category attributes (value ids, or the text) and brand sent (shopee-categories.ts). */
  attributes: ReturnType<typeof recordedAttributes>['attributes'];
  brand_id: number | null;
}

export interface ShopeeCatalog {
  items: FakeShopeeListing[];
  /** image_id → size in bytes of every uploaded picture. */
  images: Map<string, number>;
  adds: number;
  updates: number;
  /** The next N init_tier_variation calls fail (a crash between the item and its models). */
  failInits: number;
}

/** Leaf categories of the fake shop's market; 100001 (Women Clothes) is a parent. */
const LEAF_CATEGORIES = new Set([100017, 100635, 101400, 101401]);
const PARENT_CATEGORIES = new Set([100001, 101399]);
const CHANNELS = [
  { logistics_channel_id: 18025, logistics_channel_name: 'Standard Delivery', enabled: true },
  { logistics_channel_id: 18028, logistics_channel_name: 'Doorstep', enabled: false },
  {
    logistics_channel_id: 18099,
    logistics_channel_name: 'Bulky',
    enabled: true,
    fee_type: 'SIZE_SELECTION',
  },
].map((c) => ({ fee_type: 'FIXED_DEFAULT_PRICE', mask_channel_id: 0, ...c }));
const MAX_MODELS = 50;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const refuse = (error: string, message: string, status = 400): FakeResponse => ({
  status,
  body: { error, message, request_id: randomBytes(8).toString('hex') },
});
const answer = (response: unknown): FakeResponse => ({
  status: 200,
  body: {
    error: '',
    message: '',
    warning: '',
    request_id: randomBytes(8).toString('hex'),
    response,
  },
});
const wrong = (detail: string) => refuse('error_param', `Wrong parameters, detail: ${detail}.`);

const imageUrl = (imageId: string) => `https://cf.shopee.sg/file/${imageId}`;

const isImage = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47);

export const isPublicProductPath = (path: string) => path === '/api/v2/media_space/upload_image';

export function newShopeeCatalog(): ShopeeCatalog {
  return { items: [], images: new Map(), adds: 0, updates: 0, failInits: 0 };
}

type Body = Record<string, unknown>;
let nextId = 4_100_000_000;
const newId = () => ++nextId;

async function uploadImage(catalog: ShopeeCatalog, request: FakeRequest): Promise<FakeResponse> {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) return wrong('image must be a multipart file');
  const form = await new Request('http://fake.invalid', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(request.rawBody),
  }).formData();
  const file = form.get('image');
  if (!(file instanceof Blob)) return wrong('image is required');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > IMAGE_MAX_BYTES) return wrong('image must be at most 10.0 MB');
  if (!isImage(bytes)) return wrong('image format must be JPG, JPEG or PNG');
  const scene = form.get('scene');
  if (scene !== null && scene !== 'normal' && scene !== 'desc') return wrong('scene');
  const imageId = `sg-11134201-${randomBytes(12).toString('hex')}`;
  catalog.images.set(imageId, bytes.length);
  return answer({
    image_info: {
      image_id: imageId,
      image_url_list: [{ image_url_region: 'SG', image_url: imageUrl(imageId) }],
    },
  });
}

/** The first rule an add_item / update_item body breaks; `full` when every required field must be there. */
function itemProblem(catalog: ShopeeCatalog, body: Body, full: boolean): FakeResponse | null {
  const has = (key: string) => body[key] !== undefined;
  for (const key of [
    'original_price',
    'description',
    'weight',
    'item_name',
    'logistic_info',
    'category_id',
    'image',
  ])
    if (full && !has(key)) return wrong(`${key} is required`);
  if (has('original_price') && !(Number(body.original_price) > 0))
    return wrong('original_price must be greater than 0');
  if (
    has('item_name') &&
    !(String(body.item_name).length >= 1 && String(body.item_name).length <= 120)
  )
    return wrong('item_name length should be between 1 and 120');
  if (has('description') && !String(body.description).trim())
    return wrong('description is required');
  if (has('weight') && !(Number(body.weight) > 0)) return wrong('weight must be greater than 0');
  if (has('item_sku') && String(body.item_sku).length > 100)
    return wrong('item_sku length should be no more than 100');
  if (has('category_id')) {
    const category = Number(body.category_id);
    if (!LEAF_CATEGORIES.has(category))
      return refuse(
        'error_invalid_category',
        PARENT_CATEGORIES.has(category)
          ? `Invalid category ID ${category}, please choose a leaf category.`
          : `Invalid category ID ${category}`,
      );
  }
  if (has('image')) {
    const ids = (body.image as { image_id_list?: unknown[] }).image_id_list ?? [];
    if (ids.length < 1 || ids.length > 9) return wrong('image_id_list should have 1 to 9 images');
    const unknown = ids.find((id) => !catalog.images.has(String(id)));
    if (unknown !== undefined) return wrong(`image_id ${String(unknown)} not found`);
  }
  if (has('logistic_info')) {
    const list = body.logistic_info as Array<{ logistic_id?: number; enabled?: boolean }>;
    if (!Array.isArray(list) || !list.some((l) => l.enabled))
      return refuse(
        'error_param',
        'Wrong parameters, detail: at least one logistic channel should be enabled.',
      );
    for (const entry of list) {
      const channel = CHANNELS.find((c) => c.logistics_channel_id === entry.logistic_id);
      if (!channel || !channel.enabled)
        return wrong(`logistic_id ${String(entry.logistic_id)} is not enabled for the shop`);
      if (channel.fee_type === 'SIZE_SELECTION')
        return wrong(`size_id is required for logistic_id ${channel.logistics_channel_id}`);
    }
  }
  if (has('pre_order')) {
    const pre = body.pre_order as { is_pre_order?: boolean; days_to_ship?: number };
    const days = Number(pre.days_to_ship);
    const ok = pre.is_pre_order ? days >= 7 && days <= 30 : days >= 1 && days <= 3;
    if (!ok) return refuse('error_invalid_days_to_ship', 'Invalid days_to_ship.');
  }
  if (has('condition') && !['NEW', 'USED'].includes(String(body.condition)))
    return wrong('condition');
  if (has('item_status') && !['NORMAL', 'UNLIST'].includes(String(body.item_status)))
    return wrong('item_status');
  return null;
}

function applyItem(item: FakeShopeeListing, body: Body) {
  if (body.item_name !== undefined) item.item_name = String(body.item_name);
  if (body.description !== undefined) item.description = String(body.description);
  if (body.item_sku !== undefined) item.item_sku = String(body.item_sku);
  if (body.category_id !== undefined) item.category_id = Number(body.category_id);
  if (body.weight !== undefined) item.weight = Number(body.weight);
  if (body.image !== undefined)
    item.image_id_list = ((body.image as { image_id_list: string[] }).image_id_list ?? []).map(
      String,
    );
  if (body.logistic_info !== undefined)
    item.logistic_ids = (body.logistic_info as Array<{ logistic_id: number }>).map(
      (l) => l.logistic_id,
    );
  if (body.pre_order !== undefined)
    item.pre_order = body.pre_order as FakeShopeeListing['pre_order'];
  if (body.condition !== undefined) item.condition = String(body.condition);
  if (body.item_status !== undefined) item.item_status = body.item_status as 'NORMAL' | 'UNLIST';
  if (body.attribute_list !== undefined || body.brand !== undefined)
    Object.assign(item, recordedAttributes(body));
}

function addItem(catalog: ShopeeCatalog, body: Body): FakeResponse {
  const problem = itemProblem(catalog, body, true) ?? categoryAttributeProblem(body);
  if (problem) return problem;
  const stock = (body.seller_stock as Array<{ stock: number }> | undefined)?.[0]?.stock ?? 0;
  const item: FakeShopeeListing = {
    item_id: newId(),
    item_name: '',
    description: '',
    item_sku: '',
    category_id: 0,
    weight: 0,
    image_id_list: [],
    logistic_ids: [],
    pre_order: null,
    condition: 'NEW',
    item_status: 'NORMAL',
    original_price: Number(body.original_price),
    stock,
    tiers: [],
    models: [],
    attributes: [],
    brand_id: null,
  };
  applyItem(item, body);
  catalog.items.push(item);
  catalog.adds++;
  return answer({
    item_id: item.item_id,
    item_name: item.item_name,
    item_status: item.item_status,
  });
}

const itemOf = (catalog: ShopeeCatalog, id: unknown) =>
  catalog.items.find((item) => item.item_id === Number(id));
const notFound = () => refuse('error_item_not_found', 'Product not found');

function updateItem(catalog: ShopeeCatalog, body: Body): FakeResponse {
  const item = itemOf(catalog, body.item_id);
  if (!item) return notFound();
  const problem =
    itemProblem(catalog, body, false) ??
    (body.category_id !== undefined ? categoryAttributeProblem(body) : null);
  if (problem) return problem;
  applyItem(item, body);
  catalog.updates++;
  return answer({ item_id: item.item_id });
}

/** The first problem of tiers and the models' indexes into them. */
function tierProblem(
  catalog: ShopeeCatalog,
  tiers: Array<{ variation_name?: string; variation_option_list?: Array<Record<string, unknown>> }>,
): FakeResponse | null {
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > 2)
    return wrong('standardise_tier_variation should have 1 or 2 tiers');
  for (const tier of tiers) {
    if (!tier.variation_name) return wrong('variation_name is required');
    const names = (tier.variation_option_list ?? []).map((o) =>
      String(o.variation_option_name ?? ''),
    );
    if (!names.length || names.some((n) => !n)) return wrong('variation_option_name is required');
    if (new Set(names).size !== names.length) return wrong('variation options should be unique');
    for (const option of tier.variation_option_list ?? [])
      if (option.image_id !== undefined && !catalog.images.has(String(option.image_id)))
        return wrong(`image_id ${String(option.image_id)} not found`);
  }
  return null;
}

const tiersFrom = (
  tiers: Array<{ variation_name: string; variation_option_list: Array<Record<string, unknown>> }>,
): FakeShopeeTier[] =>
  tiers.map((tier) => ({
    name: tier.variation_name,
    options: tier.variation_option_list.map((o) => ({
      option: String(o.variation_option_name),
      image_id: o.image_id === undefined ? '' : String(o.image_id),
    })),
  }));

function indexProblem(tiers: FakeShopeeTier[], index: unknown): FakeResponse | null {
  if (
    !Array.isArray(index) ||
    index.length !== tiers.length ||
    index.some((n, i) => !Number.isInteger(n) || n < 0 || n >= tiers[i]!.options.length)
  )
    return wrong(`tier_index ${JSON.stringify(index)} does not match the tier variation`);
  return null;
}

interface ModelInput {
  tier_index: number[];
  model_sku?: string;
  original_price: number;
  seller_stock?: Array<{ stock: number }>;
}

function modelsProblem(
  tiers: FakeShopeeTier[],
  existing: FakeShopeeModel[],
  list: ModelInput[],
): FakeResponse | null {
  if (!Array.isArray(list) || list.length < 1) return wrong('model is required');
  if (existing.length + list.length > MAX_MODELS) return wrong('model number at most 50');
  const combos = new Set(existing.map((m) => m.tier_index.join(',')));
  for (const model of list) {
    const bad = indexProblem(tiers, model.tier_index);
    if (bad) return bad;
    if (combos.has(model.tier_index.join(','))) return wrong('duplicated tier_index');
    combos.add(model.tier_index.join(','));
    if (!(Number(model.original_price) > 0)) return wrong('original_price must be greater than 0');
    if ((model.model_sku ?? '').length > 100)
      return wrong('model_sku length should be no more than 100');
    if (!model.seller_stock?.length) return wrong('seller_stock is required');
  }
  return null;
}

const toModel = (model: ModelInput): FakeShopeeModel => ({
  model_id: newId(),
  model_sku: model.model_sku ?? '',
  tier_index: model.tier_index,
  original_price: Number(model.original_price),
  stock: model.seller_stock?.[0]?.stock ?? 0,
});

function initTierVariation(catalog: ShopeeCatalog, body: Body): FakeResponse {
  if (catalog.failInits > 0) {
    catalog.failInits--;
    return refuse(
      'error_inner',
      'Our system is taking some time to respond, please try later.',
      500,
    );
  }
  const item = itemOf(catalog, body.item_id);
  if (!item) return notFound();
  const raw = body.standardise_tier_variation as Parameters<typeof tierProblem>[1];
  const problem = tierProblem(catalog, raw);
  if (problem) return problem;
  if (item.tiers.length && item.tiers.length === raw.length)
    return wrong('the tier structure is unchanged, use update_tier_variation');
  const tiers = tiersFrom(raw as Parameters<typeof tiersFrom>[0]);
  const list = body.model as ModelInput[];
  const bad = modelsProblem(tiers, [], list);
  if (bad) return bad;
  item.tiers = tiers;
  item.models = list.map(toModel);
  return answer({ item_id: item.item_id, model: item.models });
}

function updateTierVariation(catalog: ShopeeCatalog, body: Body): FakeResponse {
  const item = itemOf(catalog, body.item_id);
  if (!item) return notFound();
  const raw = body.standardise_tier_variation as Parameters<typeof tierProblem>[1];
  const problem = tierProblem(catalog, raw);
  if (problem) return problem;
  if (raw.length !== item.tiers.length)
    return wrong('update_tier_variation can not change the tier structure');
  const tiers = tiersFrom(raw as Parameters<typeof tiersFrom>[0]);
  const list = (body.model_list ?? []) as Array<{ model_id: number; tier_index: number[] }>;
  const kept: FakeShopeeModel[] = [];
  for (const entry of list) {
    const model = item.models.find((m) => m.model_id === Number(entry.model_id));
    if (!model) return wrong(`model_id ${entry.model_id} not found`);
    const bad = indexProblem(tiers, entry.tier_index);
    if (bad) return bad;
    kept.push({ ...model, tier_index: entry.tier_index });
  }
  if (new Set(kept.map((m) => m.tier_index.join(','))).size !== kept.length)
    return wrong('duplicated tier_index');
  item.tiers = tiers;
  item.models = kept;
  return answer({});
}

function addModel(catalog: ShopeeCatalog, body: Body): FakeResponse {
  const item = itemOf(catalog, body.item_id);
  if (!item) return notFound();
  if (!item.tiers.length) return wrong('item has no tier variation, use init_tier_variation');
  const list = body.model_list as ModelInput[];
  if (Array.isArray(list) && list.length > MAX_MODELS) return wrong('model_list at most 50');
  const bad = modelsProblem(item.tiers, item.models, list);
  if (bad) return bad;
  const made = list.map(toModel);
  item.models.push(...made);
  return answer({ model: made });
}

function updatePrice(catalog: ShopeeCatalog, body: Body): FakeResponse {
  const item = itemOf(catalog, body.item_id);
  if (!item) return refuse('error_item_not_found', 'Item_id is not found.');
  const list = body.price_list as Array<{ model_id?: number; original_price: number }>;
  if (!Array.isArray(list) || list.length < 1 || list.length > 50)
    return wrong('price_list length should be between 1 to 50');
  const success_list = [];
  const failure_list = [];
  for (const entry of list) {
    const model = item.models.find((m) => m.model_id === Number(entry.model_id ?? 0));
    if (!model)
      failure_list.push({ model_id: entry.model_id ?? 0, failed_reason: 'Model not found.' });
    else if (!(Number(entry.original_price) > 0))
      failure_list.push({
        model_id: model.model_id,
        failed_reason: 'Price must be greater than 0.',
      });
    else {
      model.original_price = Number(entry.original_price);
      success_list.push({ model_id: model.model_id, original_price: model.original_price });
    }
  }
  return answer({ success_list, failure_list });
}

function unlistItem(catalog: ShopeeCatalog, body: Body): FakeResponse {
  const list = body.item_list as Array<{ item_id: number; unlist: boolean }>;
  if (!Array.isArray(list) || list.length < 1 || list.length > 50)
    return wrong('item_list length should be between 1 to 50');
  const success_list = [];
  const failure_list = [];
  for (const entry of list) {
    const item = itemOf(catalog, entry.item_id);
    if (!item) failure_list.push({ item_id: entry.item_id, failed_reason: 'Item not found.' });
    else {
      item.item_status = entry.unlist ? 'UNLIST' : 'NORMAL';
      success_list.push({ item_id: item.item_id, unlist: entry.unlist });
    }
  }
  if (!success_list.length)
    return refuse('error_unlist_item_all_failed', 'Unlist item all failed.');
  return answer({ success_list, failure_list });
}

function modelList(catalog: ShopeeCatalog, q: URLSearchParams): FakeResponse {
  const item = itemOf(catalog, q.get('item_id'));
  if (!item) return notFound();
  return answer({
    tier_variation: item.tiers.map((t) => ({
      name: t.name,
      option_list: t.options.map((o) => ({
        option: o.option,
        ...(o.image_id ? { image: { image_id: o.image_id, image_url: imageUrl(o.image_id) } } : {}),
      })),
    })),
    standardise_tier_variation: item.tiers.map((t) => ({
      variation_id: 0,
      variation_name: t.name,
      variation_option_list: t.options.map((o) => ({
        variation_option_id: 0,
        variation_option_name: o.option,
        image_id: o.image_id,
      })),
    })),
    model: item.models.map((m) => ({
      model_id: m.model_id,
      model_sku: m.model_sku,
      tier_index: m.tier_index,
      price_info: [{ original_price: m.original_price, current_price: m.original_price }],
      stock_info_v2: { seller_stock: [{ stock: m.stock }] },
    })),
  });
}

function baseInfo(catalog: ShopeeCatalog, q: URLSearchParams): FakeResponse {
  const ids = q
    .getAll('item_id_list')
    .flatMap((v) => v.split(','))
    .filter(Boolean);
  if (ids.length < 1 || ids.length > 50) return wrong('item_id_list');
  return answer({
    item_list: ids.flatMap((id) => {
      const item = itemOf(catalog, id);
      return item
        ? [
            {
              item_id: item.item_id,
              item_name: item.item_name,
              item_sku: item.item_sku,
              item_status: item.item_status,
              category_id: item.category_id,
              has_model: item.models.length > 0,
              image: {
                image_id_list: item.image_id_list,
                image_url_list: item.image_id_list.map(imageUrl),
              },
            },
          ]
        : [];
    }),
  });
}

function searchItem(catalog: ShopeeCatalog, q: URLSearchParams): FakeResponse {
  const size = Number(q.get('page_size'));
  if (!(size >= 1 && size <= 100)) return wrong('page_size');
  const sku = q.get('item_sku');
  const name = q.get('item_name');
  const statuses = q.getAll('item_status');
  const matching = catalog.items.filter(
    (item) =>
      (sku ? item.item_sku === sku : !name || item.item_name.includes(name)) &&
      (!statuses.length || statuses.includes(item.item_status)),
  );
  const offset = Number(q.get('offset') || 0);
  const page = matching.slice(offset, offset + size);
  const more = offset + page.length < matching.length;
  return answer({
    item_id_list: page.map((item) => item.item_id),
    total_count: matching.length,
    next_offset: more ? String(offset + page.length) : '',
  });
}

/** The product call at `path`, or null when it is not one (the caller checked the signature). */
export function shopeeProductCall(
  catalog: ShopeeCatalog,
  request: FakeRequest,
): FakeResponse | Promise<FakeResponse> | null {
  const path = request.url.pathname;
  const q = request.url.searchParams;
  const body = (request.body ?? {}) as Body;
  const post = request.method === 'POST';
  if (path === '/api/v2/media_space/upload_image' && post) return uploadImage(catalog, request);
  if (path === '/api/v2/logistics/get_channel_list')
    return answer({ logistics_channel_list: CHANNELS });
  if (path === '/api/v2/product/add_item' && post) return addItem(catalog, body);
  if (path === '/api/v2/product/update_item' && post) return updateItem(catalog, body);
  if (path === '/api/v2/product/get_item_base_info') return baseInfo(catalog, q);
  if (path === '/api/v2/product/search_item') return searchItem(catalog, q);
  if (path === '/api/v2/product/get_model_list') return modelList(catalog, q);
  if (path === '/api/v2/product/init_tier_variation' && post)
    return initTierVariation(catalog, body);
  if (path === '/api/v2/product/update_tier_variation' && post)
    return updateTierVariation(catalog, body);
  if (path === '/api/v2/product/add_model' && post) return addModel(catalog, body);
  if (path === '/api/v2/product/update_price' && post) return updatePrice(catalog, body);
  if (path === '/api/v2/product/unlist_item' && post) return unlistItem(catalog, body);
  return null;
}
