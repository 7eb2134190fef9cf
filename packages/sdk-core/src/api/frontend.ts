import type { CallOptions, Client, Query } from '../client/client';
import type { Notice } from './notices';
import type { BasicProduct } from './products';
import { segment, type Id, type Page } from './shared';

/** GET /frontend/stockSkuCategory */
export function listStockSkuCategories(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/frontend/stockSkuCategory', { ...options, query });
}

/** GET /frontend/basicProduct: blanks shown to visitors. */
export function listBasicProducts(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<Page<BasicProduct>> {
  return client.get('/frontend/basicProduct', { ...options, query });
}

/** GET /frontend/systemNotice */
export function listNotices(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<Page<Notice>> {
  return client.get('/frontend/systemNotice', { ...options, query });
}

/** GET /frontend/systemNotice/{id} */
export function getNotice(client: Client, id: Id, options?: CallOptions): Promise<Notice> {
  return client.get(`/frontend/systemNotice/${segment(id)}`, options);
}

/** GET /frontend/systemConfig/getBannerImg */
export function getBannerImages(client: Client, options?: CallOptions): Promise<unknown> {
  return client.get('/frontend/systemConfig/getBannerImg', options);
}
