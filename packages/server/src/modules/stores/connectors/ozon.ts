import {
  PlatformAuthRejected,
  PlatformError,
  type ConnectorFactory,
  type StoreAccess,
} from './connector.js';
import { platformFetch, waitingOutShortLimits } from './platform-http.js';
import { listOzonProducts } from './ozon-listings.js';
import { toStoreOrder, type OzonPosting } from './ozon-posting.js';
import { ozonImportItems, ozonImportOutcome, type OzonImportInfo } from './ozon-product.js';

const PAGE_SIZE = 100;
const DAY_MS = 86_400_000;
/** How far back the first sync of a store reads. */
const FIRST_SYNC_MS = 90 * DAY_MS;
/**
 * A posting's status changes long after its processing began, the only time the list filters on:
 * each sync reads this far back before the cursor, so a cancellation is seen without a push.
 */
const LOOK_BACK_MS = 7 * DAY_MS;
/** /v3/posting/fbs/list answers a period of at most one year. */
const MAX_PERIOD_MS = 364 * DAY_MS;
/** How often, and how many times, publishing asks /v1/product/import/info about its task. */
const IMPORT_POLL_MS = 1_000;
const IMPORT_POLLS = 30;

/** Where a sync stands: its fixed period and the offset into it. */
interface ListPosition {
  since: string;
  to: string;
  offset: number;
}

type OzonError = { code?: number; message?: string };

/** The seller's keys: the Client-Id is the store's shop domain too. */
export function ozonHeaders(access: StoreAccess): Record<string, string> {
  return {
    'Client-Id': access.credentials.clientId ?? access.shopDomain,
    'Api-Key': access.credentials.apiKey ?? '',
    'content-type': 'application/json',
  };
}

