import {
  PlatformError,
  type ListingDraft,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';
import { listingImageFile, listingImageName } from './listing-image.js';
import { waitingOutShortLimits } from './platform-http.js';

/**
 * Publishing to TikTok Shop through its Product API (202309): pictures uploaded first
 * (`/product/202309/images/upload`, multipart, answers a `uri`), then the product created
 * (`POST /product/202309/products`) or edited whole (`PUT …/products/{id}`) with one SKU per
 * colour × size; unpublish deactivates it (`…/products/deactivate`), publishing again activates it.
 */

/** A signed Open API call on behalf of the shop; a FormData body goes as multipart. */
export type TikTokCall = <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  query?: Record<string, string>,
  body?: unknown,
) => Promise<T>;

/** TikTok shows at most 9 main pictures a product. */
const MAIN_IMAGES = 9;
const DEFAULT_QUANTITY = 999;

interface Warehouse {
  id: string;
  type?: string;
  is_default?: boolean;
}

interface ProductDetail {
  id: string;
  status: string;
}

interface TemplateFields {
  categoryId: string;
  weightKg: string;
  quantity: number;
}

function fieldsOf(draft: ListingDraft): TemplateFields {
  const categoryId = (draft.attributes.category_id ?? '').trim();
  if (!categoryId)
    throw new PlatformError(
      'TikTok Shop 产品模板缺少叶子类目 ID（category_id），请先在产品模板中填写',
      422,
    );
  const weightKg = (draft.attributes.weight_kg ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(weightKg) || Number(weightKg) <= 0)
    throw new PlatformError(
      'TikTok Shop 产品模板缺少包装重量（weight_kg，如 0.3），请先在产品模板中填写',
      422,
    );
  const quantity = Number(draft.attributes.quantity || DEFAULT_QUANTITY);
  return {
    categoryId,
    weightKg,
    quantity: Number.isInteger(quantity) && quantity >= 0 ? quantity : DEFAULT_QUANTITY,
  };
}

/** The shop's sales warehouse stock goes to: its default one, else the first. */
async function salesWarehouse(call: TikTokCall): Promise<string> {
  const { warehouses } = await call<{ warehouses: Warehouse[] }>(
    'GET',
    '/logistics/202309/warehouses',
  );
  const sales = warehouses.filter((w) => (w.type ?? 'SALES_WAREHOUSE') === 'SALES_WAREHOUSE');
  const chosen = sales.find((w) => w.is_default) ?? sales[0];
  if (!chosen) throw new PlatformError('TikTok Shop 店铺没有发货仓库，请先在卖家中心设置仓库', 422);
  return chosen.id;
}

/** Each picture uploaded once per publish; TikTok answers the uri a product names it by. */
function uploader(call: TikTokCall) {
  const uris = new Map<string, Promise<string>>();
  return (url: string, useCase: 'MAIN_IMAGE' | 'ATTRIBUTE_IMAGE', rank: number) => {
    const key = `${useCase} ${url}`;
    let uri = uris.get(key);
    if (!uri) {
      uri = (async () => {
        const form = new FormData();
        form.set('data', await listingImageFile('TikTok Shop', url), listingImageName(url, rank));
        form.set('use_case', useCase);
        const answer = await waitingOutShortLimits(() =>
          call<{ uri: string }>('POST', '/product/202309/images/upload', {}, form),
        );
        return answer.uri;
      })();
      uris.set(key, uri);
    }
    return uri;
  };
}

async function productBody(call: TikTokCall, draft: ListingDraft, fields: TemplateFields) {
  const warehouseId = await salesWarehouse(call);
  const upload = uploader(call);
  const mainImages = [];
  for (const [i, image] of draft.images.slice(0, MAIN_IMAGES).entries())
    mainImages.push({ uri: await upload(image.url, 'MAIN_IMAGE', i + 1) });
  const skus = [];
  for (const [i, variant] of draft.variants.entries()) {
    const salesAttributes = [];
    for (const [position, option] of draft.options.entries()) {
      const value = variant.optionValues[option.name];
      if (!value) continue;
      // The first attribute (the colour) carries the variant's picture, as TikTok shows it.
      const picture =
        position === 0 && variant.imageUrl
          ? { sku_img: { uri: await upload(variant.imageUrl, 'ATTRIBUTE_IMAGE', i + 1) } }
          : {};
      salesAttributes.push({ name: option.name, value_name: value, ...picture });
    }
    skus.push({
      sales_attributes: salesAttributes,
      seller_sku: variant.sku,
      price: { amount: variant.price, currency: variant.currency },
      inventory: [{ warehouse_id: warehouseId, quantity: fields.quantity }],
    });
  }
  return {
    title: draft.title,
    // TikTok keeps <br> only inside <p>.
    description: `<p>${draft.descriptionHtml}</p>`,
    category_id: fields.categoryId,
    main_images: mainImages,
    skus,
    package_weight: { value: fields.weightKg, unit: 'KILOGRAM' },
    save_mode: draft.status === 'active' ? 'LISTING' : 'AS_DRAFT',
  };
}

/**
 * The product PodKit made before: by its id, else by the SKUs it was made with (a crash between
 * TikTok's answer and PodKit's write leaves a product only its seller SKUs find).
 */
async function knownProduct(call: TikTokCall, draft: ListingDraft): Promise<ProductDetail | null> {
  if (draft.existingListingId)
    return call<ProductDetail>(
      'GET',
      `/product/202309/products/${encodeURIComponent(draft.existingListingId)}`,
    );
  const found = await call<{ products?: ProductDetail[] }>(
    'POST',
    '/product/202312/products/search',
    { page_size: '1' },
    { seller_skus: draft.variants.map((variant) => variant.sku) },
  );
  return found.products?.find((product) => product.status !== 'DELETED') ?? null;
}

export async function publishTikTokProduct(
  call: TikTokCall,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = fieldsOf(draft);
  const known = await knownProduct(call, draft);
  const body = await productBody(call, draft, fields);
  let productId: string;
  if (known) {
    productId = known.id;
    await call('PUT', `/product/202309/products/${encodeURIComponent(productId)}`, {}, body);
    if (known.status === 'SELLER_DEACTIVATED' && draft.status === 'active')
      await call('POST', '/product/202309/products/activate', {}, { product_ids: [productId] });
  } else {
    const made = await call<{ product_id: string }>('POST', '/product/202309/products', {}, body);
    productId = made.product_id;
  }
  if (productId !== draft.existingListingId) await remember?.(productId);
  return { listingId: productId, url: `https://shop.tiktok.com/view/product/${productId}` };
}

/** Deactivates the product: it keeps its id and SKUs, so publishing again activates it. */
export async function deactivateTikTokProduct(call: TikTokCall, productId: string) {
  const answer = await call<{ errors?: Array<{ code: number; message: string }> }>(
    'POST',
    '/product/202309/products/deactivate',
    {},
    { product_ids: [productId] },
  );
  const [refused] = answer?.errors ?? [];
  if (refused) throw new PlatformError(`TikTok Shop ${refused.code}：${refused.message}`, 400);
}
