import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The Listings Items API (2021-08-01) of the Amazon fake, after its model in
 * amzn/selling-partner-api-models (listings-items-api-model/listingsItems_2021-08-01.json) and the
 * official JS SDK's ListingsApi:
 * - `PUT /listings/2021-08-01/items/{sellerId}/{sku}?marketplaceIds` `{productType, requirements,
 *   attributes}` creates or wholly replaces the SKU and answers `{sku, status, submissionId,
 *   issues}`: 200 with status INVALID and ERROR issues when the attributes break the product
 *   type's rules (here a small SHIRT definition: what every item needs, what an offer needs, the
 *   attributes its variation theme names, a parent SKU that exists), 400 for a malformed request;
 * - `PATCH …/{sku}` `{productType, patches[{op, path: /attributes/<name>, value}]}`,
 *   `DELETE …/{sku}`, `GET …/{sku}` (404 for a SKU the seller does not have);
 * - `GET /listings/2021-08-01/items/{sellerId}?marketplaceIds&variationParentSku&pageSize≤20
 *   &pageToken` (searchListingsItems);
 * - putListingsItem's usage plan (5 a second, burst 10): beyond it 429 QuotaExceeded.
 * Issue codes other than 90220 ("… is required but not supplied") are worded by us.
 */

type AttributeValues = Array<Record<string, unknown>>;

export interface FakeListingsItem {
  sku: string;
  productType: string;
  requirements: string;
  attributes: Record<string, AttributeValues>;
  asin: string;
  createdDate: string;
  lastUpdatedDate: string;
}

export interface AmazonListingsState {
  items: Map<string, FakeListingsItem>;
  /** putListingsItem calls answered 200, and the SKUs they made new. */
  puts: number;
  created: number;
  patches: number;
  deletes: number;
  throttled: number;
}

interface ProductTypeDefinition {
  /** Every item of the type. */
  required: string[];
  /** An item sold (requirements LISTING), not a parent. */
  offerRequired: string[];
  themes: Record<string, string[]>;
}

const PRODUCT_TYPES: Record<string, ProductTypeDefinition> = {
  SHIRT: {
    required: ['item_name', 'brand', 'product_description'],
    offerRequired: [
      'condition_type',
      'purchasable_offer',
      'fulfillment_availability',
      'main_product_image_locator',
    ],
    themes: { 'SIZE/COLOR': ['size', 'color'], SIZE: ['size'], COLOR: ['color'] },
  },
};

const ITEM_NAME_MAX = 200;
const SEARCH_PAGE_MAX = 20;

const error = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { errors: [{ code, message }] },
});

const firstValue = (values: AttributeValues | undefined, key = 'value') => values?.[0]?.[key];

interface Issue {
  code: string;
  message: string;
  severity: 'ERROR';
  attributeNames: string[];
}

