import type { CallOptions, Client } from '../client/client';
import type { PageQuery, Paginator } from './shared';
import type { SkuTarget, StorePlatformCode } from './stores';

/** listing: found among the store's products; order: so far only seen in an order's line. */
export type StoreProductSource = 'listing' | 'order';

/** The PodKit SKU a store product is mapped to, as the list shows it. */
export interface ThirdProductMapping {
  designed_product_sku_id: number | null;
  goods_sku_id: number | null;
  /** The PodKit SKU (a designed product's) or the general good's SKU code. */
  sku: string;
  /** 商品名（颜色 / 尺码）, or the general good's name and SKU. */
  text: string;
}

/** A product variant of a connected store (第三方商品), mapped or not. */
export interface ThirdProduct {
  id: number;
  store_id: number;
  store_name: string;
  platform: StorePlatformCode;
  platform_product_id: string;
  variant_id: string;
  /** The store's SKU; empty when the store has none (the variant id keys the mapping then). */
  sku: string;
  title: string;
  image_url: string;
  source: StoreProductSource;
  mapping: ThirdProductMapping | null;
  last_seen_at: string;
}

export interface ThirdProductQuery extends PageQuery {
  store_id?: number;
  state?: 'mapped' | 'unmapped';
  /** Part of the title, or the store SKU. */
  keyword?: string;
}

/** One store product and the PodKit SKU it stands for. */
export type ThirdProductBinding = SkuTarget & { id: number };

/** The stores whose products to read (every connected one when left out). */
export interface ThirdProductImportBody {
  store_ids?: number[];
}

export interface ThirdProductBindBody {
  items: ThirdProductBinding[];
}

/** The store products (their ids in 第三方商品) to unbind or remove. */
export interface ThirdProductIds {
  ids: number[];
}

/** GET /distribution/thirdProduct */
export function list(
  client: Client,
  query: ThirdProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<ThirdProduct>> {
  return client.get('/distribution/thirdProduct', { ...options, query: { ...query } });
}

/**
 * POST /distribution/thirdProduct/import: reads the products of the stores (all connected ones
 * when none are named) in background jobs; answers a job per store.
 */
export function importListings(
  client: Client,
  body: ThirdProductImportBody = {},
  options?: CallOptions,
): Promise<Array<{ store_id: number; job_id: number }>> {
  return client.post('/distribution/thirdProduct/import', { ...body }, options);
}

/** A bind's answer: mappings made, and unpaid orders that took them. */
export interface ThirdProductsBound {
  bound: number;
  orders_updated: number;
}

export interface ThirdProductsUnbound {
  unbound: number;
}

export interface ThirdProductsRemoved {
  removed: number;
}

/**
 * POST /distribution/thirdProduct/bind: maps store products to PodKit SKUs, all or none. Later
 * orders of the store use the mappings, and so do its unpaid orders with those SKUs.
 */
export function bind(
  client: Client,
  body: ThirdProductBindBody,
  options?: CallOptions,
): Promise<ThirdProductsBound> {
  return client.post('/distribution/thirdProduct/bind', { ...body }, options);
}

/** POST /distribution/thirdProduct/unbind: forgets the mappings of these store products. */
export function unbind(
  client: Client,
  body: ThirdProductIds,
  options?: CallOptions,
): Promise<ThirdProductsUnbound> {
  return client.post('/distribution/thirdProduct/unbind', { ...body }, options);
}

/** POST /distribution/thirdProduct/delete: removes store products and their mappings. */
export function remove(
  client: Client,
  body: ThirdProductIds,
  options?: CallOptions,
): Promise<ThirdProductsRemoved> {
  return client.post('/distribution/thirdProduct/delete', { ...body }, options);
}
