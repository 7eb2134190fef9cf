import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The Tokens API 2021-03-01 of the Amazon fake, after amzn/selling-partner-api-models
 * (`models/tokens-api-model/tokens_2021-03-01.json`) and the Tokens API use case guide:
 * `POST /tokens/2021-03-01/restrictedDataToken {restrictedResources: [{method, path,
 * dataElements?}]}` (at most 50; dataElements required for the Orders API's getOrders, getOrder and
 * getOrderItems) answers `{restrictedDataToken, expiresIn}` — top level, no `payload`. The RDT then
 * stands in `x-amz-access-token` for the restricted operation whose method and path it names, and
 * for nothing else; a `{name}` segment of a path matches any one segment.
 */
export interface RestrictedResource {
  method: string;
  path: string;
  dataElements?: string[];
}

interface IssuedRdt {
  expiresAt: number;
  resources: RestrictedResource[];
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE'];
const ORDER_PATHS = /^\/orders\/v0\/orders(\/[^/]+(\/orderItems)?)?$/;
const DATA_ELEMENTS = ['buyerInfo', 'shippingAddress', 'buyerTaxInformation'];
export const RDT_PREFIX = 'Atz.sprdt|';

const refusal = (status: number, code: string, message: string, details?: string) => ({
  status,
  body: { errors: [{ code, message, ...(details ? { details } : {}) }] },
});

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => /^\{[^}]+\}$/.test(segment) || segment === got[i])
  );
}

export function restrictedTokens(lifetimeSeconds: number) {
  const issued = new Map<string, IssuedRdt>();
  let count = 0;

  function create(request: FakeRequest): FakeResponse {
    const body = request.body as { restrictedResources?: RestrictedResource[] } | null;
    const resources = body?.restrictedResources;
    if (!Array.isArray(resources) || resources.length === 0)
      return refusal(
        400,
        'InvalidInput',
        'Request is missing or has invalid parameters',
        'Resource not provided.',
      );
    if (resources.length > 50)
      return refusal(400, 'InvalidInput', 'restrictedResources holds at most 50 resources');
    for (const resource of resources) {
      if (!METHODS.includes(resource.method) || !resource.path?.startsWith('/'))
        return refusal(400, 'InvalidInput', 'Request is missing or has invalid parameters');
      if (ORDER_PATHS.test(resource.path)) {
        const elements = resource.dataElements ?? [];
        if (elements.length === 0 || elements.some((e) => !DATA_ELEMENTS.includes(e)))
          return refusal(
            400,
            'InvalidInput',
            `dataElements is required for ${resource.path} (buyerInfo, shippingAddress, buyerTaxInformation)`,
          );
      }
    }
    const token = `${RDT_PREFIX}${randomBytes(16).toString('hex')}`;
    issued.set(token, { expiresAt: Date.now() + lifetimeSeconds * 1000, resources });
    count++;
    return { status: 200, body: { restrictedDataToken: token, expiresIn: lifetimeSeconds } };
  }

  /**
   * The data elements an RDT opens for this call, or the refusal SP-API answers: an expired RDT,
   * or one issued for another method or path.
   */
  function check(
    token: string,
    method: string,
    path: string,
  ): { elements: string[] } | { refused: FakeResponse } {
    const rdt = issued.get(token);
    if (!rdt)
      return { refused: refusal(403, 'Unauthorized', 'Access to requested resource is denied.') };
    if (rdt.expiresAt < Date.now())
      return {
        refused: refusal(
          403,
          'Unauthorized',
          'Access to requested resource is denied.',
          'The access token you provided has expired.',
        ),
      };
    const resource = rdt.resources.find((r) => r.method === method && pathMatches(r.path, path));
    if (!resource)
      return { refused: refusal(403, 'Unauthorized', 'Access to requested resource is denied.') };
    return { elements: resource.dataElements ?? [] };
  }

  return {
    create,
    check,
    isRestricted: (token: string) => token.startsWith(RDT_PREFIX),
    /** Every RDT issued so far lapses at once. */
    expireAll() {
      for (const rdt of issued.values()) rdt.expiresAt = 0;
    },
    get issued() {
      return count;
    },
  };
}
