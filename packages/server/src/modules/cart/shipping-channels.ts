import type { ShippingChannel } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { siteLogistics, toLogisticsMethod } from './logistics.js';
import type { LogisticsMethodRow } from './schema.js';
import { shippingFeeCents } from './shipping-fee.js';

/** The weights whose fees the channel list shows beside the rule. */
export const SAMPLE_WEIGHTS_GRAMS = [500, 1000, 2000, 5000, 10_000] as const;

function toShippingChannel(row: LogisticsMethodRow): ShippingChannel {
  return {
    id: row.id,
    name: row.name,
    country_codes: row.countryCodes,
    first_weight_grams: row.firstWeightGrams,
    first_fee: formatCents(row.firstFeeCents),
    additional_weight_grams: row.additionalWeightGrams,
    additional_fee: formatCents(row.additionalFeeCents),
    delivery_time: row.deliveryTime,
    sample_prices: SAMPLE_WEIGHTS_GRAMS.map((weight) => ({
      weight_grams: weight,
      fee: formatCents(shippingFeeCents(row, weight)),
    })),
  };
}

/** shipping (物流渠道): the site's offered methods, the very rows checkout offers. */
export async function shippingChannels(db: DbExecutor, siteId: number): Promise<ShippingChannel[]> {
  return (await siteLogistics(db, siteId)).map(toShippingChannel);
}

/**
 * The calculator: the methods that ship to a destination with their fee for a weight, through
 * the same rows and fee function as /distribution/cartItem/logistics.
 */
export async function shippingQuote(
  db: DbExecutor,
  siteId: number,
  countryCode: string,
  weightGrams: number,
) {
  const methods = await siteLogistics(db, siteId, countryCode.toUpperCase());
  return methods.map((method) => toLogisticsMethod(method, weightGrams));
}
