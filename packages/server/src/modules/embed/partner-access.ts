import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, notFound, unauthorized } from '../../http/envelope.js';
import { createSession } from '../auth/index.js';
import type { Site } from '../sites/index.js';
import { findActiveAccount } from '../users/index.js';
import { embedCodes, partnerApiKeys } from './schema.js';

export const EMBED_CODE_TTL_MS = 60_000;
/** Widget sessions are short; the widget asks its host for a new code to renew. */
export const EMBED_SESSION_TTL_MS = 30 * 60_000;
const KEY_PREFIX = 'pk_';

/** The site's own allow-list (site settings) bounds every partner key's origins. */
function requireSiteAllows(site: Pick<Site, 'embedOrigins'>, origin: string): void {
  if (!site.embedOrigins.includes(origin)) {
    throw new AppError(403, `来源 ${origin} 不在站点允许嵌入的来源中`, 403);
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a partner key; the full key is returned this once and never stored. */
export async function createPartnerKey(
  db: Db,
  owner: { siteId: number; userId: number },
  input: { name: string; allowedOrigins: string[] },
) {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(partnerApiKeys)
    .values({
      ...owner,
      name: input.name,
      keyPrefix: key.slice(0, 10),
      keyHash: sha256(key),
      allowedOrigins: [...new Set(input.allowedOrigins)],
    })
    .returning();
  return { row: row!, key };
}

/** The owner's keys that are not revoked, newest first. */
export function activePartnerKeys(db: Db, owner: { siteId: number; userId: number }) {
  return db
    .select()
    .from(partnerApiKeys)
    .where(
      and(
        eq(partnerApiKeys.siteId, owner.siteId),
        eq(partnerApiKeys.userId, owner.userId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .orderBy(desc(partnerApiKeys.createdAt));
}

export async function revokePartnerKey(
  db: Db,
  owner: { siteId: number; userId: number },
  id: number,
) {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.id, id),
        eq(partnerApiKeys.siteId, owner.siteId),
        eq(partnerApiKeys.userId, owner.userId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning();
  if (!row) throw notFound('密钥');
}

/**
 * A partner backend, holding the key, asks for a one-time code for its page at `origin`: 60 s,
 * single use, bound to this site, the key's owner and that origin.
 */
export async function issueEmbedCode(
  db: Db,
  site: Pick<Site, 'id' | 'embedOrigins'>,
  key: string,
  origin: string,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const [partnerKey] = await db
    .select()
    .from(partnerApiKeys)
    .where(
      and(
        eq(partnerApiKeys.keyHash, sha256(key)),
        eq(partnerApiKeys.siteId, site.id),
        isNull(partnerApiKeys.revokedAt),
      ),
    );
  if (!partnerKey) throw unauthorized('合作方密钥无效或已撤销');
  requireSiteAllows(site, origin);
  if (!partnerKey.allowedOrigins.includes(origin)) {
    throw new AppError(403, `来源 ${origin} 不在该密钥允许的嵌入来源中`, 403);
  }
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMBED_CODE_TTL_MS);
  await db.insert(embedCodes).values({
    siteId: site.id,
    userId: partnerKey.userId,
    keyId: partnerKey.id,
    codeHash: sha256(code),
    origin,
    expiresAt,
  });
  await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(eq(partnerApiKeys.id, partnerKey.id));
  return { code, expiresAt };
}

/**
 * The widget on the partner page trades the code for a short session. The browser's Origin must be
 * the one the code was issued for; a used, expired or revoked-key code is refused.
 */
export async function exchangeEmbedCode(
  db: Db,
  site: Pick<Site, 'id' | 'embedOrigins'>,
  code: string,
  origin: string | undefined,
  now = new Date(),
) {
  if (!origin) throw new AppError(403, '缺少请求来源，无法验证嵌入页面', 403);
  requireSiteAllows(site, origin);
  const siteId = site.id;
  // Claiming in one statement keeps a code single-use even when two exchanges race.
  const [claimed] = await db
    .update(embedCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(embedCodes.codeHash, sha256(code)),
        eq(embedCodes.siteId, siteId),
        eq(embedCodes.origin, origin),
        isNull(embedCodes.usedAt),
        gt(embedCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw unauthorized('嵌入授权码无效、已使用或已过期');
  const [key] = await db
    .select({ revokedAt: partnerApiKeys.revokedAt })
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.id, claimed.keyId));
  const user = await findActiveAccount(db, siteId, claimed.userId);
  if (!key || key.revokedAt || !user) throw unauthorized('合作方密钥已撤销');
  return createSession(db, user, { ttlMs: EMBED_SESSION_TTL_MS }, now);
}
