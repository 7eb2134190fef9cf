import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';

/**
 * Publishing to Wish through the Marketplace v3 products API: `POST /api/v3/products` creates the
 * product with its variations (the listing key as `parent_sku`), `PUT /api/v3/products/{id}`
 * updates it, and the product's `status` (`ENABLED` / `DISABLED`) puts it on or takes it off sale.
 * Pictures go by URL (Wish fetches them).
 */

/** A Wish call with the store's token: answers the envelope's `data`. */
export type WishCall = <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options?: { query?: Record<string, string>; body?: unknown },
) => Promise<T>;

const EXTRA_IMAGES = 20;
const DEFAULT_QUANTITY = 999;

interface WishVariation {
  id?: string;
  sku: string;
  status?: string;
}

interface WishProduct {
  id: string;
  parent_sku?: string;
  status?: string;
  variations?: WishVariation[];
}

interface TemplateFields {
  categoryId: number;
  quantity: number;
  warehouseId: string;
  shippingPrice: string;
}

const refuse = (message: string) => new PlatformError(message, 422);

function fieldsOf(draft: ListingDraft): TemplateFields {
  const categoryId = (draft.attributes.category_id ?? '').trim();
  if (!/^[1-9]\d{0,18}$/.test(categoryId))
    throw refuse('Wish 产品模板缺少类目 ID（category_id），请先在产品模板中填写');
  const quantity = (draft.attributes.quantity ?? '').trim();
  const shippingPrice = (draft.attributes.shipping_price ?? '').trim();
  if (shippingPrice && !/^\d+(\.\d{1,2})?$/.test(shippingPrice))
    throw refuse('Wish 产品模板的运费（shipping_price）应为金额，如 2.99');
  return {
    categoryId: Number(categoryId),
    quantity: /^\d{1,6}$/.test(quantity) ? Number(quantity) : DEFAULT_QUANTITY,
    warehouseId: (draft.attributes.warehouse_id ?? '').trim(),
    shippingPrice,
  };
}

function productBody(draft: ListingDraft, fields: TemplateFields, known: WishProduct | null) {
  const [main, ...extra] = draft.images;
  const currency = draft.variants[0]?.currency ?? 'USD';
  const inventory = {
    inventory: fields.quantity,
    ...(fields.warehouseId ? { warehouse_id: fields.warehouseId } : {}),
  };
  const skus = new Set(draft.variants.map((variant) => variant.sku));
  const idOf = (sku: string) => known?.variations?.find((v) => v.sku === sku)?.id;
  const variations = [
    ...draft.variants.map((variant) => {
      const id = idOf(variant.sku);
      return {
        ...(id ? { id } : {}),
        sku: variant.sku,
        price: { amount: Number(variant.price), currency_code: variant.currency },
        inventories: [inventory],
        options: draft.options
          .filter((option) => variant.optionValues[option.name])
          .map((option) => ({ name: option.name, value: variant.optionValues[option.name]! })),
        ...(variant.imageUrl ? { image: variant.imageUrl } : {}),
        ...(known ? { status: 'ENABLED' } : {}),
      };
    }),
    // A colour or size the product no longer has is disabled, not left on sale.
    ...(known?.variations ?? [])
      .filter((v) => !skus.has(v.sku) && v.id)
      .map((v) => ({ id: v.id, sku: v.sku, status: 'DISABLED' })),
  ];
  return {
    name: draft.title,
    description: draft.descriptionText,
    parent_sku: draft.listingKey,
    category_id: fields.categoryId,
    tags: draft.tags,
    ...(main ? { main_image: { url: main.url } } : {}),
    extra_images: extra.slice(0, EXTRA_IMAGES).map((image) => ({ url: image.url })),
    variations,
    ...(fields.shippingPrice && fields.warehouseId
      ? {
          default_shipping_prices: [
            {
              warehouse_id: fields.warehouseId,
              default_shipping_price: {
                amount: Number(fields.shippingPrice),
                currency_code: currency,
              },
            },
          ],
        }
      : {}),
    ...(known ? { status: draft.status === 'active' ? 'ENABLED' : 'DISABLED' } : {}),
  };
}

/** The product PodKit made: by its id, else by its parent SKU (the listing key). */
async function knownProduct(call: WishCall, draft: ListingDraft): Promise<WishProduct | null> {
  if (draft.existingListingId) {
    try {
      return await call<WishProduct>(
        'GET',
        `/api/v3/products/${encodeURIComponent(draft.existingListingId)}`,
      );
    } catch (error) {
      // "There is no such product for the merchant." (90001): deleted at Wish, made again.
      if (!(error instanceof PlatformError && /90001/.test(error.message))) throw error;
    }
  }
  const found =
    (await call<WishProduct[]>('GET', '/api/v3/products', {
      query: { parent_sku: draft.listingKey, limit: '1' },
    })) ?? [];
  return found.find((product) => product.parent_sku === draft.listingKey) ?? null;
}

export async function publishWishProduct(
  call: WishCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = fieldsOf(draft);
  if (draft.images.length === 0) throw refuse('Wish 要求商品至少有一张主图，请先生成效果图');
  const known = await knownProduct(call, draft);
  const body = productBody(draft, fields, known);
  let productId: string;
  if (known) {
    productId = known.id;
    await call('PUT', `/api/v3/products/${encodeURIComponent(productId)}`, { body });
  } else {
    const made = await call<WishProduct>('POST', '/api/v3/products', { body });
    if (!made?.id) throw new PlatformError('Wish 未返回商品 ID', 502);
    productId = made.id;
    await remember?.(productId);
    // A product is created on sale; a draft template takes it off at once.
    if (draft.status === 'draft')
      await call('PUT', `/api/v3/products/${encodeURIComponent(productId)}`, {
        body: { status: 'DISABLED' },
      });
  }
  if (productId !== draft.existingListingId && known) await remember?.(productId);
  return { listingId: productId, url: `https://www.wish.com/c/${productId}` };
}

/** Disables the product: it keeps its id and variations, so publishing again enables it. */
export async function disableWishProduct(call: WishCall, productId: string) {
  await call('PUT', `/api/v3/products/${encodeURIComponent(productId)}`, {
    body: { status: 'DISABLED' },
  });
}
