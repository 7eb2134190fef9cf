import type { ListingPage, StoreListing } from './connector.js';

const PAGE_SIZE = 100;

export type OzonCall = <T>(path: string, body: unknown) => Promise<T>;

interface ProductListAnswer {
  result?: {
    items?: Array<{ product_id: number; offer_id?: string; archived?: boolean }>;
    total?: number;
    last_id?: string;
  };
}

/** A product as /v3/product/info/list describes it, the parts a listing needs. */
interface ProductInfo {
  id: number;
  name?: string;
  offer_id?: string;
  primary_image?: string[] | string;
  images?: string[];
  sources?: Array<{ sku?: number | string }>;
  sku?: number | string;
}

/** The picture Ozon shows first: the primary image, else the first of the others. */
function imageOf(info: ProductInfo): string {
  const primary = Array.isArray(info.primary_image) ? info.primary_image[0] : info.primary_image;
  return primary || info.images?.[0] || '';
}

/**
 * Posting lines carry Ozon's SKU and the seller's offer_id, so those are the listing's variant and
 * SKU; a product Ozon has given no SKU yet (still in moderation) cannot be ordered and is keyed by
 * its offer_id alone, with its product id standing in for the variant.
 */
function listingOf(info: ProductInfo): StoreListing {
  const sku = info.sources?.find((source) => source.sku)?.sku ?? info.sku;
  return {
    productId: String(info.id),
    variantId: sku ? String(sku) : String(info.id),
    sku: info.offer_id ?? '',
    title: info.name ?? '',
    imageUrl: imageOf(info),
  };
}

/**
 * One page of the seller's products (/v3/product/list, `last_id` paging, archived ones left out),
 * described by /v3/product/info/list. Every Ozon product is one variant with its own offer_id.
 */
export async function listOzonProducts(
  call: OzonCall,
  position: string | null,
): Promise<ListingPage> {
  const list = await call<ProductListAnswer>('/v3/product/list', {
    filter: { visibility: 'ALL' },
    last_id: position ?? '',
    limit: PAGE_SIZE,
  });
  const items = list.result?.items ?? [];
  const ids = items.filter((item) => !item.archived).map((item) => String(item.product_id));
  const listings: StoreListing[] = [];
  if (ids.length) {
    const info = await call<{ items?: ProductInfo[] }>('/v3/product/info/list', {
      product_id: ids,
    });
    listings.push(...(info.items ?? []).map(listingOf));
  }
  const lastId = list.result?.last_id ?? '';
  return {
    listings,
    next: items.length === PAGE_SIZE && lastId ? lastId : null,
    total: position ? null : (list.result?.total ?? null),
  };
}
