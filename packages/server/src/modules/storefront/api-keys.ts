import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StorefrontApiKey } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { unauthorized } from '../../http/envelope.js';
import { stores, type StoreRow } from '../stores/index.js';
import { storefrontKeys } from './schema.js';

const KEY_PREFIX = 'pk_dj_';
/** A key's last use is written at most this often, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key for the store; the key it had stops working in the same transaction. */
export async function issueKey(tx: DbExecutor, store: StoreRow): Promise<string> {
  await revokeKeys(tx, store.id);
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  await tx.insert(storefrontKeys).values({
    siteId: store.siteId,
    userId: store.userId,
    storeId: store.id,
    keyHash: hashKey(key),
    prefix: `${key.slice(0, KEY_PREFIX.length + 4)}…`,
  });
  return key;
}

export async function revokeKeys(tx: DbExecutor, storeId: number): Promise<void> {
  await tx
    .update(storefrontKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(storefrontKeys.storeId, storeId), isNull(storefrontKeys.revokedAt)));
}

export async function liveKey(db: DbExecutor, storeId: number): Promise<StorefrontApiKey | null> {
  const [row] = await db
    .select()
    .from(storefrontKeys)
    .where(and(eq(storefrontKeys.storeId, storeId), isNull(storefrontKeys.revokedAt)));
  return row
    ? {
        prefix: row.prefix,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
      }
    : null;
}

/**
 * The dj store a request's key opens, on the request's site. A missing, unknown, revoked key or
 * one of another site is the same 401: the caller learns nothing about which.
 */
export async function storeOfKey(
  db: Db,
  siteId: number,
  key: string | undefined,
): Promise<StoreRow> {
  const refused = () =>
    unauthorized('API 密钥无效或已撤销（请在请求头 X-Api-Key 中提供店铺的 API 密钥）');
  if (!key || !key.startsWith(KEY_PREFIX) || key.length > 200) throw refused();
  const [found] = await db
    .select({ key: storefrontKeys, store: stores })
    .from(storefrontKeys)
    .innerJoin(stores, eq(stores.id, storefrontKeys.storeId))
    .where(
      and(
        eq(storefrontKeys.keyHash, hashKey(key)),
        isNull(storefrontKeys.revokedAt),
        eq(stores.siteId, siteId),
        eq(stores.platform, 22),
      ),
    );
  if (!found) throw refused();
  const now = new Date();
  await db
    .update(storefrontKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(storefrontKeys.id, found.key.id),
        or(
          isNull(storefrontKeys.lastUsedAt),
          lt(storefrontKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
        ),
      ),
    );
  return found.store;
}
