import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ConnectablePlatform, Store, StoreConnectBody, StoreState } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db, DbExecutor } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../http/envelope.js';
import { PlatformError, type StoreAccess } from './connectors/connector.js';
import { amazonPendingDomain, isAmazonRegion } from './connectors/amazon.js';
import { SHOPIFY_SHOP_DOMAIN } from './connectors/shopify.js';
import { SHOPLINE_SHOP_DOMAIN, verifyShoplineQuery } from './connectors/shopline.js';
import { SHOPLAZZA_SHOP_DOMAIN, verifyShoplazzaQuery } from './connectors/shoplazza.js';
import {
  shopifyTimestampFresh,
  verifyShopifyQueryHmac,
  type CallbackQuery,
} from './connectors/shopify-query-hmac.js';
import { connectorFor, isConnectable, platformEnabled, platformNames } from './platforms.js';
import { stores, type StoreRow } from './schema.js';
import { enqueueListingsSync } from './listings-sync-job.js';
import { enqueueStoreSync } from './sync-job.js';
import { rotateStoreToken } from './token-refresh.js';
import {
  openCredentials,
  openText,
  sealCredentials,
  sealText,
  type StoreCredentials,
} from './token-vault.js';
import { checkWooStoreUrl } from './woo-url.js';
import { checkOzonKeys, ozonKeysOf } from './ozon-keys.js';

export interface Owner {
  siteId: number;
  userId: number;
}

/** An OAuth answer older than this is refused: start again. */
const AUTH_WINDOW_MS = 30 * 60_000;

/** Said to a reseller when the site has not set a platform's app up (the README names the variables). */
const NOT_ENABLED = (platform: string) => `本站尚未开通 ${platform} 店铺授权，请联系平台客服开通`;
/** Refresh an expiring token this long before it runs out. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const stateLabels: Record<StoreState, string> = {
  authorising: '授权中',
  authorised: '已授权',
  expired: '授权已过期',
  error: '异常',
};

/** Shopline refreshes a store's token by the app's own signature: it hands out no refresh token. */
const REFRESHED_BY_APP: readonly number[] = [9];

/** Platforms whose tokens cannot be refreshed (Temu): the seller must authorise again in time. */
const UNREFRESHABLE: readonly number[] = [17, 18, 20];
/** How long before such a token lapses the store screen asks for 重新授权. */
const REAUTHORISE_NOTICE_MS = 7 * 86_400_000;

/** The store's message: its own, or a warning that an unrefreshable token lapses soon. */
function stateMessage(row: StoreRow): string {
  const lapses = row.accessTokenExpiresAt;
  if (row.stateMessage || row.state !== 'authorised' || !lapses) return row.stateMessage;
  if (!UNREFRESHABLE.includes(row.platform)) return '';
  if (lapses.getTime() - Date.now() > REAUTHORISE_NOTICE_MS) return '';
  const day = lapses.toISOString().slice(0, 10);
  return `授权将于 ${day} 到期，到期后无法同步订单，请重新授权`;
}

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    platform: row.platform,
    platform_name: platformNames[row.platform] ?? String(row.platform),
    name: row.name,
    shop_domain: row.shopDomain,
    state: row.state,
    state_label: stateLabels[row.state],
    state_message: stateMessage(row),
    sync_status: row.syncStatus,
    sync_done: row.syncDone,
    sync_total: row.syncTotal,
    last_error: row.lastError,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    next_sync_at: row.nextSyncAt?.toISOString() ?? null,
    default_bottom_template_id: row.defaultBottomTemplateId,
    created_at: row.createdAt.toISOString(),
  };
}

const owned = (owner: Owner, id?: number) =>
  and(
    eq(stores.siteId, owner.siteId),
    eq(stores.userId, owner.userId),
    ...(id !== undefined ? [eq(stores.id, id)] : []),
  );

export async function findStore(db: DbExecutor, owner: Owner, id: number): Promise<StoreRow> {
  const [row] = await db.select().from(stores).where(owned(owner, id));
  if (!row) throw notFound('店铺');
  return row;
}