function issuesOf(
  sellerId: string,
  state: AmazonListingsState,
  productType: string,
  requirements: string,
  attributes: Record<string, AttributeValues>,
): Issue[] {
  const definition = PRODUCT_TYPES[productType]!;
  const issues: Issue[] = [];
  const missing = (name: string) =>
    issues.push({
      code: '90220',
      message: `'${name}' is required but not supplied.`,
      severity: 'ERROR',
      attributeNames: [name],
    });
  const parent = firstValue(attributes.parentage_level) === 'parent';
  const needed = [...definition.required, ...(parent ? [] : definition.offerRequired)];
  for (const name of needed) if (!attributes[name]?.length) missing(name);
  if (
    !attributes.externally_assigned_product_identifier?.length &&
    firstValue(attributes.supplier_declared_has_product_identifier_exemption) !== true &&
    !parent
  )
    missing('externally_assigned_product_identifier');
  const name = String(firstValue(attributes.item_name) ?? '');
  if (name.length > ITEM_NAME_MAX)
    issues.push({
      code: '8560',
      message: `'item_name' must be at most ${ITEM_NAME_MAX} characters.`,
      severity: 'ERROR',
      attributeNames: ['item_name'],
    });
  const theme = String(firstValue(attributes.variation_theme, 'name') ?? '');
  if (attributes.parentage_level?.length) {
    const themed = definition.themes[theme];
    if (!themed)
      issues.push({
        code: '8541',
        message: `'variation_theme' ${theme || '(none)'} is not valid for ${productType}.`,
        severity: 'ERROR',
        attributeNames: ['variation_theme'],
      });
    else if (!parent)
      for (const attribute of themed) if (!attributes[attribute]?.length) missing(attribute);
  }
  if (!parent && attributes.parentage_level?.length) {
    const parentSku = String(
      firstValue(attributes.child_parent_sku_relationship, 'parent_sku') ?? '',
    );
    if (!parentSku) missing('child_parent_sku_relationship');
    else if (!state.items.has(`${sellerId}/${parentSku}`))
      issues.push({
        code: '8542',
        message: `The parent SKU '${parentSku}' does not exist.`,
        severity: 'ERROR',
        attributeNames: ['child_parent_sku_relationship'],
      });
  }
  if (requirements === 'LISTING' && !parent) {
    const offer = attributes.purchasable_offer?.[0] as
      | { currency?: string; our_price?: Array<{ schedule?: Array<{ value_with_tax?: number }> }> }
      | undefined;
    const price = offer?.our_price?.[0]?.schedule?.[0]?.value_with_tax;
    if (offer && !(typeof price === 'number' && price > 0 && offer.currency))
      issues.push({
        code: '8572',
        message: "'purchasable_offer' needs a currency and an our_price above 0.",
        severity: 'ERROR',
        attributeNames: ['purchasable_offer'],
      });
  }
  for (const [attribute, values] of Object.entries(attributes))
    if (attribute.endsWith('_image_locator') || /_image_locator_\d$/.test(attribute))
      for (const value of values)
        if (!/^https?:\/\//.test(String(value.media_location ?? '')))
          issues.push({
            code: '8573',
            message: `'${attribute}' needs a media_location URL.`,
            severity: 'ERROR',
            attributeNames: [attribute],
          });
  return issues;
}

/** Answers the Listings Items calls; null for any other path. */
export function listingsItemsHandler(
  sellerId: string,
  state: AmazonListingsState,
  request: FakeRequest,
  allowPut: () => boolean,
): FakeResponse | null {
  const match = /^\/listings\/2021-08-01\/items\/([^/]+)(?:\/([^/]+))?$/.exec(request.url.pathname);
  if (!match) return null;
  if (decodeURIComponent(match[1]!) !== sellerId)
    return error(403, 'Forbidden', 'The seller id does not match the access token.');
  const marketplaceIds = (request.url.searchParams.get('marketplaceIds') ?? '')
    .split(',')
    .filter(Boolean);
  if (marketplaceIds.length === 0)
    return error(400, 'InvalidInput', 'Missing required parameter marketplaceIds');
  if (!match[2]) return search(sellerId, state, request.url.searchParams);
  const sku = decodeURIComponent(match[2]);
  const key = `${sellerId}/${sku}`;
  const existing = state.items.get(key);
  const submitted = (issues: unknown[] = []): FakeResponse => ({
    status: 200,
    body: {
      sku,
      status: issues.length > 0 ? 'INVALID' : 'ACCEPTED',
      submissionId: randomBytes(16).toString('hex'),
      issues,
    },
  });

  if (request.method === 'PUT') {
    if (!allowPut()) {
      state.throttled++;
      return {
        ...error(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.'),
        headers: { 'x-amzn-ratelimit-limit': '5.0' },
      };
    }
    const body = request.body as {
      productType?: string;
      requirements?: string;
      attributes?: Record<string, AttributeValues>;
    } | null;
    if (!body?.productType || !body.attributes || typeof body.attributes !== 'object')
      return error(400, 'InvalidInput', 'productType and attributes are required');
    const requirements = body.requirements ?? 'LISTING';
    if (!['LISTING', 'LISTING_PRODUCT_ONLY', 'LISTING_OFFER_ONLY'].includes(requirements))
      return error(400, 'InvalidInput', `Invalid requirements ${requirements}`);
    if (!PRODUCT_TYPES[body.productType])
      return submitted([
        {
          code: '4000001',
          message: `The product type '${body.productType}' is not valid.`,
          severity: 'ERROR',
          attributeNames: [],
        },
      ]);
    const issues = issuesOf(sellerId, state, body.productType, requirements, body.attributes);
    if (issues.length > 0) return submitted(issues);
    const now = new Date().toISOString();
    state.puts++;
    if (!existing) state.created++;
    state.items.set(key, {
      sku,
      productType: body.productType,
      requirements,
      attributes: body.attributes,
      asin: existing?.asin ?? `B0${randomBytes(4).toString('hex').toUpperCase()}`,
      createdDate: existing?.createdDate ?? now,
      lastUpdatedDate: now,
    });
    return submitted();
  }
  if (!existing) return error(404, 'NotFound', `SKU ${sku} not found`);
  if (request.method === 'GET')
    return {
      status: 200,
      body: {
        sku,
        summaries: [summaryOf(existing, marketplaceIds[0]!)],
        attributes: existing.attributes,
      },
    };
  if (request.method === 'DELETE') {
    state.items.delete(key);
    state.deletes++;
    return submitted();
  }
  if (request.method === 'PATCH') {
    const body = request.body as {
      productType?: string;
      patches?: Array<{ op?: string; path?: string; value?: AttributeValues }>;
    } | null;
    if (!body?.productType || !Array.isArray(body.patches) || body.patches.length === 0)
      return error(400, 'InvalidInput', 'productType and patches are required');
    for (const patch of body.patches) {
      const name = /^\/attributes\/([a-z0-9_]+)$/.exec(patch.path ?? '')?.[1];
      if (!name || !['add', 'replace', 'merge', 'delete'].includes(patch.op ?? ''))
        return error(400, 'InvalidInput', `Invalid patch ${patch.op} ${patch.path}`);
      if (patch.op === 'delete') delete existing.attributes[name];
      else existing.attributes[name] = patch.value ?? [];
    }
    state.patches++;
    existing.lastUpdatedDate = new Date().toISOString();
    return submitted();
  }
  return error(405, 'MethodNotAllowed', 'Method not allowed');
}

function summaryOf(item: FakeListingsItem, marketplaceId: string) {
  const quantity = Number(firstValue(item.attributes.fulfillment_availability, 'quantity') ?? 0);
  return {
    marketplaceId,
    asin: item.asin,
    productType: item.productType,
    conditionType: firstValue(item.attributes.condition_type) ?? 'new_new',
    status: quantity > 0 ? ['BUYABLE', 'DISCOVERABLE'] : ['DISCOVERABLE'],
    itemName: firstValue(item.attributes.item_name),
    createdDate: item.createdDate,
    lastUpdatedDate: item.lastUpdatedDate,
  };
}

function search(sellerId: string, state: AmazonListingsState, q: URLSearchParams): FakeResponse {
  const size = Number(q.get('pageSize') ?? '10');
  if (!(Number.isInteger(size) && size >= 1 && size <= SEARCH_PAGE_MAX))
    return error(400, 'InvalidInput', `pageSize must be 1-${SEARCH_PAGE_MAX}`);
  const parent = q.get('variationParentSku');
  const matching = [...state.items.values()].filter(
    (item) =>
      !parent || firstValue(item.attributes.child_parent_sku_relationship, 'parent_sku') === parent,
  );
  const offset = Number(q.get('pageToken') ?? '0');
  const page = matching.slice(offset, offset + size);
  const reached = offset + page.length;
  const marketplaceId = (q.get('marketplaceIds') ?? '').split(',')[0]!;
  return {
    status: 200,
    body: {
      numberOfResults: matching.length,
      pagination: reached < matching.length ? { nextToken: String(reached) } : {},
      items: page.map((item) => ({ sku: item.sku, summaries: [summaryOf(item, marketplaceId)] })),
    },
  };
}
