import type { CallOptions, Client, Query } from '../client/client';
import type { Banner } from './content';
import type { NoticeDetail, NoticePage } from './notices';
import type { BasicProduct } from './products';
import { segment, type Id, type Page, type PageQuery } from './shared';

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

/** GET /frontend/systemNotice: published notices for visitors, newest first. */
export function listNotices(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<NoticePage> {
  return client.get('/frontend/systemNotice', { ...options, query: { ...query } });
}

/** GET /frontend/systemNotice/{id}: one notice with prev_id / next_id for the detail dialog. */
export function getNotice(client: Client, id: Id, options?: CallOptions): Promise<NoticeDetail> {
  return client.get(`/frontend/systemNotice/${segment(id)}`, options);
}

/** GET /frontend/systemConfig/getBannerImg: the site's home-page banners, in display order. */
export function getBannerImages(client: Client, options?: CallOptions): Promise<Banner[]> {
  return client.get('/frontend/systemConfig/getBannerImg', options);
}
