import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import type { FileUrl } from '../../storage/index.js';
import { priceSkus } from '../cart/index.js';
import { getDesignedProduct, listDesignedProducts } from '../products/index.js';
import type { User } from '../users/index.js';
import type { PatternValues } from './pattern.js';
import { patternValues } from './pattern.js';

export interface ListingSku {
  sku: string;
  colorId: number;
  colorName: string;
  sizeName: string;
  /** What the reseller pays PodKit for one, in CNY cents (the cart's price of the SKU now). */
  costCents: number;
  /** The mockup of the SKU's colour ('' when none is ready). */
  imageUrl: string;
}

/** A designed product as a listing needs it: texts, SKUs with their cost, pictures. */
export interface ListingProduct {
  id: number;
  name: string;
  blankName: string;
  values: PatternValues;
  skus: ListingSku[];
  /** The main mockup first, then the other ready ones. */
  images: string[];
}

/** The caller's designed product; another reseller's id is "not found". */
export async function loadListingProduct(
  db: DbExecutor,
  urlOf: FileUrl,
  user: User,
  productId: number,
): Promise<ListingProduct> {
  const owner = { siteId: user.siteId, userId: user.id };
  const product = await getDesignedProduct(db, urlOf, owner, productId);
  const summary = await listDesignedProducts(db, urlOf, owner, {
    ids: [productId],
    page: 1,
    perPage: 1,
  });
  const main = summary.rows[0]?.thumbnail ?? '';
  const ready = product.mockups.filter((mockup) => mockup.status === 'ready' && mockup.url);
  const mainView = ready.find((mockup) => mockup.url === main)?.view_id;
  const priced = await priceSkus(
    db,
    user,
    product.skus.map((sku) => ({
      itemType: 'blank' as const,
      basicProductId: product.basic_product_id,
      colorId: sku.color_id,
      sizeId: sku.size_id,
      designedProductId: product.id,
      goodsId: null,
      goodsSkuId: null,
      quantity: 1,
    })),
  );
  const colourPicture = (colorId: number) =>
    (
      ready.find((m) => m.color_id === colorId && m.view_id === mainView) ??
      ready.find((m) => m.color_id === colorId)
    )?.url ?? '';
  const skus = product.skus.map((sku, index): ListingSku => {
    const price = priced[index]!;
    if (price.availability === 'unavailable')
      throw invalid(`商品「${product.name}」的 SKU ${sku.sku} 暂不可售：${price.reason}`);
    return {
      sku: sku.sku,
      colorId: sku.color_id,
      colorName: sku.color_name,
      sizeName: sku.size_name,
      costCents: price.unitPriceCents,
      imageUrl: colourPicture(sku.color_id),
    };
  });
  const images = [...new Set([main, ...ready.map((mockup) => mockup.url)].filter(Boolean))];
  return {
    id: product.id,
    name: product.name,
    blankName: product.basic_product_name,
    values: patternValues({
      name: product.name,
      blankName: product.basic_product_name,
      colors: skus.map((sku) => sku.colorName),
      sizes: skus.map((sku) => sku.sizeName),
    }),
    skus,
    images,
  };
}
