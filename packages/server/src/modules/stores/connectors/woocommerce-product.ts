import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';
import type { PlatformResponse } from './platform-http.js';

/**
 * Publishing to WooCommerce through REST API v3: a variable product with its attributes and
 * pictures, then its variations through the batch endpoint.
 * https://woocommerce.github.io/woocommerce-rest-api-docs/#products
 */

export type WooCall = <T>(
  method: string,
  path: string,
  query?: Record<string, string>,
  body?: unknown,
) => Promise<PlatformResponse<T>>;

const PRODUCTS = '/wp-json/wc/v3/products';
/** WooCommerce's batch endpoints take at most 100 objects a request. */
const BATCH_LIMIT = 100;

interface WooSavedProduct {
  id: number;
  permalink: string;
  images: Array<{ id: number; src: string }>;
}

interface WooSavedVariation {
  id: number;
  sku: string;
}

interface BatchItem {
  id: number;
  error?: { code: string; message: string };
}

/** The product's fields as WooCommerce takes them, the same for create and update. */
export function productBody(draft: ListingDraft) {
  return {
    name: draft.title,
    type: 'variable',
    status: draft.status === 'active' ? 'publish' : 'draft',
    // SKUs are unique in a store: PodKit's key finds the product again after a crash.
    sku: draft.listingKey,
    description: draft.descriptionHtml,
    tags: draft.tags.map((name) => ({ name })),
    images: draft.images.map((image) => ({ src: image.url, alt: image.alt })),
    attributes: draft.options.map((option, position) => ({
      name: option.name,
      position,
      visible: true,
      variation: true,
      options: option.values,
    })),
  };
}

/** The product PodKit made before, by its id, else by its SKU (the listing key). */
async function knownProductId(call: WooCall, draft: ListingDraft): Promise<string | null> {
  if (draft.existingListingId) return draft.existingListingId;
  const found = await call<Array<{ id: number }>>('GET', PRODUCTS, {
    sku: draft.listingKey,
    status: 'any',
  });
  return found.body[0] ? String(found.body[0].id) : null;
}

async function saveProduct(
  call: WooCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<WooSavedProduct> {
  const body = productBody(draft);
  const knownId = await knownProductId(call, draft);
  if (knownId) {
    try {
      return (await call<WooSavedProduct>('PUT', `${PRODUCTS}/${knownId}`, {}, body)).body;
    } catch (error) {
      // Deleted in the store meanwhile (moved to the trash keeps its id and answers): made again.
      if (!(error instanceof PlatformError && error.status === 404)) throw error;
    }
  }
  const created = (await call<WooSavedProduct>('POST', PRODUCTS, {}, body)).body;
  await remember?.(String(created.id));
  return created;
}

async function variationsOf(call: WooCall, productId: number): Promise<WooSavedVariation[]> {
  const all: WooSavedVariation[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page++) {
    const response = await call<WooSavedVariation[]>('GET', `${PRODUCTS}/${productId}/variations`, {
      page: String(page),
      per_page: String(BATCH_LIMIT),
    });
    all.push(...response.body);
    totalPages = Number(response.headers.get('x-wp-totalpages') ?? '1');
  }
  return all;
}

/** A batch answers 200 with an error per item it refused: the first one fails the listing. */
function refusalIn(answer: Record<string, BatchItem[] | undefined>): string | null {
  for (const items of Object.values(answer))
    for (const item of items ?? []) if (item.error) return item.error.message;
  return null;
}

export async function publishWooProduct(
  call: WooCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const product = await saveProduct(call, draft, remember);
  // The product's pictures come back in the order sent: variations point at them by id.
  const imageIdOf = new Map(
    draft.images.map((image, i) => [image.url, product.images[i]?.id] as const),
  );
  const bodyOf = (variant: ListingDraft['variants'][number]) => {
    const imageId = imageIdOf.get(variant.imageUrl);
    return {
      regular_price: variant.price,
      sku: variant.sku,
      attributes: Object.entries(variant.optionValues).map(([name, option]) => ({ name, option })),
      ...(imageId ? { image: { id: imageId } } : {}),
    };
  };
  const existing = new Map(
    (await variationsOf(call, product.id)).map((variation) => [variation.sku, variation.id]),
  );
  const wanted = new Set(draft.variants.map((variant) => variant.sku));
  const operations = [
    ...draft.variants.map((variant) =>
      existing.has(variant.sku)
        ? { update: { id: existing.get(variant.sku)!, ...bodyOf(variant) } }
        : { create: bodyOf(variant) },
    ),
    ...[...existing].filter(([sku]) => !wanted.has(sku)).map(([, id]) => ({ delete: id })),
  ];
  for (let start = 0; start < operations.length; start += BATCH_LIMIT) {
    const chunk = operations.slice(start, start + BATCH_LIMIT);
    const batch = {
      create: chunk.flatMap((op) => ('create' in op ? [op.create] : [])),
      update: chunk.flatMap((op) => ('update' in op ? [op.update] : [])),
      delete: chunk.flatMap((op) => ('delete' in op ? [op.delete] : [])),
    };
    const answer = await call<Record<string, BatchItem[] | undefined>>(
      'POST',
      `${PRODUCTS}/${product.id}/variations/batch`,
      {},
      batch,
    );
    const refusal = refusalIn(answer.body);
    if (refusal) throw new PlatformError(`WooCommerce：${refusal}`, 400);
  }
  return { listingId: String(product.id), url: product.permalink };
}

/** Takes the product off sale as a draft: it keeps its id, variations and order history. */
export async function draftWooProduct(call: WooCall, listingId: string) {
  try {
    await call('PUT', `${PRODUCTS}/${encodeURIComponent(listingId)}`, {}, { status: 'draft' });
  } catch (error) {
    // A product the merchant deleted is off sale already.
    if (!(error instanceof PlatformError && error.status === 404)) throw error;
  }
}