const createOzonConnector: ConnectorFactory = (config) => {
  const apiUrl = config.ozon.apiUrl;

  /** One Seller API call: every method is a POST of JSON with the seller's two headers. */
  async function call<T>(access: StoreAccess, path: string, body: unknown): Promise<T> {
    try {
      const response = await platformFetch<T>(`${apiUrl}${path}`, {
        platformName: 'Ozon',
        method: 'POST',
        headers: ozonHeaders(access),
        body: JSON.stringify(body),
        messageOf: (b) => (b as OzonError | null)?.message ?? '',
      });
      return response.body;
    } catch (error) {
      // A wrong or revoked Api-Key is answered 403 (code 7, "Invalid Api-Key"): the keys failed.
      if (error instanceof PlatformError && error.status === 403)
        throw new PlatformAuthRejected(error.message);
      throw error;
    }
  }

  async function posting(access: StoreAccess, postingNumber: string): Promise<OzonPosting | null> {
    try {
      const answer = await call<{ result?: OzonPosting }>(access, '/v3/posting/fbs/get', {
        posting_number: postingNumber,
        with: { analytics_data: false, barcodes: false, financial_data: false, translit: false },
      });
      return answer.result ?? null;
    } catch (error) {
      if (error instanceof PlatformError && error.status === 404) return null;
      throw error;
    }
  }

  const notOAuth = () => {
    throw new PlatformError('Ozon 店铺使用 Client-Id 与 Api-Key 连接，无需跳转授权', 400);
  };

  return {
    platform: 14,
    authorizeUrl: notOAuth,
    exchangeCode: notOAuth,
    /** Api-Keys do not expire on their own: a refused one needs a new key from the seller. */
    async refresh() {
      throw new PlatformAuthRejected(
        'Ozon Api-Key 已失效，请在 Ozon 卖家后台生成新的 Api-Key 后重新授权',
      );
    },

    /**
     * FBS postings whose processing began in [since − look-back, start of sync], oldest first,
     * `limit`/`offset` through that fixed period until `has_next` is false.
     */
    async listOrders(access, since, position) {
      const now = Date.now();
      const at: ListPosition = position
        ? (JSON.parse(position) as ListPosition)
        : {
            since: new Date(
              Math.max(
                since ? since.getTime() - LOOK_BACK_MS : now - FIRST_SYNC_MS,
                now - MAX_PERIOD_MS,
              ),
            ).toISOString(),
            to: new Date(now).toISOString(),
            offset: 0,
          };
      const answer = await call<{ result?: { postings?: OzonPosting[]; has_next?: boolean } }>(
        access,
        '/v3/posting/fbs/list',
        {
          dir: 'ASC',
          filter: { since: at.since, to: at.to },
          limit: PAGE_SIZE,
          offset: at.offset,
          with: { analytics_data: false, financial_data: false },
        },
      );
      const postings = answer.result?.postings ?? [];
      const next =
        answer.result?.has_next && postings.length > 0
          ? JSON.stringify({ ...at, offset: at.offset + postings.length })
          : null;
      return { orders: postings.map(toStoreOrder), next, total: null };
    },

    async fetchOrder(access, platformOrderId) {
      const found = await posting(access, platformOrderId);
      return found ? toStoreOrder(found) : null;
    },

    /** The seller's products, one listing each, keyed as posting lines are (offer_id, SKU). */
    async listProducts(access, position) {
      return listOzonProducts(
        (path, body) => waitingOutShortLimits(() => call(access, path, body)),
        position,
      );
    },

    /**
     * Packs a posting still awaiting packaging into one package of all its items
     * (/v4/posting/fbs/ship: it then awaits delivery), then sets its tracking number
     * (/v2/fbs/posting/tracking-number/set, rFBS postings the seller delivers).
     */
    async pushFulfilment(access, request) {
      const postingNumber = request.platformOrderId;
      const current = await posting(access, postingNumber);
      if (!current) throw new PlatformError(`Ozon 找不到货件 ${postingNumber}`, 404);
      if (current.status === 'cancelled')
        throw new PlatformError(`Ozon 货件 ${postingNumber} 已取消，无法发货`, 422);
      if (current.status === 'awaiting_packaging')
        await call(access, '/v4/posting/fbs/ship', {
          posting_number: postingNumber,
          packages: [
            {
              products: (current.products ?? []).map((p) => ({
                product_id: p.sku,
                quantity: p.quantity,
              })),
            },
          ],
        });
      const set = await call<{
        result?: Array<{ posting_number: string; result: boolean; error?: string[] }>;
      }>(access, '/v2/fbs/posting/tracking-number/set', {
        tracking_numbers: [
          { posting_number: postingNumber, tracking_number: request.trackingNumber },
        ],
      });
      const outcome = set.result?.find((r) => r.posting_number === postingNumber);
      if (!outcome?.result)
        throw new PlatformError(
          `Ozon 未接受运单号：${outcome?.error?.join('；') || '未返回结果'}`,
          422,
        );
      return postingNumber;
    },

    /**
     * Ozon signs no push (docs.ozon.ru, push notifications): PodKit trusts nothing a push says and
     * only fetches the posting it names afresh with the store's own keys. A delivery is taken when
     * it is a JSON notification at all.
     */
    verifyWebhook(delivery) {
      try {
        const body = JSON.parse(delivery.rawBody.toString('utf8')) as { message_type?: unknown };
        return typeof body.message_type === 'string';
      } catch {
        return false;
      }
    },

    parseWebhook(delivery) {
      const payload = JSON.parse(delivery.rawBody.toString('utf8')) as {
        message_type?: string;
        posting_number?: string;
        seller_id?: number | string;
      };
      const topic = payload.message_type ?? '';
      const aboutPosting =
        /^TYPE_(NEW_POSTING|POSTING_CANCELLED|STATE_CHANGED|CUTOFF_DATE_CHANGED|DELIVERY_DATE_CHANGED)$/.test(
          topic,
        );
      return {
        topic,
        shopDomain: payload.seller_id !== undefined ? String(payload.seller_id) : null,
        platformOrderId:
          aboutPosting && typeof payload.posting_number === 'string'
            ? payload.posting_number
            : null,
        payload,
      };
    },

    /**
     * One Ozon product per variant through /v3/product/import, its task then read from
     * /v1/product/import/info until every item is imported or refused. The offer_id (the variant's
     * SKU) is the seller's key: importing it again updates the same product.
     */
    async publishListing(access, draft, remember) {
      const items = ozonImportItems(draft);
      const task = await call<{ result?: { task_id?: number } }>(access, '/v3/product/import', {
        items,
      });
      const taskId = task.result?.task_id;
      if (!taskId) throw new PlatformError('Ozon 未返回导入任务号', 502);
      for (let poll = 0; poll < IMPORT_POLLS; poll++) {
        const info = await call<{ result?: OzonImportInfo }>(access, '/v1/product/import/info', {
          task_id: taskId,
        });
        const outcome = ozonImportOutcome(info.result, items);
        if (outcome) {
          await remember?.(outcome.listingId);
          return outcome;
        }
        await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
      }
      throw new PlatformError('Ozon 商品导入仍在处理中，请稍后重新刊登查看结果', 504);
    },

    /** Archives the listing's products (Ozon keeps them; importing again brings them back). */
    async unpublishListing(access, listingId) {
      const ids = listingId
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length === 0) return;
      await call(access, '/v1/product/archive', { product_id: ids });
    },
  };
};

export default createOzonConnector;
