import { PlatformError } from './connector.js';
import type { SheinGoodsCall } from './shein-goods.js';

/**
 * Shein's selling prices of SKUs it already has (publishOrEdit takes prices only for new SKUs):
 * `/open-api/openapi-business-backend/product/price/save {productPriceList[{productCode (the
 * SKU code), site, currencyCode, shopPrice}]}`, at most 100 rows a call, answering per row
 * `info.data[{productCode, site, success, message}]`.
 */

const PRICE_BATCH = 100;

export interface SheinPriceChange {
  skuCode: string;
  site: string;
  currency: string;
  price: number;
}

export async function saveSheinPrices(call: SheinGoodsCall, changes: SheinPriceChange[]) {
  for (let i = 0; i < changes.length; i += PRICE_BATCH) {
    const answer = await call<{
      data?: Array<{ productCode?: string; success?: boolean; message?: string | null }>;
    } | null>('/open-api/openapi-business-backend/product/price/save', {
      productPriceList: changes.slice(i, i + PRICE_BATCH).map((change) => ({
        productCode: change.skuCode,
        site: change.site,
        currencyCode: change.currency,
        shopPrice: change.price,
      })),
    });
    const refused = (answer?.data ?? []).find((row) => row.success === false);
    if (refused)
      throw new PlatformError(
        `Shein 未接受 ${refused.productCode ?? ''} 的新售价：${refused.message ?? ''}`,
        422,
      );
  }
}
