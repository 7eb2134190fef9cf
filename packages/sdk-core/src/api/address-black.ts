import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/**
 * A reseller's blacklist entry (addressBlack). An order matches when every filled field matches
 * its address: the recipient name (same, ignoring case and spaces), the phone (same digits), and
 * the address keyword (contained in the street, city, province or postcode). Matching orders go
 * on hold with the reason 收件地址在黑名单中.
 */
export interface AddressBlackEntry {
  id: number;
  recipient_name: string;
  phone: string;
  address_keyword: string;
  remark: string;
  created_at: string;
}

export type AddressBlackInput = Pick<
  AddressBlackEntry,
  'recipient_name' | 'phone' | 'address_keyword'
> & { remark?: string };

export interface AddressBlackQuery extends PageQuery {
  keyword?: string;
}

/** GET /distribution/addressBlack */
export function list(
  client: Client,
  query: AddressBlackQuery = {},
  options?: CallOptions,
): Promise<Paginator<AddressBlackEntry>> {
  return client.get('/distribution/addressBlack', { ...options, query: { ...query } });
}

/** POST /distribution/addressBlack: at least one of name, phone and keyword. */
export function create(
  client: Client,
  body: AddressBlackInput,
  options?: CallOptions,
): Promise<AddressBlackEntry> {
  return client.post('/distribution/addressBlack', body, options);
}

/** PUT /distribution/addressBlack/{id} */
export function update(
  client: Client,
  id: Id,
  body: AddressBlackInput,
  options?: CallOptions,
): Promise<AddressBlackEntry> {
  return client.put(`/distribution/addressBlack/${segment(id)}`, body, options);
}

/** DELETE /distribution/addressBlack/{id} */
export function remove(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/addressBlack/${segment(id)}`, options);
}
