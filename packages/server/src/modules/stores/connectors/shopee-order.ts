import type { StoreOrder, StoreOrderLine } from './connector.js';
import { decimalToCents } from './platform-http.js';

/** An order as get_order_detail gives it with recipient_address and item_list asked for. */
export interface ShopeeOrder {
  order_sn: string;
  order_status: string;
  create_time: number;
  update_time: number;
  currency?: string;
  recipient_address?: {
    name?: string;
    phone?: string;
    town?: string;
    district?: string;
    city?: string;
    state?: string;
    region?: string;
    zipcode?: string;
    full_address?: string;
  };
  item_list?: ShopeeItem[];
}

export interface ShopeeItem {
  item_id: number;
  item_name?: string;
  item_sku?: string;
  model_id: number;
  model_name?: string;
  model_sku?: string;
  model_quantity_purchased: number;
  model_discounted_price?: number | string;
}

/** One line per item and model; the model's SKU (the variant's) before the item's. */
function lineOf(item: ShopeeItem): StoreOrderLine {
  return {
    lineId: `${item.item_id}:${item.model_id}`,
    sku: item.model_sku || item.item_sku || '',
    variantId: String(item.model_id || item.item_id),
    title: [item.item_name, item.model_name].filter(Boolean).join(' - '),
    quantity: item.model_quantity_purchased,
    unitPriceCents: decimalToCents(item.model_discounted_price),
    customisation: [],
  };
}

export function toStoreOrder(order: ShopeeOrder): StoreOrder {
  const address = order.recipient_address ?? {};
  return {
    platformOrderId: order.order_sn,
    name: order.order_sn,
    createdAt: new Date(order.create_time * 1000),
    updatedAt: new Date(order.update_time * 1000),
    cancelled: order.order_status === 'CANCELLED',
    // Shopee shares no buyer email with sellers' apps.
    email: '',
    address: {
      recipient_name: address.name ?? '',
      phone: address.phone ?? '',
      country_code: address.region ?? '',
      province: address.state ?? '',
      city: address.city ?? '',
      district: address.district ?? '',
      address1: address.full_address ?? '',
      address2: address.town ?? '',
      postcode: address.zipcode ?? '',
    },
    lines: (order.item_list ?? []).map(lineOf),
  };
}
