import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DjStoreCreateBody, DjStoreCreated, StorefrontSettings } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import {
  findStore,
  openCredentials,
  sealCredentials,
  stores,
  toStore,
  type StoreOwner,
  type StoreRow,
} from '../stores/index.js';
import { issueKey, liveKey, revokeKeys } from './api-keys.js';
import { storefrontEndpoints } from './schema.js';
import { checkWebhookUrl } from './webhook-url.js';

const DJ = 22;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** A store of the owner that is a dj store front; another platform's store is "not found". */
export async function findDjStore(
  db: DbExecutor,
  owner: StoreOwner,
  id: number,
): Promise<StoreRow> {
  const row = await findStore(db, owner, id);
  if (row.platform !== DJ) throw invalid(`店铺「${row.name}」不是 DJ 店铺`);
  return row;
}

/**
 * A dj store: a row in the stores table (its shop domain a generated store-front id), its API key
 * (only the hash kept) and its webhook signing secret (sealed), both answered this once.
 */
export async function createDjStore(
  db: Db,
  owner: StoreOwner,
  body: DjStoreCreateBody,
): Promise<DjStoreCreated> {
  const name = body.name.trim();
  if (!name) throw invalid('请填写店铺名称');
  const webhookUrl = await checkWebhookUrl(body.webhook_url);
  const webhookSecret = newSecret();
  const credentials = await sealCredentials(db, { webhookSecret });
  return db.transaction(async (tx) => {
    const [store] = await tx
      .insert(stores)
      .values({
        ...owner,
        platform: DJ,
        name,
        shopDomain: `storefront-${randomBytes(6).toString('hex')}`,
        state: 'authorised',
        credentials,
      })
      .returning();
    await tx.insert(storefrontEndpoints).values({ storeId: store!.id, webhookUrl });
    const apiKey = await issueKey(tx, store!);
    return { store: toStore(store!), api_key: apiKey, webhook_secret: webhookSecret };
  });
}

export async function storefrontSettings(
  db: DbExecutor,
  store: StoreRow,
): Promise<StorefrontSettings> {
  const [endpoint] = await db
    .select()
    .from(storefrontEndpoints)
    .where(eq(storefrontEndpoints.storeId, store.id));
  return {
    store_id: store.id,
    webhook_url: endpoint?.webhookUrl ?? '',
    api_key: await liveKey(db, store.id),
  };
}

export async function saveWebhookUrl(db: Db, store: StoreRow, input: string) {
  const webhookUrl = await checkWebhookUrl(input);
  await db
    .insert(storefrontEndpoints)
    .values({ storeId: store.id, webhookUrl })
    .onConflictDoUpdate({
      target: storefrontEndpoints.storeId,
      set: { webhookUrl, updatedAt: new Date() },
    });
  return storefrontSettings(db, store);
}

/** A new key; the store is usable again if its key had been revoked. */
export async function rotateKey(db: Db, store: StoreRow): Promise<string> {
  return db.transaction(async (tx) => {
    const key = await issueKey(tx, store);
    await tx
      .update(stores)
      .set({ state: 'authorised', stateMessage: '', updatedAt: new Date() })
      .where(eq(stores.id, store.id));
    return key;
  });
}

/** Revoked: the open API answers 401 and the store screen says why until a new key is made. */
export async function revokeKey(db: Db, store: StoreRow): Promise<StorefrontSettings> {
  await db.transaction(async (tx) => {
    await revokeKeys(tx, store.id);
    await tx
      .update(stores)
      .set({
        state: 'expired',
        stateMessage: 'API 密钥已撤销，请生成新的 API 密钥',
        updatedAt: new Date(),
      })
      .where(eq(stores.id, store.id));
  });
  return storefrontSettings(db, store);
}

export async function rotateSecret(db: Db, store: StoreRow): Promise<string> {
  const webhookSecret = newSecret();
  await db
    .update(stores)
    .set({ credentials: await sealCredentials(db, { webhookSecret }), updatedAt: new Date() })
    .where(eq(stores.id, store.id));
  return webhookSecret;
}

/** The secret deliveries are signed with, opened from the store's sealed credentials. */
export async function webhookSecretOf(db: Db, store: StoreRow): Promise<string> {
  return (await openCredentials(db, store.credentials)).webhookSecret ?? '';
}

export async function webhookUrlOf(db: DbExecutor, storeId: number): Promise<string | null> {
  const [endpoint] = await db
    .select({ url: storefrontEndpoints.webhookUrl })
    .from(storefrontEndpoints)
    .where(eq(storefrontEndpoints.storeId, storeId));
  return endpoint?.url ?? null;
}
