import { errors, jwtVerify } from 'jose';
import { AppError } from '../../http/envelope.js';

/** A shop's admin host: lower-case name, '.myshopify.com'. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export interface ShopifySessionClaims {
  /** The shop's domain, e.g. 'podkit-demo.myshopify.com' (from `dest`). */
  shop: string;
  /** The Shopify user id (`sub`), when the token is for a user session. */
  userId: string | null;
  /** When the token expires. */
  expiresAt: Date;
}

/**
 * Verifies the session token App Bridge hands to an embedded app (an HS256 JWT signed with the
 * app's secret, about one minute long): signature, `aud` = the app's API key, expiry and not-before
 * with 5 s of clock skew, a `dest` that is a myshopify.com shop, and `iss` = that shop's admin.
 */
export async function verifyShopifySessionToken(
  token: string,
  app: { apiKey: string; apiSecret: string },
  now = new Date(),
): Promise<ShopifySessionClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(app.apiSecret), {
      algorithms: ['HS256'],
      audience: app.apiKey,
      clockTolerance: 5,
      currentDate: now,
    }));
  } catch (error) {
    throw new AppError(401, refusal(error), 401);
  }
  const dest = typeof payload.dest === 'string' ? payload.dest : '';
  const shop = dest.replace(/^https:\/\//, '');
  if (!SHOP_DOMAIN.test(shop) || dest !== `https://${shop}`) {
    throw new AppError(401, 'Shopify 会话令牌的店铺地址无效', 401);
  }
  if (payload.iss !== `${dest}/admin`)
    throw new AppError(401, 'Shopify 会话令牌的签发方与店铺不符', 401);
  return {
    shop,
    userId: typeof payload.sub === 'string' ? payload.sub : null,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}

function refusal(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'Shopify 会话令牌已过期';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
    return 'Shopify 会话令牌不是签发给本应用的';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'Shopify 会话令牌签名无效';
  return 'Shopify 会话令牌无效';
}
