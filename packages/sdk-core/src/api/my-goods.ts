import type { CallOptions, Client } from '../client/client';
import type { OrdinaryProduct, OrdinaryProductForm } from './products';
import { segment, type Id, type Paginator, type PageQuery } from './shared';

/** A general good the reseller has paid for (generalAdmin, 采购过的商品). */
export interface MyOrderedGoods {
  goods: OrdinaryProduct;
  /** Units in all paid orders. */
  quantity: number;
  order_count: number;
  last_ordered_at: string;
}

/** Whether a good is now among the favourites, after adding (true) or removing (false) it. */
export interface FavouriteState<Favourite extends boolean> {
  favourite: Favourite;
}

/** PUT /distribution/ordinaryProduct/{id}/favourite: into the favourites (again is no change). */
export function addFavourite(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<FavouriteState<true>> {
  return client.put(`/distribution/ordinaryProduct/${segment(id)}/favourite`, undefined, options);
}

/** DELETE /distribution/ordinaryProduct/{id}/favourite */
export function removeFavourite(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<FavouriteState<false>> {
  return client.delete(`/distribution/ordinaryProduct/${segment(id)}/favourite`, options);
}

/** GET /distribution/ordinaryProduct/favourite: the favourites still on sale, latest first. */
export function listFavourites(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrdinaryProduct>> {
  return client.get('/distribution/ordinaryProduct/favourite', { ...options, query: { ...query } });
}

/** GET /distribution/ordinaryProduct/ordered: the goods of the reseller's paid orders. */
export function listOrdered(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<MyOrderedGoods>> {
  return client.get('/distribution/ordinaryProduct/ordered', { ...options, query: { ...query } });
}

/** GET /distribution/ordinaryProductForm: the reseller's own sourcing requests, newest first. */
export function listSourcingRequests(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrdinaryProductForm>> {
  return client.get('/distribution/ordinaryProductForm', { ...options, query: { ...query } });
}
