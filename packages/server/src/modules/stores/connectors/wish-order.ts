import type { StoreOrder } from './connector.js';
import { decimalToCents } from './platform-http.js';

/** An order as Wish's v3 orders API gives it (one product variation per order). */
export interface WishOrder {
  id: string;
  state: string;
  released_at?: string;
  updated_at: string;
  transaction_id?: string;
  product_information?: {
    id?: string;
    variation_id?: string;
    sku?: string;
    name?: string;
    color?: string;
    size?: string;
  };
  order_payment?: {
    general_payment_details?: {
      product_quantity?: number;
      product_price?: { amount?: number | string; currency_code?: string };
    };
  };
  full_address?: {
    shipping_detail?: {
      name?: string;
      street_address1?: string;
      street_address2?: string;
      street_address3?: string;
      city?: string;
      state?: string;
      zipcode?: string;
      country_code?: string;
      neighborhood?: string;
      phone_number?: { number?: string; country_code?: string };
    };
  };
}

/** Refunded and declined orders are not to be made. */
const CANCELLED = ['REFUNDED', 'DECLINED'];

export function toStoreOrder(order: WishOrder): StoreOrder {
  const product = order.product_information ?? {};
  const payment = order.order_payment?.general_payment_details ?? {};
  const address = order.full_address?.shipping_detail ?? {};
  const variant = product.variation_id ?? product.id ?? '';
  const options = [product.color, product.size].filter(Boolean).join(' / ');
  const currency = payment.product_price?.currency_code;
  return {
    platformOrderId: order.id,
    name: order.id,
    createdAt: new Date(order.released_at ?? order.updated_at),
    updatedAt: new Date(order.updated_at),
    cancelled: CANCELLED.includes(order.state),
    // Wish shares no buyer email with merchants' apps.
    email: '',
    address: {
      recipient_name: address.name ?? '',
      phone: address.phone_number?.number ?? '',
      country_code: address.country_code ?? '',
      province: address.state ?? '',
      city: address.city ?? '',
      district: address.neighborhood ?? '',
      address1: address.street_address1 ?? '',
      address2: [address.street_address2, address.street_address3].filter(Boolean).join(' '),
      postcode: address.zipcode ?? '',
    },
    lines: [
      {
        lineId: variant,
        sku: product.sku ?? '',
        variantId: variant,
        title: [product.name, options].filter(Boolean).join(' - '),
        quantity: payment.product_quantity ?? 1,
        unitPriceCents: decimalToCents(payment.product_price?.amount),
        customisation: [],
      },
    ],
    ...(currency ? { currency } : {}),
  };
}
