import type { ListingPage, StoreListing } from './connector.js';
import type { SheinGoodsCall } from './shein-goods.js';

/**
 * The store's goods on the shelf as 第三方商品 rows, one per SKU: a page of the product list
 * (`/open-api/openapi-business-backend/product/query`, pageNum, pageSize; approved goods only),
 * then each SPU's detail (`/open-api/goods/spu-info`) for its SKCs (colour, main picture, shelf
 * state) and SKUs (size). The variant id is the SKU code, as order goods rows carry it (`skuCode`);
 * the SKU is the seller's `supplier_sku`.
 */

const PAGE_SIZE = 50;
const ON_SHELF = 1;
const MAIN_IMAGE = 1;

interface SpuDetail {
  spu_name: string;
  multi_language_name_list?: Array<{ language?: string; name?: string }>;
  skc_info_list?: Array<{
    skc_name: string;
    shelf_status?: number;
    sale_attribute?: { custom_attribute_value?: string };
    image_info?: { image_info_list?: Array<{ image_type?: number; image_url?: string }> };
    sku_info_list?: Array<{
      sku_code: string;
      supplier_sku?: string;
      sale_attribute_list?: Array<{ custom_attribute_value?: string }>;
    }>;
  }>;
}

function listingsOf(spu: SpuDetail): StoreListing[] {
  const names = spu.multi_language_name_list ?? [];
  const name = (names.find((n) => n.language === 'en') ?? names[0])?.name ?? spu.spu_name;
  return (spu.skc_info_list ?? [])
    .filter((skc) => (skc.shelf_status ?? ON_SHELF) === ON_SHELF)
    .flatMap((skc) => {
      const images = skc.image_info?.image_info_list ?? [];
      const image = (images.find((i) => i.image_type === MAIN_IMAGE) ?? images[0])?.image_url;
      return (skc.sku_info_list ?? []).map((sku) => {
        const values = [
          skc.sale_attribute?.custom_attribute_value,
          ...(sku.sale_attribute_list ?? []).map((a) => a.custom_attribute_value),
        ].filter((value): value is string => Boolean(value));
        return {
          productId: spu.spu_name,
          variantId: sku.sku_code,
          sku: sku.supplier_sku ?? '',
          title: values.length ? `${name} - ${values.join(' / ')}` : name,
          imageUrl: image ?? '',
        };
      });
    });
}

export async function listSheinProducts(
  call: SheinGoodsCall,
  position: string | null,
): Promise<ListingPage> {
  const pageNum = position ? Number(position) : 1;
  const page = await call<{
    data?: Array<{ spuName: string }>;
    meta?: { count?: number };
  } | null>('/open-api/openapi-business-backend/product/query', { pageNum, pageSize: PAGE_SIZE });
  const rows = page?.data ?? [];
  const listings: StoreListing[] = [];
  // The list may hold a row per SKC: each SPU is read once a page.
  for (const spuName of new Set(rows.map((row) => row.spuName)))
    listings.push(
      ...listingsOf(
        await call<SpuDetail>('/open-api/goods/spu-info', { languageList: ['en'], spuName }),
      ),
    );
  const count = page?.meta?.count ?? null;
  const more = rows.length === PAGE_SIZE && (count === null || pageNum * PAGE_SIZE < count);
  return { listings, next: more ? String(pageNum + 1) : null, total: count };
}
