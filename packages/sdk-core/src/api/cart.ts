import type { CallOptions, Client } from '../client/client';
import type { UserAddress } from './addresses';
import type { Order } from './orders';
import { segment, type Id } from './shared';

/** The cart (spec 3): its item count drives the header badge. Amount in yuan. */
export interface CartSummary {
  /** Sum of the quantities. */
  total_item_num: number;
  /** Sum of the line amounts of the available items at the caller's prices. */
  total_amount: string;
}

/**
 * What goes into the cart: a blank colour × size, a designed product's colour × size (its print
 * files must be ready to order it), or a general good (with its SKU when it has SKUs).
 */
export type CartItemInput =
  | { basic_product_id: number; color_id: number; size_id: number; quantity: number }
  | { designed_product_id: number; color_id: number; size_id: number; quantity: number }
  | { goods_id: number; goods_sku_id?: number | null; quantity: number };

/** A cart line priced for the caller now. Money in yuan. */
export interface CartItem {
  id: number;
  item_type: 'blank' | 'goods';
  basic_product_id: number | null;
  color_id: number | null;
  size_id: number | null;
  /** The designed product the line was made from (editor issue); null for a plain blank. */
  designed_product_id: number | null;
  goods_id: number | null;
  goods_sku_id: number | null;
  name: string;
  sku_text: string;
  /**
   * The line's picture: a designed product's mockup of the colour (first view), else the blank's
   * picture of the colour, else the general good's first image; null when there is none.
   */
  image_url: string | null;
  quantity: number;
  unit_price: string;
  amount: string;
  weight_grams: number;
  available: boolean;
  /** Why the line cannot be ordered now; '' when it can. */
  reason: string;
  created_at: string;
}

export type CartItemStatus =
  | 'ok'
  | 'price_changed'
  | 'unavailable'
  | 'out_of_stock'
  /** A designed product whose print files are still being made. */
  | 'print_file_pending'
  /** A designed product whose print files failed: it has to be saved again. */
  | 'print_file_failed';

/** checkCartItems: one line checked again. `reason` is Chinese, '' when ok. */
export interface CartItemCheck {
  id: number;
  status: CartItemStatus;
  reason: string;
  unit_price: string;
  /** The unit price when the line was put in the cart. */
  added_unit_price: string;
}

export interface LogisticsMethod {
  id: number;
  name: string;
  /** Fee for the items' weight, in yuan. */
  fee: string;
  first_weight_grams: number;
  first_fee: string;
  additional_weight_grams: number;
  additional_fee: string;
  delivery_time: string;
  weight_grams: number;
}

export interface CartPriceBreakdown {
  goods_amount: string;
  shipping_fee: string;
  /** The chosen packaging template's per-order fee (0.00 without one). */
  packaging_fee: string;
  /** The coupon's discount (0.00 without a coupon). */
  discount: string;
  total: string;
  weight_grams: number;
  item_num: number;
  /** The user coupon applied, null when none was asked for. */
  coupon_id: number | null;
}

/** One line priced for an FBA wholesale order. */
export interface FbaWholesaleLine {
  id: number;
  quantity: number;
  /** The reseller's level price. */
  unit_price: string;
  /** The level price × the tier's percent, truncated to whole cents. */
  wholesale_unit_price: string;
  amount: string;
}

/** A wholesale tier: from this many units in one FBA order, this percent of the level price. */
export interface FbaWholesaleTier {
  min_quantity: number;
  /** 90 = 90 % of the level price. */
  percent: number;
}

/** fbaWholesalePrice: the lines at wholesale prices (shipping only with a method). */
export interface FbaWholesalePrice extends CartPriceBreakdown {
  lines: FbaWholesaleLine[];
  /** The tier reached by item_num; null under the smallest FBA quantity. */
  tier: FbaWholesaleTier | null;
  tiers: FbaWholesaleTier[];
  /** Fewest units an FBA order takes. */
  min_quantity: number;
}

export interface OrdinaryProductPrice {
  id: number;
  price: string;
  stock: number;
  skus: Array<{ id: number; price: string; stock: number }>;
}

/** POST /distribution/cartItem/addCartItems */
export type AddCartItemsBody = {
  items: CartItemInput[];
};

/** PUT /distribution/cartItem/{id} */
export type UpdateCartItemBody = {
  quantity: number;
};

/** POST /distribution/cartItem/multiUpdateCartInfo */
export type MultiUpdateCartBody = {
  items: Array<{ id: number; quantity: number }>;
};

/** POST /distribution/cartItem/checkCartItems */
export type CheckCartItemsBody = {
  item_ids: number[];
};

/** POST /distribution/cartItem/fbaWholesalePrice */
export type FbaWholesalePriceBody = {
  item_ids: number[];
  logistics_id?: number;
};

