import { errors, jwtVerify } from 'jose';
import { AppError } from '../../http/envelope.js';
import type { AdminEmbedPlatform } from './shop-owner.js';

/** A store platform whose admin embeds apps and hands them a signed session token. */
export interface AdminPlatform {
  /** Shown in refusals: 'Shopify', 'Shopline'. */
  label: string;
  /** A shop's admin host name. */
  shopDomain: RegExp;
}

export const SHOPIFY: AdminPlatform = {
  label: 'Shopify',
  shopDomain: /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/,
};

/**
 * Assumption (not checked against a public source): SHOPLINE's App Bridge hands embedded apps a
 * session token shaped like Shopify's — HS256 with the app secret, `aud` = app key,
 * `dest` = https://{handle}.myshopline.com and `iss` = dest + '/admin'.
 */
export const SHOPLINE: AdminPlatform = {
  label: 'Shopline',
  shopDomain: /^[a-z0-9][a-z0-9-]*\.myshopline\.com$/,
};

/** The store platforms whose admin embeds PodKit, by name. */
export const ADMIN_PLATFORMS: Record<AdminEmbedPlatform, AdminPlatform> = {
  shopify: SHOPIFY,
  shopline: SHOPLINE,
};

export interface AdminAppCredentials {
  apiKey: string;
  apiSecret: string;
}

export interface ShopifySessionClaims {
  /** The shop's domain, e.g. 'podkit-demo.myshopify.com' (from `dest`). */
  shop: string;
  /** The platform's user id (`sub`), when the token is for a user session. */
  userId: string | null;
  /** When the token expires. */
  expiresAt: Date;
}

/** Clock skew allowed on `exp` and `nbf`, as Shopify's libraries allow it. */
const CLOCK_TOLERANCE_SECONDS = 10;

/**
 * Verifies the session token a platform's App Bridge hands to an embedded app (an HS256 JWT
 * signed with the app's secret, about one minute long) by the rules Shopify documents: signature,
 * `aud` = the app's API key, expiry and not-before with 10 s of clock skew, a `dest` that is a
 * shop of the platform, and an `iss` on the same shop domain as `dest` (App Bridge writes
 * `https://{shop}/admin`; Shopify's own test helper writes `{shop}/admin`).
 */
export async function verifyAdminSessionToken(
  platform: AdminPlatform,
  token: string,
  app: AdminAppCredentials,
  now = new Date(),
): Promise<ShopifySessionClaims> {
  const name = platform.label;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(app.apiSecret), {
      algorithms: ['HS256'],
      audience: app.apiKey,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    throw new AppError(401, `${name} ${refusal(error)}`, 401);
  }
  const dest = typeof payload.dest === 'string' ? payload.dest : '';
  const shop = dest.replace(/^https:\/\//, '');
  if (!platform.shopDomain.test(shop) || dest !== `https://${shop}`) {
    throw new AppError(401, `${name} 会话令牌的店铺地址无效`, 401);
  }
  if (issuerHost(payload.iss) !== shop) {
    throw new AppError(401, `${name} 会话令牌的签发方与店铺不符`, 401);
  }
  return {
    shop,
    userId: typeof payload.sub === 'string' ? payload.sub : null,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}

/** Shopify's session token (App Bridge's ID token). */
export function verifyShopifySessionToken(
  token: string,
  app: AdminAppCredentials,
  now = new Date(),
): Promise<ShopifySessionClaims> {
  return verifyAdminSessionToken(SHOPIFY, token, app, now);
}

/** The host an `iss` names, with or without its scheme: `https://a.myshopify.com/admin` → `a.myshopify.com`. */
function issuerHost(iss: unknown): string {
  if (typeof iss !== 'string') return '';
  return iss.replace(/^https:\/\//, '').split('/')[0] ?? '';
}

function refusal(error: unknown): string {
  if (error instanceof errors.JWTExpired) return '会话令牌已过期';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
    return '会话令牌不是签发给本应用的';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return '会话令牌签名无效';
  return '会话令牌无效';
}