export function listStores(db: DbExecutor, owner: Owner, platform?: number) {
  return db
    .select()
    .from(stores)
    .where(and(owned(owner), ...(platform ? [eq(stores.platform, platform as never)] : [])))
    .orderBy(desc(stores.createdAt), desc(stores.id));
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** Starts OAuth on `row`: a new state nonce (and PKCE verifier), and the address to go to. */
async function beginAuth(
  db: Db,
  config: StorePlatformsConfig,
  row: StoreRow,
  redirectUri: string,
): Promise<string> {
  const connector = connectorFor(row.platform as ConnectablePlatform, config);
  const nonce = randomBytes(24).toString('base64url');
  const pkce = pkcePair();
  await db
    .update(stores)
    .set({
      authNonce: nonce,
      authVerifier: await sealText(db, pkce.verifier),
      authStartedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(stores.id, row.id));
  return connector.authorizeUrl({
    shopDomain: row.shopDomain,
    state: nonce,
    redirectUri,
    codeChallenge: pkce.challenge,
    region: await storedRegion(db, row),
  });
}

/** An Amazon store's region: in its placeholder until the grant, in its credentials after. */
async function storedRegion(db: Db, row: StoreRow): Promise<string | undefined> {
  if (row.platform !== 1) return undefined;
  if (row.shopDomain.startsWith('pending:')) return row.shopDomain.split(':')[1];
  return (await openCredentials(db, row.credentials)).region;
}

/** Platforms whose every shop is its own host, named by the reseller before authorising. */
const SHOP_HOSTS: Partial<Record<ConnectablePlatform, { suffix: string; pattern: RegExp }>> = {
  5: { suffix: '.myshopify.com', pattern: SHOPIFY_SHOP_DOMAIN },
  9: { suffix: '.myshopline.com', pattern: SHOPLINE_SHOP_DOMAIN },
  8: { suffix: '.myshoplaza.com', pattern: SHOPLAZZA_SHOP_DOMAIN },
};

/** my-shop, my-shop.myshopify.com or its https address → my-shop.myshopify.com (Shopline alike). */
function shopHost(platform: ConnectablePlatform, input: string): string {
  const { suffix, pattern } = SHOP_HOSTS[platform]!;
  const domain = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const full = domain.includes('.') ? domain : `${domain}${suffix}`;
  if (!pattern.test(full)) throw invalid(`店铺域名格式不正确，应为 xxx${suffix}`);
  return full;
}

/**
 * Connects a store: OAuth platforms get a row in `authorising` and the address to authorise at;
 * WooCommerce and Ozon keys are checked against the platform at once and the store is authorised.
 */
export async function connectStore(
  db: Db,
  config: StorePlatformsConfig,
  owner: Owner,
  body: StoreConnectBody,
  redirectUri: string,
  publicOrigin: string,
): Promise<{ row: StoreRow; authorizeUrl: string | null }> {
  if (!isConnectable(body.platform)) throw invalid('暂不支持该平台');
  if (body.platform === 21) {
    const url = await checkWooStoreUrl(body.store_url);
    // Without a secret of the reseller's own webhooks, PodKit subscribes its own with a new one.
    const generated = body.webhook_secret ? null : randomBytes(24).toString('base64url');
    const credentials = {
      consumerKey: body.consumer_key.trim(),
      consumerSecret: body.consumer_secret.trim(),
      webhookSecret: body.webhook_secret || generated!,
    };
    await checkWooKeys(config, url, credentials);
    const row = await upsertStore(db, owner, 21, url, body.name || new URL(url).host, {
      credentials: await sealCredentials(db, credentials),
      state: 'authorised',
      stateMessage: '',
    });
    if (generated) await subscribeWooWebhooks(db, config, row, credentials, publicOrigin);
    await enqueueStoreSync(db, row);
    await enqueueListingsSync(db, row);
    return { row, authorizeUrl: null };
  }
  if (body.platform === 14) {
    if (!platformEnabled(14, config)) throw invalid(NOT_ENABLED('Ozon'));
    const keys = ozonKeysOf(body.client_id, body.api_key);
    await checkOzonKeys(config, keys);
    const row = await upsertStore(
      db,
      owner,
      14,
      keys.clientId,
      body.name || `Ozon ${keys.clientId}`,
      {
        credentials: await sealCredentials(db, keys),
        state: 'authorised',
        stateMessage: '',
      },
    );
    await enqueueStoreSync(db, row);
    await enqueueListingsSync(db, row);
    return { row, authorizeUrl: null };
  }
  if ('shop_domain' in body) {
    if (!platformEnabled(body.platform, config))
      throw invalid(NOT_ENABLED(platformNames[body.platform]));
    const domain = shopHost(body.platform, body.shop_domain);
    const row = await upsertStore(db, owner, body.platform, domain, body.name || domain, {});
    return { row, authorizeUrl: await beginAuth(db, config, row, redirectUri) };
  }
  if (!platformEnabled(body.platform, config))
    throw invalid(NOT_ENABLED(platformNames[body.platform]));
  if (body.platform === 1 && !isAmazonRegion(body.region))
    throw invalid('请选择 Amazon 站点所在区域');
  // The shop (Etsy shop id, Amazon seller, TikTok shop) is known only after the grant.
  const nonce = randomBytes(8).toString('hex');
  const row = await upsertStore(
    db,
    owner,
    body.platform,
    body.platform === 1 ? amazonPendingDomain(body.region, nonce) : `pending:${nonce}`,
    body.name || platformNames[body.platform],
    {},
  );
  return { row, authorizeUrl: await beginAuth(db, config, row, redirectUri) };
}

/** A failed subscription leaves the store working by scheduled syncs, and says why. */
async function subscribeWooWebhooks(
  db: Db,
  config: StorePlatformsConfig,
  row: StoreRow,
  credentials: StoreCredentials,
  publicOrigin: string,
) {
  try {
    await connectorFor(21, config).registerWebhooks!(
      { shopDomain: row.shopDomain, credentials },
      `${publicOrigin}/req/webhooks/woocommerce/${row.id}`,
      credentials.webhookSecret ?? '',
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(stores)
      .set({
        lastError: `无法自动创建 WooCommerce webhook（订单仍按计划同步）：${message}`.slice(0, 500),
      })
      .where(eq(stores.id, row.id));
  }
}

async function upsertStore(
  db: Db,
  owner: Owner,
  platform: ConnectablePlatform,
  shopDomain: string,
  name: string,
  values: Partial<typeof stores.$inferInsert>,
): Promise<StoreRow> {
  const [existing] = await db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.siteId, owner.siteId),
        eq(stores.platform, platform),
        eq(stores.shopDomain, shopDomain),
      ),
    );
  if (existing && existing.userId !== owner.userId)
    throw new AppError(409, '该店铺已被本站其他账号绑定');
  if (existing) {
    const [row] = await db
      .update(stores)
      .set({ ...values, name, updatedAt: new Date() })
      .where(eq(stores.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(stores)
    .values({ ...owner, platform, shopDomain, name, ...values })
    .returning();
  return row!;
}

async function checkWooKeys(
  config: StorePlatformsConfig,
  url: string,
  credentials: { consumerKey: string; consumerSecret: string },
) {
  try {
    await connectorFor(21, config).listOrders({ shopDomain: url, credentials }, null, null);
  } catch (error) {
    throw invalid(
      `无法使用该密钥读取 WooCommerce 订单：${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The platform redirected back to /shopify/auth: find the store by the state nonce, check what the
 * platform signed (Shopify: HMAC of the query, shop domain), exchange the code, store the tokens.
 */
export async function completeAuth(
  db: Db,
  config: StorePlatformsConfig,
  owner: Owner,
  query: CallbackQuery,
  redirectUri: string,
): Promise<StoreRow> {
  // Only Shopify's `ids[]` style parameters are lists; one of these as a list is no answer.
  const text = (key: string) => {
    const value = query[key];
    return typeof value === 'string' ? value : '';
  };
  // SHOPLINE hands the state back as the `customField` it was given.
  const state = text('state') || text('customField');
  const [row] = state
    ? await db
        .select()
        .from(stores)
        .where(and(owned(owner), eq(stores.authNonce, state)))
    : [];
  if (!row || !row.authStartedAt || !row.authVerifier)
    throw invalid('授权请求无效或已使用，请重新授权');
  if (Date.now() - row.authStartedAt.getTime() > AUTH_WINDOW_MS)
    throw invalid('授权已超时，请重新授权');
  if (text('error')) {
    const refusal = text('error_description') || text('error');
    await markState(db, row.id, 'error', refusal);
    throw invalid(`平台拒绝了授权：${refusal}`);
  }
  if (row.platform === 5) {
    if (!verifyShopifyQueryHmac(query, config.shopify.apiSecret))
      throw invalid('Shopify 回调签名无效');
    if (!shopifyTimestampFresh(query)) throw invalid('Shopify 授权回调已过期，请重新授权');
    if (!SHOPIFY_SHOP_DOMAIN.test(text('shop')) || text('shop') !== row.shopDomain)
      throw invalid('Shopify 回调的店铺与授权的店铺不一致');
  }
  if (row.platform === 9) {
    const params = Object.fromEntries(Object.keys(query).map((key) => [key, text(key)]));
    if (!verifyShoplineQuery(params, config.shopline.appSecret))
      throw invalid('Shopline 回调签名无效');
    if (`${text('handle')}.myshopline.com` !== row.shopDomain)
      throw invalid('Shopline 回调的店铺与授权的店铺不一致');
  }
  if (row.platform === 8) {
    const params = Object.fromEntries(Object.keys(query).map((key) => [key, text(key)]));
    if (!verifyShoplazzaQuery(params, config.shoplazza.appSecret))
      throw invalid('Shoplazza 回调签名无效');
    if (text('shop') !== row.shopDomain) throw invalid('Shoplazza 回调的店铺与授权的店铺不一致');
  }
  // Amazon names its code spapi_oauth_code and adds the seller's id; Shein sends a tempToken.
  const code = text('code') || text('spapi_oauth_code') || text('tempToken');
  if (!code) throw invalid('平台未返回授权码');
  const verifier = await openText(db, row.authVerifier);
  // The nonce is spent whatever the exchange answers.
  await db
    .update(stores)
    .set({ authNonce: null, authVerifier: null, authStartedAt: null })
    .where(eq(stores.id, row.id));
  const connector = connectorFor(row.platform as ConnectablePlatform, config);
  let grant;
  try {
    grant = await connector.exchangeCode(row.shopDomain, code, {
      redirectUri,
      codeVerifier: verifier,
      sellingPartnerId: text('selling_partner_id'),
      shopId: text('shop_id'),
      region: await storedRegion(db, row),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markState(db, row.id, 'error', message);
    throw invalid(`授权失败：${message}`);
  }
  const shopDomain = grant.shopDomain ?? row.shopDomain;
  const [other] = await db
    .select({ id: stores.id, userId: stores.userId })
    .from(stores)
    .where(
      and(
        eq(stores.siteId, row.siteId),
        eq(stores.platform, row.platform),
        eq(stores.shopDomain, shopDomain),
      ),
    );
  if (other && other.id !== row.id) {
    if (other.userId !== owner.userId) throw new AppError(409, '该店铺已被本站其他账号绑定');
    // Re-connecting a store already here: keep the old row (its orders), drop the placeholder.
    await db.delete(stores).where(eq(stores.id, row.id));
  }
  const targetId = other?.id ?? row.id;
  const [updated] = await db
    .update(stores)
    .set({
      shopDomain,
      ...(grant.shopName && row.name === platformNames[row.platform]
        ? { name: grant.shopName }
        : {}),
      credentials: await sealCredentials(db, grant.credentials),
      accessTokenExpiresAt: grant.expiresAt,
      state: 'authorised',
      stateMessage: '',
      updatedAt: new Date(),
    })
    .where(eq(stores.id, targetId))
    .returning();
  await enqueueStoreSync(db, updated!);
  await enqueueListingsSync(db, updated!);
  return updated!;
}

export async function reauthorizeStore(
  db: Db,
  config: StorePlatformsConfig,
  owner: Owner,
  id: number,
  body: {
    consumer_key?: string;
    consumer_secret?: string;
    webhook_secret?: string;
    api_key?: string;
  },
  redirectUri: string,
): Promise<{ row: StoreRow; authorizeUrl: string | null }> {
  const row = await findStore(db, owner, id);
  if (row.platform === 14) {
    const old = await openCredentials(db, row.credentials);
    const keys = ozonKeysOf(row.shopDomain, body.api_key?.trim() || old.apiKey || '');
    await checkOzonKeys(config, keys);
    return { row: await authoriseWithKeys(db, row, keys), authorizeUrl: null };
  }
  if (row.platform === 22)
    throw invalid('DJ 店铺无需授权：如密钥泄露，请在店铺中重新生成 API 密钥');
  if (row.platform !== 21)
    return { row, authorizeUrl: await beginAuth(db, config, row, redirectUri) };
  const old = await openCredentials(db, row.credentials);
  const credentials = {
    consumerKey: body.consumer_key?.trim() || old.consumerKey || '',
    consumerSecret: body.consumer_secret?.trim() || old.consumerSecret || '',
    ...((body.webhook_secret ?? old.webhookSecret)
      ? { webhookSecret: body.webhook_secret ?? old.webhookSecret }
      : {}),
  };
  await checkWooKeys(config, row.shopDomain, credentials);
  return { row: await authoriseWithKeys(db, row, credentials), authorizeUrl: null };
}

/** Keys the platform accepted replace the store's, and the store is authorised again. */
async function authoriseWithKeys(
  db: Db,
  row: StoreRow,
  credentials: StoreCredentials,
): Promise<StoreRow> {
  const [updated] = await db
    .update(stores)
    .set({
      credentials: await sealCredentials(db, credentials),
      state: 'authorised',
      stateMessage: '',
      updatedAt: new Date(),
    })
    .where(eq(stores.id, row.id))
    .returning();
  return updated!;
}

/** Forgets the store and its tokens; the orders it brought stay (their store id becomes null). */
export async function disconnectStore(db: Db, owner: Owner, id: number): Promise<void> {
  const row = await findStore(db, owner, id);
  await db.delete(stores).where(eq(stores.id, row.id));
}

export async function markState(db: DbExecutor, id: number, state: StoreState, message: string) {
  await db
    .update(stores)
    .set({ state, stateMessage: message.slice(0, 500), updatedAt: new Date() })
    .where(eq(stores.id, id));
}

/**
 * What a connector needs to call the store: its opened credentials, refreshed first when the
 * access token is about to run out. A refused refresh marks the store expired.
 */
export async function storeAccess(
  db: Db,
  config: StorePlatformsConfig,
  row: StoreRow,
  options: { forceRefresh?: boolean } = {},
): Promise<StoreAccess> {
  const credentials = await openCredentials(db, row.credentials);
  const access = { shopDomain: row.shopDomain, credentials };
  const due =
    row.accessTokenExpiresAt && row.accessTokenExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
  const refreshable = Boolean(credentials.refreshToken) || REFRESHED_BY_APP.includes(row.platform);
  if (!(options.forceRefresh || due) || !refreshable) return access;
  try {
    return await rotateStoreToken(db, config, row.id, credentials.accessToken, (expiresAt) =>
      Boolean(expiresAt && expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof PlatformError) || error.status === 400 || error.status === 401)
      await markState(db, row.id, 'expired', message);
    throw error;
  }
}
