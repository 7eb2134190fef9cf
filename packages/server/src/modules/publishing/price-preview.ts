import type { PricePreview, PriceTemplateRule } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import type { FileUrl } from '../../storage/index.js';
import type { User } from '../users/index.js';
import { loadListingProduct } from './listing-product.js';
import { formatCentsExact, priceCents } from './price-rules.js';
import { rateMicros, ruleOf } from './price-templates.js';

/** A price rule applied to every SKU of one of the caller's products. */
export async function previewPrices(
  db: DbExecutor,
  urlOf: FileUrl,
  user: User,
  template: PriceTemplateRule,
  productId: number,
): Promise<PricePreview> {
  const rule = ruleOf(template);
  const rate = await rateMicros(db, { siteId: user.siteId, userId: user.id }, rule.currency);
  const product = await loadListingProduct(db, urlOf, user, productId);
  return {
    currency: rule.currency,
    rows: product.skus.map((sku) => ({
      sku: sku.sku,
      color_name: sku.colorName,
      size_name: sku.sizeName,
      cost: formatCentsExact(sku.costCents),
      price: formatCentsExact(priceCents(sku.costCents, rate, rule)),
    })),
  };
}