export type CreateOrderBody = {
  item_ids: number[];
  address_id: number;
  logistics_id: number;
  /** A repeated key answers the order created the first time. */
  idempotency_key: string;
  /** One of the reseller's usable coupons (myCoupon); used up when the order is placed. */
  coupon_id?: number | null;
  /** 'fba': a wholesale order shipped to an FBA warehouse at fbaWholesalePrice prices. */
  order_kind?: 'normal' | 'fba';
  /** Required for 'fba': the marketplace's inbound shipment id (e.g. FBA15ABCD1234). */
  fba_shipment_id?: string;
  /** For 'fba': the Amazon store the shipment was picked from; the server checks it is the store's. */
  fba_store_id?: number | null;
  /** One of the reseller's paid packaging templates (包装模板); its per-order fee is added. */
  bottom_template_id?: number | null;
};

/** GET /distribution/cart */
export function get(client: Client, options?: CallOptions): Promise<CartSummary> {
  return client.get('/distribution/cart', options);
}

/** GET /distribution/cartItem */
export function listItems(client: Client, options?: CallOptions): Promise<CartItem[]> {
  return client.get('/distribution/cartItem', options);
}

/** POST /distribution/cartItem: the same SKU adds to the quantity already there. */
export function addItem(
  client: Client,
  body: CartItemInput,
  options?: CallOptions,
): Promise<CartItem> {
  return client.post('/distribution/cartItem', body, options);
}

/** POST /distribution/cartItem/addCartItems: all or nothing. */
export function addItems(
  client: Client,
  body: AddCartItemsBody,
  options?: CallOptions,
): Promise<CartItem[]> {
  return client.post('/distribution/cartItem/addCartItems', body, options);
}

/** PUT /distribution/cartItem/{id} */
export function updateItem(
  client: Client,
  id: Id,
  body: UpdateCartItemBody,
  options?: CallOptions,
): Promise<CartItem> {
  return client.put(`/distribution/cartItem/${segment(id)}`, body, options);
}

/** DELETE /distribution/cartItem/{id} */
export function removeItem(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/cartItem/${segment(id)}`, options);
}

/** Query of GET /distribution/cartItem/logistics; `item_ids` as a comma list. */
export interface CartLogisticsQuery {
  address_id: number;
  item_ids: string;
}

/** GET /distribution/cartItem/logistics: methods with the fee for the items' weight. */
export function getLogistics(
  client: Client,
  query: CartLogisticsQuery,
  options?: CallOptions,
): Promise<LogisticsMethod[]> {
  return client.get('/distribution/cartItem/logistics', { ...options, query: { ...query } });
}

/** POST /distribution/cartItem/createOrder */
export function createOrder(
  client: Client,
  body: CreateOrderBody,
  options?: CallOptions,
): Promise<Order> {
  return client.post('/distribution/cartItem/createOrder', body, options);
}

/** Query of GET /distribution/cartItem/showPrice; `item_ids` as a comma list. */
export interface CartPriceQuery {
  item_ids: string;
  logistics_id?: number;
  address_id?: number;
  coupon_id?: number;
  bottom_template_id?: number;
}

/** GET /distribution/cartItem/showPrice */
export function showPrice(
  client: Client,
  query: CartPriceQuery,
  options?: CallOptions,
): Promise<CartPriceBreakdown> {
  return client.get('/distribution/cartItem/showPrice', { ...options, query: { ...query } });
}

/** POST /distribution/cartItem/fbaWholesalePrice: the lines at FBA wholesale prices. */
export function fbaWholesalePrice(
  client: Client,
  body: FbaWholesalePriceBody,
  options?: CallOptions,
): Promise<FbaWholesalePrice> {
  return client.post('/distribution/cartItem/fbaWholesalePrice', body, options);
}

/** POST /distribution/cartItem/multiUpdateCartInfo: all or nothing. */
export function multiUpdate(
  client: Client,
  body: MultiUpdateCartBody,
  options?: CallOptions,
): Promise<CartItem[]> {
  return client.post('/distribution/cartItem/multiUpdateCartInfo', body, options);
}

/** POST /distribution/cartItem/checkCartItems */
export function checkItems(
  client: Client,
  body: CheckCartItemsBody,
  options?: CallOptions,
): Promise<CartItemCheck[]> {
  return client.post('/distribution/cartItem/checkCartItems', body, options);
}

/** Query of GET /distribution/cartItem/ordinaryProductPrice: the goods' ids as a comma list. */
export interface OrdinaryProductPriceQuery {
  ids: string;
}

/** GET /distribution/cartItem/ordinaryProductPrice */
export function ordinaryProductPrices(
  client: Client,
  ids: readonly Id[],
  options?: CallOptions,
): Promise<OrdinaryProductPrice[]> {
  return client.get('/distribution/cartItem/ordinaryProductPrice', {
    ...options,
    query: { ids: ids.join(',') } satisfies OrdinaryProductPriceQuery,
  });
}

/** GET /distribution/userAddress/addressList */
export function listAddresses(client: Client, options?: CallOptions): Promise<UserAddress[]> {
  return client.get('/distribution/userAddress/addressList', options);
}
