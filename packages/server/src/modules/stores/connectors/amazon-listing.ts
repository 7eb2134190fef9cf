import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
  type StoreAccess,
} from './connector.js';
import { waitingOutShortLimits } from './platform-http.js';

/**
 * Publishing to Amazon through SP-API's Listings Items API (2021-08-01), as its models in
 * amzn/selling-partner-api-models lay it out: a variation family of one parent SKU (PodKit's
 * listing key) and one child SKU per colour × size, each written whole by putListingsItem. SKUs
 * are the seller's own keys, so a call repeated after a crash writes the same items again.
 */

export type AmazonRequest = <T>(
  method: string,
  path: string,
  query?: Record<string, string>,
  body?: unknown,
) => Promise<T>;

interface Issue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames?: string[];
}

interface SubmissionResponse {
  sku: string;
  status: 'ACCEPTED' | 'INVALID' | 'VALID';
  submissionId: string;
  issues?: Issue[];
}

interface SearchResults {
  numberOfResults: number;
  pagination?: { nextToken?: string };
  items: Array<{ sku: string; summaries?: Array<{ productType?: string }> }>;
}

/** searchListingsItems takes at most 20 a page. */
const SEARCH_PAGE = 20;
/** Amazon shows a main picture and up to eight others (other_product_image_locator_1…8). */
const OTHER_IMAGES = 8;
const DEFAULT_QUANTITY = 999;

/** Seller Central's page of a SKU, per SP-API region. */
const SELLER_CENTRAL: Record<string, string> = {
  na: 'https://sellercentral.amazon.com',
  eu: 'https://sellercentral-europe.amazon.com',
  fe: 'https://sellercentral.amazon.co.jp',
};

interface Family {
  sellerId: string;
  marketplaceId: string;
  productType: string;
  languageTag: string;
  quantity: number;
}

function familyOf(access: StoreAccess, draft: ListingDraft): Family {
  const marketplaceId = access.credentials.marketplaceIds?.[0];
  if (!marketplaceId) throw new PlatformError('Amazon 店铺没有开通的站点，请重新授权店铺', 400);
  const productType = (draft.attributes.product_type ?? '').trim().toUpperCase();
  if (!productType)
    throw new PlatformError(
      'Amazon 产品模板缺少商品类型（productType），请先在产品模板中填写',
      422,
    );
  if (!draft.vendor.trim())
    throw new PlatformError('Amazon 刊登需要品牌：请在产品模板的“供应商”中填写品牌名', 422);
  const quantity = Number(draft.attributes.quantity || DEFAULT_QUANTITY);
  return {
    sellerId: access.shopDomain,
    marketplaceId,
    productType,
    languageTag: (draft.attributes.language_tag ?? '').trim() || 'en_US',
    quantity: Number.isInteger(quantity) && quantity >= 0 ? quantity : DEFAULT_QUANTITY,
  };
}

/** The variation theme Amazon names for the draft's options (colour and size, or one of them). */
function variationTheme(draft: ListingDraft): string {
  const [color, size] = draft.options;
  const many = (option?: { values: string[] }) => (option?.values.length ?? 0) > 1;
  if (many(color) && many(size)) return 'SIZE/COLOR';
  return many(size) ? 'SIZE' : 'COLOR';
}

function attributesOf(family: Family, draft: ListingDraft) {
  const marketplace_id = family.marketplaceId;
  const text = (value: string) => [{ value, language_tag: family.languageTag, marketplace_id }];
  const [main, ...others] = draft.images;
  return {
    item_name: text(draft.title),
    brand: text(draft.vendor),
    product_description: text(draft.descriptionText),
    ...(draft.tags.length > 0 ? { generic_keyword: text(draft.tags.join(' ')) } : {}),
    // Print-on-demand goods carry no GTIN: the seller declares the exemption Amazon grants.
    supplier_declared_has_product_identifier_exemption: [{ value: true, marketplace_id }],
    ...(main ? { main_product_image_locator: [{ media_location: main.url, marketplace_id }] } : {}),
    ...Object.fromEntries(
      others
        .slice(0, OTHER_IMAGES)
        .map((image, i) => [
          `other_product_image_locator_${i + 1}`,
          [{ media_location: image.url, marketplace_id }],
        ]),
    ),
  };
}

function parentBody(family: Family, draft: ListingDraft) {
  const marketplace_id = family.marketplaceId;
  return {
    productType: family.productType,
    requirements: 'LISTING_PRODUCT_ONLY',
    attributes: {
      ...attributesOf(family, draft),
      parentage_level: [{ value: 'parent', marketplace_id }],
      variation_theme: [{ name: variationTheme(draft) }],
    },
  };
}

