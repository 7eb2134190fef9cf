import type { ListingPage, StoreListing } from './connector.js';
import type { TikTokCall } from './tiktok-product.js';

/**
 * The shop's products on sale as 第三方商品 rows, one per SKU: a page of
 * `POST /product/202309/products/search` (status ACTIVATE, page_size, page_token), then each
 * product's detail (`GET /product/202309/products/{id}`) for its main picture and the SKUs' sales
 * attributes, which the search leaves out. The variant id is the SKU id, as order line items carry
 * it (`sku_id`).
 */

const PAGE_SIZE = 50;

interface SearchedProduct {
  id: string;
  title: string;
  skus?: Array<{ id: string; seller_sku?: string }>;
}

interface ProductDetail {
  id: string;
  title: string;
  main_images?: Array<{ uri: string; urls?: string[]; thumb_urls?: string[] }>;
  skus?: Array<{
    id: string;
    seller_sku?: string;
    sales_attributes?: Array<{ name?: string; value_name?: string }>;
  }>;
}

function listingsOf(product: ProductDetail): StoreListing[] {
  const image = product.main_images?.[0]?.urls?.[0] ?? '';
  return (product.skus ?? []).map((sku) => {
    const values = (sku.sales_attributes ?? []).map((a) => a.value_name ?? '').filter(Boolean);
    return {
      productId: product.id,
      variantId: sku.id,
      sku: sku.seller_sku ?? '',
      title: values.length ? `${product.title} - ${values.join(' / ')}` : product.title,
      imageUrl: image,
    };
  });
}

export async function listTikTokProducts(
  call: TikTokCall,
  position: string | null,
): Promise<ListingPage> {
  const data = await call<{
    products?: SearchedProduct[];
    next_page_token?: string;
    total_count?: number;
  }>(
    'POST',
    '/product/202309/products/search',
    { page_size: String(PAGE_SIZE), ...(position ? { page_token: position } : {}) },
    { status: 'ACTIVATE' },
  );
  const products = data.products ?? [];
  const listings: StoreListing[] = [];
  for (const product of products)
    listings.push(
      ...listingsOf(
        await call<ProductDetail>(
          'GET',
          `/product/202309/products/${encodeURIComponent(product.id)}`,
        ),
      ),
    );
  return {
    listings,
    next: products.length > 0 && data.next_page_token ? data.next_page_token : null,
    total: data.total_count ?? null,
  };
}
