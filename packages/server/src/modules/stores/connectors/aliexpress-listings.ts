import type { StoreListing } from './connector.js';
import { listOf } from './aliexpress-orders.js';

/** `result` of aliexpress.solution.product.info.get, the parts a listing needs. */
export interface AliExpressProduct {
  subject?: string;
  image_u_r_ls?: string;
  aeop_ae_product_s_k_us?: unknown;
}

interface AliExpressSku {
  id?: string;
  sku_code?: string;
  aeop_s_k_u_property_list?: unknown;
}

interface SkuProperty {
  property_value_definition_name?: string;
  property_value_id?: number | string;
  sku_image?: string;
}

/**
 * One listing per SKU. Order lines carry the product id and the SKU code, so that is the listing's
 * variant and key; the title adds the SKU's own value names ("Custom Hoodie - Black / L").
 */
export function toListings(
  productId: string,
  subject: string,
  product: AliExpressProduct,
): StoreListing[] {
  const title = product.subject || subject;
  const mainImage = (product.image_u_r_ls ?? '').split(';').find(Boolean) ?? '';
  return listOf<AliExpressSku>(product.aeop_ae_product_s_k_us).map((sku) => {
    const properties = listOf<SkuProperty>(sku.aeop_s_k_u_property_list);
    const values = properties
      .map((p) => p.property_value_definition_name || String(p.property_value_id ?? ''))
      .filter(Boolean);
    return {
      productId,
      variantId: productId,
      sku: sku.sku_code ?? '',
      title: values.length ? `${title} - ${values.join(' / ')}` : title,
      imageUrl: properties.find((p) => p.sku_image)?.sku_image ?? mainImage,
    };
  });
}
