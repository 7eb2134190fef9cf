import type { CallOptions, Client } from '../client/client';
import type { LogisticsMethod } from './cart';

/** The fee of a channel for one weight, as checkout would charge it. */
export interface ShippingBandPrice {
  weight_grams: number;
  fee: string;
}

/** shipping (物流渠道): one logistics method the reseller's orders can ship with. */
export interface ShippingChannel {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 codes it ships to; empty: every destination. */
  country_codes: string[];
  first_weight_grams: number;
  first_fee: string;
  additional_weight_grams: number;
  additional_fee: string;
  delivery_time: string;
  /** Fees at a few common weights (0.5, 1, 2, 5 and 10 kg). */
  sample_prices: ShippingBandPrice[];
}

export interface ShippingQuoteQuery {
  /** Destination, ISO 3166-1 alpha-2. */
  country_code: string;
  weight_grams: number;
}

/** GET /distribution/shipping: the site's offered logistics channels. */
export function channels(client: Client, options?: CallOptions): Promise<ShippingChannel[]> {
  return client.get('/distribution/shipping', options);
}

/**
 * GET /distribution/shipping/quote: the channels that ship to a destination with their fee for a
 * weight, computed as checkout computes it.
 */
export function quote(
  client: Client,
  query: ShippingQuoteQuery,
  options?: CallOptions,
): Promise<LogisticsMethod[]> {
  return client.get('/distribution/shipping/quote', { ...options, query: { ...query } });
}
