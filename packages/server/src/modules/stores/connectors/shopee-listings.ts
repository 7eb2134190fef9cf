import type { ListingPage, StoreListing } from './connector.js';
import type { ShopeeCall } from './shopee-product.js';

/** get_item_base_info takes at most 50 item ids: one page of the item list is one call of it. */
const ITEM_PAGE_SIZE = 50;

interface ItemListAnswer {
  item?: Array<{ item_id: number }>;
  total_count?: number;
  has_next_page?: boolean;
  next_offset?: number;
}

interface BaseInfo {
  item_id: number;
  item_name?: string;
  item_sku?: string;
  has_model?: boolean;
  image?: { image_url_list?: string[] };
}

interface ModelList {
  tier_variation?: Array<{
    name?: string;
    option_list?: Array<{ option?: string; image?: { image_url?: string } }>;
  }>;
  model?: Array<{ model_id: number; model_sku?: string; tier_index?: number[] }>;
}

/**
 * An item's listings keyed as get_order_detail's lines are: one per model (the model id, its SKU
 * or else the item's), or the item itself (model id 0 on the line, so the item id) without models.
 */
function listingsOf(item: BaseInfo, models: ModelList | null): StoreListing[] {
  const productId = String(item.item_id);
  const title = item.item_name ?? '';
  const image = item.image?.image_url_list?.[0] ?? '';
  const itemSku = item.item_sku ?? '';
  if (!models?.model?.length)
    return [{ productId, variantId: productId, sku: itemSku, title, imageUrl: image }];
  const tiers = models.tier_variation ?? [];
  return models.model.map((model) => {
    const index = model.tier_index ?? [];
    const options = index.map((n, tier) => tiers[tier]?.option_list?.[n]);
    const names = options.map((option) => option?.option ?? '').filter(Boolean);
    return {
      productId,
      variantId: String(model.model_id),
      sku: model.model_sku || itemSku,
      title: names.length ? `${title} - ${names.join(' / ')}` : title,
      imageUrl: options[0]?.image?.image_url || image,
    };
  });
}

/**
 * One page of the shop's items on sale (product/get_item_list, item_status NORMAL, by offset),
 * their names, pictures and SKUs (get_item_base_info) and the models of those that have them
 * (get_model_list).
 */
export async function listShopeeItems(
  call: ShopeeCall,
  position: string | null,
): Promise<ListingPage> {
  const offset = position ? Number(position) : 0;
  const list = await call<ItemListAnswer>(
    'GET',
    '/api/v2/product/get_item_list',
    { offset, page_size: ITEM_PAGE_SIZE, item_status: 'NORMAL' },
    true,
  );
  const ids = (list.item ?? []).map((item) => item.item_id);
  const listings: StoreListing[] = [];
  if (ids.length) {
    const info = await call<{ item_list?: BaseInfo[] }>(
      'GET',
      '/api/v2/product/get_item_base_info',
      { item_id_list: ids.join(',') },
      true,
    );
    for (const item of info.item_list ?? []) {
      const models = item.has_model
        ? await call<ModelList>(
            'GET',
            '/api/v2/product/get_model_list',
            { item_id: item.item_id },
            true,
          )
        : null;
      listings.push(...listingsOf(item, models));
    }
  }
  const next =
    list.has_next_page && ids.length ? String(list.next_offset ?? offset + ids.length) : null;
  return { listings, next, total: offset === 0 ? (list.total_count ?? null) : null };
}
