import { randomBytes } from 'node:crypto';
import {
  deliver,
  startFake,
  type FakeRequest,
  type FakeResponse,
  type RunningFake,
} from './fake-http.js';
import {
  ozonProductInfoList,
  ozonProductList,
  type FakeOzonCatalogProduct,
} from './ozon-product-list.js';

/**
 * Contract fake of the Ozon Seller API (api-seller.ozon.ru) on loopback, after the types and
 * paths of diPhantxm/ozon-api-client (@25e5e56, which follows docs.ozon.ru):
 * - every method is `POST` JSON with the headers `Client-Id` and `Api-Key`; a wrong or revoked
 *   key is 403 `{code: 7, message: "Invalid Api-Key, please contact support", details: []}` (the
 *   answer gam6itko/ozon-seller#43 quotes); refusals are `{code, message, details}`;
 * - `/v3/posting/fbs/list {dir, filter{since, to}, limit 1–1000, offset, with}` over a period of at
 *   most a year → `result{postings, has_next}`; `/v3/posting/fbs/get {posting_number, with}`;
 * - `/v4/posting/fbs/ship {posting_number, packages[{products[{product_id, quantity}]}]}` packs a
 *   posting awaiting packaging (every item, product_id = its SKU) → `result[posting_number]`;
 * - `/v2/fbs/posting/tracking-number/set {tracking_numbers[{posting_number, tracking_number}]}`
 *   → `result[{posting_number, result, error[]}]`;
 * - `/v3/product/import {items}` → `result{task_id}`, `/v1/product/import/info {task_id}` →
 *   `result{items[{offer_id, product_id, status, errors}], total}` (pending on the first read),
 *   `/v1/product/archive {product_id[]}`;
 * - 429 `{code: 8, message: "You have reached request rate limit per second"}` past a quota (the
 *   shape of Ozon's rate-limit answer is our reading, see the README);
 * - the product reads of 第三方商品 (`ozon-product-list.ts`), over the imported and seeded products;
 * - pushes are unsigned JSON `{message_type, posting_number, …, seller_id}`; `TYPE_PING` expects
 *   `{version, name, time}` back.
 */
export interface OzonFakeOptions {
  clientId: string;
  apiKey: string;
  /** Every Nth posting-list call is answered 429 (0: never). */
  listQuotaEvery?: number;
  /** The first N tracking-number calls are answered 429. */
  trackingRefusals?: number;
  /** Every Nth product-list call is answered 429 (0: never). */
  productListQuotaEvery?: number;
}

export interface FakeOzonProduct {
  sku: number;
  offer_id: string;
  name: string;
  quantity: number;
  price: string;
  currency_code: string;
}

export interface FakeOzonPosting {
  posting_number: string;
  order_id: number;
  order_number: string;
  status: string;
  in_process_at: string;
  shipment_date: string;
  tracking_number: string;
  customer: {
    name: string;
    phone: string;
    address: {
      address_tail: string;
      city: string;
      country: string;
      district: string;
      region: string;
      zip_code: string;
      comment: string;
    };
  };
  addressee: { name: string; phone: string };
  products: FakeOzonProduct[];
}

export interface OzonImportTask {
  taskId: number;
  items: Array<Record<string, unknown>>;
  reads: number;
}

export interface OzonFake extends RunningFake {
  postings: FakeOzonPosting[];
  /** Packed postings, in order: the packages as sent. */
  packed: Array<{
    posting_number: string;
    products: Array<{ product_id: number; quantity: number }>;
  }>;
  tracking: Array<{ posting_number: string; tracking_number: string }>;
  tasks: OzonImportTask[];
  archived: number[];
  /** The seller's products: those imported (once Ozon read them) and those seeded. */
  products: FakeOzonCatalogProduct[];
  throttled: number;
  /** The distinct periods asked of the posting list ("since..to"). */
  periods: Set<string>;
  seed(count: number, days?: number): FakeOzonPosting[];
  /** Products the seller made in the seller centre, beside those PodKit imported. */
  seedProducts(products: FakeOzonCatalogProduct[]): void;
  /** The seller's Api-Key is revoked: every call with it is refused from now on. */
  revokeKey(): void;
  /** The seller generates a new Api-Key in the seller centre: only it works from now on. */
  issueKey(apiKey: string): void;
  /** Posts an unsigned push as Ozon does; answers the receiver's status. */
  sendPush(target: string, messageType: string, postingNumber: string): Promise<number>;
  /** Posts TYPE_PING; answers the status and the receiver's JSON. */
  sendPing(target: string): Promise<{ status: number; body: unknown }>;
}

