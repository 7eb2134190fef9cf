import type { CallOptions, Client, Query } from '../client/client';
import { segment, type Id, type Loose, type Page } from './shared';

/** A system notice (spec 3). `desc` is rich text. */
export type Notice = {
  id: number;
  title: string;
  created_at: string;
  desc: string;
} & Loose;

/** GET /distribution/systemNotice */
export function list(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<Page<Notice>> {
  return client.get('/distribution/systemNotice', { ...options, query });
}

/** GET /distribution/systemNotice/{id} */
export function get(client: Client, id: Id, options?: CallOptions): Promise<Notice> {
  return client.get(`/distribution/systemNotice/${segment(id)}`, options);
}

/** GET /distribution/systemNotice/getAlterNotices: the notices shown in a dialog after login. */
export function listLoginNotices(client: Client, options?: CallOptions): Promise<Notice[]> {
  return client.get('/distribution/systemNotice/getAlterNotices', options);
}
