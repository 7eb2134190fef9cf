import type { CallOptions, Client } from '../client/client';
import { segment, type Id } from './shared';

/** A reseller's shipping address (addressAdmin). */
export interface UserAddress {
  id: number;
  recipient_name: string;
  phone: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: string;
  province: string;
  city: string;
  district: string;
  address1: string;
  address2: string;
  postcode: string;
  is_default: boolean;
  /** ISO 8601. */
  created_at: string;
}

export type UserAddressInput = Omit<UserAddress, 'id' | 'is_default' | 'created_at'> & {
  is_default?: boolean;
};

/** GET /distribution/userAddress/addressList: the default address first. */
export function listAddresses(client: Client, options?: CallOptions): Promise<UserAddress[]> {
  return client.get('/distribution/userAddress/addressList', options);
}

/** POST /distribution/userAddress */
export function createAddress(
  client: Client,
  body: UserAddressInput,
  options?: CallOptions,
): Promise<UserAddress> {
  return client.post('/distribution/userAddress', body, options);
}

/** PUT /distribution/userAddress/{id} */
export function updateAddress(
  client: Client,
  id: Id,
  body: UserAddressInput,
  options?: CallOptions,
): Promise<UserAddress> {
  return client.put(`/distribution/userAddress/${segment(id)}`, body, options);
}

/** DELETE /distribution/userAddress/{id} */
export function deleteAddress(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/userAddress/${segment(id)}`, options);
}

/** PUT /distribution/userAddress/{id}/default */
export function setDefaultAddress(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<UserAddress> {
  return client.put(`/distribution/userAddress/${segment(id)}/default`, {}, options);
}
