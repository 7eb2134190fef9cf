import type { CallOptions, Client, Query } from '../client/client';
import { segment, type Id, type Loose } from './shared';

/** The cart (spec 3): its item count drives the header badge. */
export type CartSummary = { total_item_num: number } & Loose;

/** GET /distribution/cart */
export function get(client: Client, options?: CallOptions): Promise<CartSummary> {
  return client.get('/distribution/cart', options);
}

/** GET /distribution/cartItem */
export function listItems(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/distribution/cartItem', { ...options, query });
}

/** POST /distribution/cartItem */
export function addItem(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/cartItem', body, options);
}

/** POST /distribution/cartItem/addCartItems */
export function addItems(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/cartItem/addCartItems', body, options);
}

/** PUT /distribution/cartItem/{id} */
export function updateItem(
  client: Client,
  id: Id,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.put(`/distribution/cartItem/${segment(id)}`, body, options);
}

/** DELETE /distribution/cartItem/{id} */
export function removeItem(client: Client, id: Id, options?: CallOptions): Promise<unknown> {
  return client.delete(`/distribution/cartItem/${segment(id)}`, options);
}

/** GET /distribution/cartItem/logistics */
export function getLogistics(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/distribution/cartItem/logistics', { ...options, query });
}

/** POST /distribution/cartItem/createOrder */
export function createOrder(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/cartItem/createOrder', body, options);
}

/** GET /distribution/cartItem/showPrice */
export function showPrice(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/distribution/cartItem/showPrice', { ...options, query });
}

/** POST /distribution/cartItem/fbaWholesalePrice */
export function fbaWholesalePrice(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/cartItem/fbaWholesalePrice', body, options);
}

/** POST /distribution/cartItem/multiUpdateCartInfo */
export function multiUpdate(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/cartItem/multiUpdateCartInfo', body, options);
}

/** POST /distribution/cartItem/checkCartItems */
export function checkItems(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/cartItem/checkCartItems', body, options);
}

/** GET /distribution/cartItem/ordinaryProductPrice with ids as a comma list. */
export function ordinaryProductPrices(
  client: Client,
  ids: readonly Id[],
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/distribution/cartItem/ordinaryProductPrice', {
    ...options,
    query: { ids: ids.join(',') },
  });
}

/** GET /distribution/userAddress/addressList */
export function listAddresses(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/distribution/userAddress/addressList', { ...options, query });
}
