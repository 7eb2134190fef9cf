import type { ListingPage, StoreListing } from './connector.js';
import type { WishCall } from './wish-product.js';

const PAGE_SIZE = 100;

/** A product as `GET /api/v3/products` lists it, the parts a listing needs. */
interface WishListedProduct {
  id: string;
  name?: string;
  status?: string;
  updated_at: string;
  main_image?: { url?: string };
  variations?: Array<{
    id: string;
    sku?: string;
    status?: string;
    image?: string;
    options?: Array<{ name?: string; value?: string }>;
  }>;
}

/**
 * Where a read stands: products come oldest change first from `min` (inclusive, so the ids
 * already taken at exactly that time are skipped), the way Wish's v3 lists page.
 */
interface Position {
  min: string | null;
  seen: string[];
}

/** Order lines carry the variation id and its SKU: one listing per enabled variation. */
function listingsOf(product: WishListedProduct): StoreListing[] {
  if (product.status === 'DISABLED') return [];
  return (product.variations ?? [])
    .filter((variation) => variation.status !== 'DISABLED')
    .map((variation) => {
      const values = (variation.options ?? []).map((o) => o.value ?? '').filter(Boolean);
      const title = product.name ?? '';
      return {
        productId: product.id,
        variantId: variation.id,
        sku: variation.sku ?? '',
        title: values.length ? `${title} - ${values.join(' / ')}` : title,
        imageUrl: variation.image || product.main_image?.url || '',
      };
    });
}

/**
 * One page of the merchant's products (`GET /api/v3/products`, `sort_by=updated_at.asc`,
 * `limit`, `updated_at_min`): the next page starts at the last product's update time, skipping
 * the products of that time already read.
 */
export async function listWishProducts(
  call: WishCall,
  position: string | null,
): Promise<ListingPage> {
  const at: Position = position ? (JSON.parse(position) as Position) : { min: null, seen: [] };
  const page =
    (await call<WishListedProduct[]>('GET', '/api/v3/products', {
      query: {
        limit: String(PAGE_SIZE),
        sort_by: 'updated_at.asc',
        ...(at.min ? { updated_at_min: at.min } : {}),
      },
    })) ?? [];
  const fresh = page.filter((product) => !at.seen.includes(product.id));
  const listings = fresh.flatMap(listingsOf);
  if (page.length < PAGE_SIZE) return { listings, next: null, total: null };
  const last = page[page.length - 1]!.updated_at;
  const lastMs = Date.parse(last);
  const atLast = page.filter((p) => Date.parse(p.updated_at) === lastMs).map((p) => p.id);
  const next: Position =
    at.min !== null && Date.parse(at.min) === lastMs
      ? // A whole page changed at one instant: step past it rather than read it again.
        fresh.length === 0
        ? { min: new Date(lastMs + 1).toISOString(), seen: [] }
        : { ...at, seen: [...at.seen, ...atLast] }
      : { min: last, seen: atLast };
  return { listings, next: JSON.stringify(next), total: null };
}
