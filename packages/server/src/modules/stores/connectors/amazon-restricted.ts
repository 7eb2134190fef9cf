/**
 * Restricted Data Tokens (Tokens API 2021-03-01). SP-API answers an order's buyer and shipping
 * PII only to a call whose `x-amz-access-token` is an RDT issued for that call's method and path
 * with the matching `dataElements`; under the plain LWA token the address has only city, region,
 * postcode and country.
 */
export interface RestrictedResource {
  method: 'GET';
  path: string;
  dataElements: string[];
}

export interface IssuedRestrictedToken {
  restrictedDataToken: string;
  /** Seconds. */
  expiresIn: number;
}

export type IssueRestrictedToken = (
  resources: RestrictedResource[],
) => Promise<IssuedRestrictedToken>;

/** The order's buyer e-mail and its full shipping address. */
export const ORDER_PII = ['buyerInfo', 'shippingAddress'];
/** An item's Amazon Custom customisation (BuyerCustomizedInfo). */
export const ITEM_PII = ['buyerInfo'];
/** createRestrictedDataToken takes at most this many resources. */
export const RESOURCES_PER_TOKEN = 50;
/** A cached RDT is renewed this long before Amazon says it lapses. */
const RENEW_MARGIN_MS = 60_000;

/**
 * RDTs reused across sync pages of the same LWA token until they lapse: createRestrictedDataToken
 * allows 1 request a second. Process memory is enough: another process only asks for its own.
 */
const cache = new Map<string, { token: string; expiresAt: number }>();

function forgetLapsed(now: number) {
  for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key);
}

/** An RDT for `resources`, and a way to get a fresh one when Amazon refuses it (it lapsed). */
export interface RestrictedSession {
  token(): Promise<string>;
  renew(): Promise<string>;
}

export function restrictedSession(
  accessToken: string,
  resources: RestrictedResource[],
  issue: IssueRestrictedToken,
  options: { reuse: boolean },
): RestrictedSession {
  const key = `${accessToken}\n${JSON.stringify(resources)}`;
  let current: string | null = null;
  async function fresh(): Promise<string> {
    const issued = await issue(resources);
    const now = Date.now();
    current = issued.restrictedDataToken;
    if (options.reuse) {
      forgetLapsed(now);
      cache.set(key, {
        token: current,
        expiresAt: now + issued.expiresIn * 1000 - RENEW_MARGIN_MS,
      });
    }
    return current;
  }
  return {
    async token() {
      if (current) return current;
      const cached = options.reuse ? cache.get(key) : undefined;
      if (cached && cached.expiresAt > Date.now()) return (current = cached.token);
      return fresh();
    },
    renew() {
      cache.delete(key);
      return fresh();
    },
  };
}
