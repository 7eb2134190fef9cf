import type { StoreOrder, StoreOrderLine } from './connector.js';
import { decimalToCents } from './platform-http.js';

/** An FBS posting as /v3/posting/fbs/list and /v3/posting/fbs/get give it. */
export interface OzonPosting {
  posting_number: string;
  order_id?: number;
  order_number?: string;
  status: string;
  in_process_at: string;
  shipment_date?: string;
  tracking_number?: string;
  /** Filled for rFBS postings (the seller delivers); Ozon keeps FBS buyers' details to itself. */
  customer?: {
    name?: string;
    phone?: string;
    address?: {
      address_tail?: string;
      city?: string;
      country?: string;
      district?: string;
      region?: string;
      zip_code?: string;
      comment?: string;
    };
  } | null;
  addressee?: { name?: string; phone?: string } | null;
  products?: OzonPostingProduct[];
}

export interface OzonPostingProduct {
  /** Ozon's SKU of the item: the id order lines, ship packages and pushes carry. */
  sku: number;
  /** The seller's article (артикул): PodKit's SKU key. */
  offer_id?: string;
  name?: string;
  quantity: number;
  price?: string;
  currency_code?: string;
}

/** Ozon writes countries by name (in Russian, or transliterated): the ones it sells to. */
const COUNTRY_CODES: Record<string, string> = {
  россия: 'RU',
  russia: 'RU',
  беларусь: 'BY',
  belarus: 'BY',
  казахстан: 'KZ',
  kazakhstan: 'KZ',
  армения: 'AM',
  armenia: 'AM',
  кыргызстан: 'KG',
  kyrgyzstan: 'KG',
  узбекистан: 'UZ',
  uzbekistan: 'UZ',
  грузия: 'GE',
  georgia: 'GE',
};

function countryCode(country: string | undefined): string {
  const name = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(name)) return name.toUpperCase();
  return COUNTRY_CODES[name.toLowerCase()] ?? '';
}

function lineOf(product: OzonPostingProduct): StoreOrderLine {
  return {
    lineId: String(product.sku),
    sku: product.offer_id ?? '',
    variantId: String(product.sku),
    title: product.name ?? '',
    quantity: product.quantity,
    unitPriceCents: decimalToCents(product.price),
    customisation: [],
  };
}

/** Ozon has no "last modified" on a posting: the time its processing began stands in. */
export function toStoreOrder(posting: OzonPosting): StoreOrder {
  const customer = posting.customer ?? {};
  const address = customer.address ?? {};
  const at = new Date(posting.in_process_at);
  const currency = posting.products?.find((p) => p.currency_code)?.currency_code;
  return {
    platformOrderId: posting.posting_number,
    name: posting.posting_number,
    createdAt: at,
    updatedAt: at,
    cancelled: posting.status === 'cancelled',
    // Ozon shares no buyer email with sellers.
    email: '',
    address: {
      recipient_name: posting.addressee?.name || customer.name || '',
      phone: posting.addressee?.phone || customer.phone || '',
      country_code: countryCode(address.country),
      province: address.region ?? '',
      city: address.city ?? '',
      district: address.district ?? '',
      address1: address.address_tail ?? '',
      address2: '',
      postcode: address.zip_code ?? '',
    },
    lines: (posting.products ?? []).map(lineOf),
    ...(currency ? { currency } : {}),
  };
}
