import type { StoreListing, StoreOrder } from './connector.js';
import { decimalToCents } from './platform-http.js';

/** An order as SHOPLINE's REST Admin API answers it (orders.json, Shopify-like; ids are strings). */
export interface ShoplineOrder {
  id: string;
  name?: string | null;
  order_number?: number | null;
  email?: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at?: string | null;
  currency?: string | null;
  shipping_address?: {
    name?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
    address1?: string | null;
    address2?: string | null;
    city?: string | null;
    province?: string | null;
    province_code?: string | null;
    zip?: string | null;
    country_code?: string | null;
  } | null;
  line_items: Array<{
    id: string;
    sku?: string | null;
    variant_id?: string | null;
    title?: string | null;
    name?: string | null;
    quantity: number;
    price?: string | null;
    properties?: Array<{ name: string; value?: string | null }> | null;
  }>;
}

export interface ShoplineProduct {
  id: string;
  title: string;
  image?: { src?: string | null } | null;
  images?: Array<{ src?: string | null }> | null;
  variants?: Array<{
    id: string;
    sku?: string | null;
    title?: string | null;
    image?: { src?: string | null } | null;
  }> | null;
}

export function toStoreOrder(order: ShoplineOrder): StoreOrder {
  const a = order.shipping_address ?? {};
  return {
    platformOrderId: String(order.id),
    name: order.name ?? (order.order_number ? `#${order.order_number}` : String(order.id)),
    createdAt: new Date(order.created_at),
    updatedAt: new Date(order.updated_at),
    cancelled: Boolean(order.cancelled_at),
    email: order.email ?? '',
    address: {
      recipient_name: a.name || [a.first_name, a.last_name].filter(Boolean).join(' '),
      phone: a.phone ?? '',
      country_code: a.country_code ?? '',
      province: a.province_code || a.province || '',
      city: a.city ?? '',
      district: '',
      address1: a.address1 ?? '',
      address2: a.address2 ?? '',
      postcode: a.zip ?? '',
    },
    currency: order.currency ?? '',
    lines: order.line_items.map((line) => ({
      lineId: String(line.id),
      sku: line.sku ?? '',
      variantId: line.variant_id ? String(line.variant_id) : '',
      title: line.name || line.title || '',
      quantity: line.quantity,
      unitPriceCents: decimalToCents(line.price),
      customisation: (line.properties ?? []).map((p) => ({ key: p.name, value: p.value ?? '' })),
    })),
  };
}

/** One listing per variant; a product's only variant takes the product's title. */
export function toStoreListings(product: ShoplineProduct): StoreListing[] {
  const variants = product.variants ?? [];
  const picture = product.image?.src ?? product.images?.[0]?.src ?? '';
  return variants.map((variant) => ({
    productId: String(product.id),
    variantId: String(variant.id),
    sku: variant.sku ?? '',
    title:
      variants.length > 1 && variant.title ? `${product.title} - ${variant.title}` : product.title,
    imageUrl: variant.image?.src || picture,
  }));
}

/** `page_info` of the Link header's rel="next", as SHOPLINE's paging mechanism gives it; null at the end. */
export function nextPageInfo(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>;\s*rel="next"/.exec(part.trim());
    if (match) return new URL(match[1]!).searchParams.get('page_info');
  }
  return null;
}