const refuse = (status: number, code: number, message: string): FakeResponse => ({
  status,
  body: { code, message, details: [] },
});
const ok = (result: unknown): FakeResponse => ({ status: 200, body: { result } });

const DAY_MS = 86_400_000;
const YEAR_MS = 366 * DAY_MS;
const IMPORT_FIELDS = ['offer_id', 'name', 'price', 'currency_code', 'vat', 'primary_image'];

export async function startOzonFake(options: OzonFakeOptions): Promise<OzonFake> {
  const postings: FakeOzonPosting[] = [];
  const packed: OzonFake['packed'] = [];
  const tracking: OzonFake['tracking'] = [];
  const tasks: OzonImportTask[] = [];
  const archived: number[] = [];
  const periods = new Set<string>();
  const productIds = new Map<string, number>();
  const products: FakeOzonCatalogProduct[] = [];
  let productLists = 0;
  let keyRevoked = false;
  let currentKey = options.apiKey;
  let sequence = 0;
  let lists = 0;
  let throttled = 0;
  let trackingRefusals = options.trackingRefusals ?? 0;

  const authRefusal = (request: FakeRequest): FakeResponse | null => {
    const clientId = request.headers['client-id'];
    const apiKey = request.headers['api-key'];
    if (!clientId || !apiKey) return refuse(401, 16, 'Client-Id and Api-Key headers are required');
    if (clientId !== options.clientId || apiKey !== currentKey || keyRevoked)
      return refuse(403, 7, 'Invalid Api-Key, please contact support');
    return null;
  };

  const list = (body: Record<string, unknown>): FakeResponse => {
    lists++;
    if (options.listQuotaEvery && lists % options.listQuotaEvery === 0) {
      throttled++;
      return refuse(429, 8, 'You have reached request rate limit per second');
    }
    const filter = (body.filter ?? {}) as { since?: string; to?: string };
    const since = Date.parse(filter.since ?? '');
    const to = Date.parse(filter.to ?? '');
    if (Number.isNaN(since) || Number.isNaN(to))
      return refuse(400, 3, 'filter.since and filter.to are required');
    if (since > to || to - since > YEAR_MS)
      return refuse(400, 3, 'PERIOD_IS_TOO_LONG: the period must not exceed one year');
    const limit = Number(body.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return refuse(400, 3, 'limit must be from 1 to 1000');
    const offset = Number(body.offset ?? 0);
    if (!Number.isInteger(offset) || offset < 0) return refuse(400, 3, 'offset must be >= 0');
    periods.add(`${filter.since}..${filter.to}`);
    const dir = body.dir === 'DESC' ? -1 : 1;
    const matching = postings
      .filter((p) => {
        const at = Date.parse(p.in_process_at);
        return at >= since && at <= to;
      })
      .sort(
        (a, b) =>
          dir * (Date.parse(a.in_process_at) - Date.parse(b.in_process_at)) ||
          a.posting_number.localeCompare(b.posting_number),
      );
    const page = matching.slice(offset, offset + limit);
    return ok({ postings: page, has_next: offset + page.length < matching.length });
  };

  const find = (postingNumber: unknown) => postings.find((p) => p.posting_number === postingNumber);

  const ship = (body: Record<string, unknown>): FakeResponse => {
    const posting = find(body.posting_number);
    if (!posting) return refuse(404, 5, 'POSTING_NOT_FOUND');
    if (posting.status !== 'awaiting_packaging')
      return refuse(400, 3, `POSTING_ALREADY_SHIPPED: posting is in status ${posting.status}`);
    const packages = body.packages as Array<{
      products?: Array<{ product_id: number; quantity: number }>;
    }>;
    if (!Array.isArray(packages) || packages.length === 0)
      return refuse(400, 3, 'packages is required');
    const sent = packages.flatMap((p) => p.products ?? []);
    const wanted = new Map(posting.products.map((p) => [p.sku, p.quantity]));
    for (const product of sent)
      wanted.set(product.product_id, (wanted.get(product.product_id) ?? 0) - product.quantity);
    if ([...wanted.values()].some((left) => left !== 0))
      return refuse(400, 3, 'INVALID_PRODUCTS: packages must hold every product of the posting');
    packed.push({ posting_number: posting.posting_number, products: sent });
    posting.status = 'awaiting_deliver';
    return ok([posting.posting_number]);
  };

  const setTracking = (body: Record<string, unknown>): FakeResponse => {
    if (trackingRefusals > 0) {
      trackingRefusals--;
      throttled++;
      return refuse(429, 8, 'You have reached request rate limit per second');
    }
    const pairs = body.tracking_numbers as Array<{
      posting_number?: string;
      tracking_number?: string;
    }>;
    if (!Array.isArray(pairs) || pairs.length === 0)
      return refuse(400, 3, 'tracking_numbers is required');
    return ok(
      pairs.map((pair) => {
        const posting = find(pair.posting_number);
        if (!posting)
          return {
            posting_number: pair.posting_number,
            result: false,
            error: ['POSTING_NOT_FOUND'],
          };
        if (!pair.tracking_number)
          return {
            posting_number: pair.posting_number,
            result: false,
            error: ['TRACKING_NUMBER_IS_EMPTY'],
          };
        if (posting.status === 'awaiting_packaging' || posting.status === 'cancelled')
          return {
            posting_number: pair.posting_number,
            result: false,
            error: ['INVALID_POSTING_STATUS'],
          };
        posting.tracking_number = pair.tracking_number;
        tracking.push({
          posting_number: posting.posting_number,
          tracking_number: pair.tracking_number,
        });
        return { posting_number: pair.posting_number, result: true, error: [] };
      }),
    );
  };

  const importProducts = (body: Record<string, unknown>): FakeResponse => {
    const items = body.items as Array<Record<string, unknown>>;
    if (!Array.isArray(items) || items.length < 1 || items.length > 100)
      return refuse(400, 3, 'items must hold 1 to 100 products');
    for (const item of items) {
      const missing = IMPORT_FIELDS.find((f) => typeof item[f] !== 'string' || item[f] === '');
      if (missing) return refuse(400, 3, `items.${missing} is required`);
      for (const f of ['description_category_id', 'type_id', 'weight', 'depth', 'height', 'width'])
        if (!(Number(item[f]) > 0)) return refuse(400, 3, `items.${f} is required`);
      if (!Array.isArray(item.images) || item.images.length === 0 || item.images.length > 30)
        return refuse(400, 3, 'items.images must hold 1 to 30 links');
      if (!Array.isArray(item.attributes)) return refuse(400, 3, 'items.attributes is required');
    }
    const task = { taskId: 9_000_000 + tasks.length + 1, items, reads: 0 };
    tasks.push(task);
    return ok({ task_id: task.taskId });
  };

  const importInfo = (body: Record<string, unknown>): FakeResponse => {
    const task = tasks.find((t) => t.taskId === Number(body.task_id));
    if (!task) return refuse(404, 5, 'task not found');
    task.reads++;
    return ok({
      total: task.items.length,
      items: task.items.map((item) => {
        const offer = String(item.offer_id);
        if (!productIds.has(offer)) productIds.set(offer, 700_000 + productIds.size + 1);
        if (task.reads > 1) keepImported(item, productIds.get(offer)!);
        return {
          offer_id: offer,
          product_id: productIds.get(offer),
          status: task.reads === 1 ? 'pending' : 'imported',
          errors: [],
        };
      }),
    });
  };

  /** An imported item becomes (or updates) the seller's product, with an SKU of Ozon's. */
  const keepImported = (item: Record<string, unknown>, productId: number) => {
    const images = [String(item.primary_image ?? ''), ...((item.images as string[]) ?? [])];
    const fields = {
      offer_id: String(item.offer_id),
      name: String(item.name),
      images: [...new Set(images.filter(Boolean))],
      archived: false,
    };
    const existing = products.find((p) => p.product_id === productId);
    if (existing) Object.assign(existing, fields);
    else products.push({ product_id: productId, sku: 1_600_000_000 + productId, ...fields });
  };

  const productList = (body: Record<string, unknown>): FakeResponse => {
    productLists++;
    if (options.productListQuotaEvery && productLists % options.productListQuotaEvery === 0) {
      throttled++;
      return refuse(429, 8, 'You have reached request rate limit per second');
    }
    return ozonProductList(products, body);
  };

  const handler = (request: FakeRequest): FakeResponse => {
    if (request.method !== 'POST') return refuse(404, 5, 'Not Found');
    const refused = authRefusal(request);
    if (refused) return refused;
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.url.pathname) {
      case '/v3/posting/fbs/list':
        return list(body);
      case '/v3/posting/fbs/get': {
        const posting = find(body.posting_number);
        return posting ? ok(posting) : refuse(404, 5, 'POSTING_NOT_FOUND');
      }
      case '/v4/posting/fbs/ship':
        return ship(body);
      case '/v2/fbs/posting/tracking-number/set':
        return setTracking(body);
      case '/v3/product/import':
        return importProducts(body);
      case '/v1/product/import/info':
        return importInfo(body);
      case '/v1/product/archive':
        archived.push(...((body.product_id as number[]) ?? []));
        for (const product of products)
          if (archived.includes(product.product_id)) product.archived = true;
        return ok(true);
      case '/v3/product/list':
        return productList(body);
      case '/v3/product/info/list':
        return ozonProductInfoList(products, body);
      default:
        return refuse(404, 5, 'Not Found');
    }
  };

  const running = await startFake(handler);
  return {
    ...running,
    postings,
    packed,
    tracking,
    tasks,
    archived,
    products,
    periods,
    get throttled() {
      return throttled;
    },
    seed(count, days = 1) {
      const made: FakeOzonPosting[] = [];
      const start = Date.now() - days * DAY_MS;
      const step = Math.max(1, Math.floor((days * DAY_MS - 60_000) / count));
      for (let i = 0; i < count; i++) {
        sequence++;
        const orderNumber = `${String(10_000_000 + sequence)}-0${sequence % 9}`;
        const products: FakeOzonProduct[] = [
          {
            sku: 1_500_000_001,
            offer_id: 'OZ-MUG-W11',
            name: 'Кружка с принтом, белая 330 мл',
            quantity: 2,
            price: '990.0000',
            currency_code: 'RUB',
          },
          ...(sequence % 3 === 0
            ? [
                {
                  sku: 1_500_000_002,
                  offer_id: 'OZ-TEE',
                  name: 'Футболка с принтом',
                  quantity: 1,
                  price: '1490.5000',
                  currency_code: 'RUB',
                },
              ]
            : []),
        ];
        const posting: FakeOzonPosting = {
          posting_number: `${orderNumber}-1`,
          order_id: 30_000_000 + sequence,
          order_number: orderNumber,
          status: 'awaiting_packaging',
          in_process_at: new Date(start + i * step).toISOString(),
          shipment_date: new Date(start + i * step + 2 * DAY_MS).toISOString(),
          tracking_number: '',
          customer: {
            name: `Покупатель ${sequence}`,
            phone: '+79991234567',
            address: {
              address_tail: `ул. Тверская, д. ${sequence}, кв. 5`,
              city: 'Москва',
              country: 'Россия',
              district: 'Тверской',
              region: 'Москва',
              zip_code: '125009',
              comment: '',
            },
          },
          addressee: { name: `Покупатель ${sequence}`, phone: '+79991234567' },
          products,
        };
        postings.push(posting);
        made.push(posting);
      }
      return made;
    },
    seedProducts(seeded) {
      products.push(...seeded);
    },
    revokeKey() {
      keyRevoked = true;
    },
    issueKey(apiKey) {
      currentKey = apiKey;
      keyRevoked = false;
    },
    sendPush(target, messageType, postingNumber) {
      const body = JSON.stringify({
        message_type: messageType,
        posting_number: postingNumber,
        products: [{ sku: 1_500_000_001, quantity: 2 }],
        in_process_at: new Date().toISOString(),
        warehouse_id: 22_000_000,
        seller_id: Number(options.clientId),
      });
      return deliver(target, body, {});
    },
    async sendPing(target) {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message_type: 'TYPE_PING', time: new Date().toISOString() }),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

/** A fresh random Api-Key in Ozon's form (a UUID). */
export function ozonApiKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
