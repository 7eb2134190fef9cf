import type { CallOptions, Client } from '../client/client';
import type { SiteConfig } from './site';

/** A short widget session (partner page, framed portal page or store-platform admin). */
export interface EmbedSessionToken {
  token: string;
  expires_at: string;
}

/** POST /embed/session's answer: the session, with the site's config a widget shows at once. */
export interface EmbedCodeSession extends EmbedSessionToken {
  config: SiteConfig;
}

export type AdminEmbedPlatform = 'shopify' | 'shopline';

/**
 * POST /embed/code answers the partner's backend (called with its key, not through this client):
 * a one-time code the partner page hands to the widget.
 */
export interface EmbedCode {
  code: string;
  expires_at: string;
  /** Seconds the code stays valid. */
  expires_in: number;
}

/** POST /embed/code: the origin of the partner page that will frame the widget. */
export interface EmbedCodeInput {
  origin: string;
}

/** POST /embed/session: the one-time code, and the parent origin a framed portal page verified. */
export interface EmbedSessionInput {
  code: string;
  parent_origin?: string;
}

/** POST /embed/adminSession: the store platform's session token for its admin embed. */
export interface AdminSessionInput {
  platform: AdminEmbedPlatform;
  token: string;
}

/** GET /embed/origins */
export interface EmbedOrigins {
  origins: string[];
}

/** A store-platform shop linked to a reseller, for the platform's admin embed (GET /admin/shopLink). */
export interface ShopLink {
  id: number;
  platform: AdminEmbedPlatform;
  shop: string;
  user_id: number;
  username: string;
}

/** POST /admin/shopLink (the console links a shop to a reseller by username). */
export interface ShopLinkInput {
  platform: AdminEmbedPlatform;
  shop: string;
  username: string;
}

/**
 * POST /embed/session: trade a one-time code for a short session. A portal page framed by the
 * partner names the parent origin it verified in the handshake.
 */
export function exchangeCode(
  client: Client,
  code: string,
  parentOrigin?: string,
  options?: CallOptions,
): Promise<EmbedCodeSession> {
  const body: EmbedSessionInput = parentOrigin ? { code, parent_origin: parentOrigin } : { code };
  return client.post('/embed/session', { ...body }, options);
}

/** POST /embed/adminSession: a store platform's session token → the shop owner's short session. */
export function openAdminSession(
  client: Client,
  platform: AdminEmbedPlatform,
  token: string,
  options?: CallOptions,
): Promise<EmbedSessionToken & { shop: string }> {
  const body: AdminSessionInput = { platform, token };
  return client.post('/embed/adminSession', { ...body }, options);
}

/** GET /embed/origins: the site's allow-list of embed origins (public, as frame-ancestors is). */
export function getOrigins(client: Client, options?: CallOptions): Promise<EmbedOrigins> {
  return client.get('/embed/origins', options);
}

/** A reseller's partner API key as listed (the key itself is shown once, at creation). */
export interface PartnerKey {
  id: number;
  name: string;
  key_prefix: string;
  allowed_origins: string[];
  created_at: string;
  last_used_at: string | null;
}

export interface PartnerKeyInput {
  name: string;
  allowed_origins: string[];
}

/** GET /distribution/partnerKey */
export function listPartnerKeys(client: Client, options?: CallOptions): Promise<PartnerKey[]> {
  return client.get('/distribution/partnerKey', options);
}

/** POST /distribution/partnerKey: the answer carries `key`, shown this once. */
export function createPartnerKey(
  client: Client,
  body: PartnerKeyInput,
  options?: CallOptions,
): Promise<PartnerKey & { key: string }> {
  return client.post('/distribution/partnerKey', { ...body }, options);
}

/** DELETE /distribution/partnerKey/{id} */
export function revokePartnerKey(client: Client, id: number, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/partnerKey/${id}`, options);
}