function childBody(
  family: Family,
  draft: ListingDraft,
  parentSku: string,
  variant: ListingDraft['variants'][number],
) {
  const marketplace_id = family.marketplaceId;
  const [colorOption, sizeOption] = draft.options;
  const color = colorOption ? variant.optionValues[colorOption.name] : undefined;
  const size = sizeOption ? variant.optionValues[sizeOption.name] : undefined;
  const base = attributesOf(family, draft);
  return {
    productType: family.productType,
    requirements: 'LISTING',
    attributes: {
      ...base,
      ...(variant.imageUrl
        ? { main_product_image_locator: [{ media_location: variant.imageUrl, marketplace_id }] }
        : {}),
      parentage_level: [{ value: 'child', marketplace_id }],
      child_parent_sku_relationship: [
        { child_relationship_type: 'variation', parent_sku: parentSku, marketplace_id },
      ],
      variation_theme: [{ name: variationTheme(draft) }],
      ...(color
        ? { color: [{ value: color, language_tag: family.languageTag, marketplace_id }] }
        : {}),
      ...(size
        ? { size: [{ value: size, language_tag: family.languageTag, marketplace_id }] }
        : {}),
      condition_type: [{ value: 'new_new', marketplace_id }],
      purchasable_offer: [
        {
          currency: variant.currency,
          our_price: [{ schedule: [{ value_with_tax: Number(variant.price) }] }],
          marketplace_id,
        },
      ],
      fulfillment_availability: [
        {
          fulfillment_channel_code: 'DEFAULT',
          quantity: draft.status === 'active' ? family.quantity : 0,
        },
      ],
    },
  };
}

const itemPath = (sellerId: string, sku: string) =>
  `/listings/2021-08-01/items/${encodeURIComponent(sellerId)}/${encodeURIComponent(sku)}`;

/** Amazon answers 200 with status INVALID and its issues when it refuses the item. */
function refusalOf(sku: string, answer: SubmissionResponse): PlatformError | null {
  if (answer.status !== 'INVALID') return null;
  const errors = (answer.issues ?? []).filter((issue) => issue.severity === 'ERROR');
  const said = errors.map((issue) => `${issue.code} ${issue.message}`).join('; ');
  return new PlatformError(`Amazon 拒绝了 SKU ${sku}：${said || '请求无效'}`, 400);
}

async function putItem(
  request: AmazonRequest,
  family: Family,
  sku: string,
  body: unknown,
): Promise<void> {
  const answer = await waitingOutShortLimits(() =>
    request<SubmissionResponse>(
      'PUT',
      itemPath(family.sellerId, sku),
      { marketplaceIds: family.marketplaceId },
      body,
    ),
  );
  const refusal = refusalOf(sku, answer);
  if (refusal) throw refusal;
}

/** The child SKUs Amazon holds under the parent SKU, with their product types. */
async function childrenOf(
  request: AmazonRequest,
  sellerId: string,
  marketplaceId: string,
  parentSku: string,
): Promise<Array<{ sku: string; productType: string }>> {
  const found: Array<{ sku: string; productType: string }> = [];
  let pageToken: string | undefined;
  do {
    const page = await waitingOutShortLimits(() =>
      request<SearchResults>('GET', `/listings/2021-08-01/items/${encodeURIComponent(sellerId)}`, {
        marketplaceIds: marketplaceId,
        variationParentSku: parentSku,
        includedData: 'summaries',
        pageSize: String(SEARCH_PAGE),
        ...(pageToken ? { pageToken } : {}),
      }),
    );
    for (const item of page.items)
      found.push({ sku: item.sku, productType: item.summaries?.[0]?.productType ?? '' });
    pageToken = page.pagination?.nextToken;
  } while (pageToken);
  return found;
}

export async function publishAmazonFamily(
  request: AmazonRequest,
  access: StoreAccess,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
  region: string,
): Promise<PublishedListing> {
  const family = familyOf(access, draft);
  const parentSku = draft.existingListingId || draft.listingKey;
  await putItem(request, family, parentSku, parentBody(family, draft));
  // The parent exists under PodKit's SKU: every later step and retry writes the same family.
  if (!draft.existingListingId) await remember?.(parentSku);
  for (const variant of draft.variants)
    await putItem(request, family, variant.sku, childBody(family, draft, parentSku, variant));
  // Colours or sizes taken out of the product leave the family.
  const wanted = new Set(draft.variants.map((variant) => variant.sku));
  for (const child of await childrenOf(request, family.sellerId, family.marketplaceId, parentSku))
    if (!wanted.has(child.sku))
      await waitingOutShortLimits(() =>
        request('DELETE', itemPath(family.sellerId, child.sku), {
          marketplaceIds: family.marketplaceId,
        }),
      );
  const central = SELLER_CENTRAL[region] ?? SELLER_CENTRAL.na!;
  return {
    listingId: parentSku,
    url: `${central}/skucentral?mSku=${encodeURIComponent(parentSku)}`,
  };
}

/**
 * Takes the family off sale by setting every child's stock to 0 (patchListingsItem): the SKUs and
 * their ASINs stay, so publishing again puts them back on sale; deleting would give them up.
 */
export async function pauseAmazonFamily(
  request: AmazonRequest,
  access: StoreAccess,
  parentSku: string,
): Promise<void> {
  const marketplaceId = access.credentials.marketplaceIds?.[0] ?? '';
  for (const child of await childrenOf(request, access.shopDomain, marketplaceId, parentSku)) {
    const answer = await waitingOutShortLimits(() =>
      request<SubmissionResponse>(
        'PATCH',
        itemPath(access.shopDomain, child.sku),
        { marketplaceIds: marketplaceId },
        {
          productType: child.productType,
          patches: [
            {
              op: 'replace',
              path: '/attributes/fulfillment_availability',
              value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 0 }],
            },
          ],
        },
      ),
    );
    const refusal = refusalOf(child.sku, answer);
    if (refusal) throw refusal;
  }
}
