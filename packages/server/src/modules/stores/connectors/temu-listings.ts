import type { ListingPage, StoreListing } from './connector.js';
import type { TemuGoodsCall } from './temu-goods.js';

/**
 * The store's goods on sale as 第三方商品 rows, one per SKU, through the local goods list
 * (`bg.local.goods.list.query`: pageNo, pageSize ≤ 100, goodsSearchType 1 (listed),
 * goodsStatusFilterType 1 (on sale)), which answers `total` and `goodsList[{goodsId, goodsName,
 * thumbUrl, skuInfoList[{skuId, outSkuSn, specList}]}]`. The variant id is the SKU id, as the
 * order's sub-orders carry it (`skuId`); the SKU is the seller's `outSkuSn`.
 */

const PAGE_SIZE = 100;
const LISTED = 1;
const ON_SALE = 1;

interface TemuListedGoods {
  goodsId: number | string;
  goodsName?: string;
  thumbUrl?: string;
  skuInfoList?: Array<{
    skuId: number | string;
    outSkuSn?: string;
    specList?: Array<{ specName?: string }>;
  }>;
}

function listingsOf(goods: TemuListedGoods): StoreListing[] {
  const name = goods.goodsName ?? '';
  return (goods.skuInfoList ?? []).map((sku) => {
    const specs = (sku.specList ?? []).map((spec) => spec.specName ?? '').filter(Boolean);
    return {
      productId: String(goods.goodsId),
      variantId: String(sku.skuId),
      sku: sku.outSkuSn ?? '',
      title: specs.length ? `${name} - ${specs.join(' / ')}` : name,
      imageUrl: goods.thumbUrl ?? '',
    };
  });
}

export async function listTemuGoods(
  call: TemuGoodsCall,
  position: string | null,
): Promise<ListingPage> {
  const pageNo = position ? Number(position) : 1;
  const result = await call<{ total?: number; goodsList?: TemuListedGoods[] } | null>(
    'bg.local.goods.list.query',
    { pageNo, pageSize: PAGE_SIZE, goodsSearchType: LISTED, goodsStatusFilterType: ON_SALE },
  );
  const goods = result?.goodsList ?? [];
  const total = result?.total ?? null;
  const more = goods.length === PAGE_SIZE && (total === null || pageNo * PAGE_SIZE < total);
  return {
    listings: goods.flatMap(listingsOf),
    next: more ? String(pageNo + 1) : null,
    total,
  };
}
