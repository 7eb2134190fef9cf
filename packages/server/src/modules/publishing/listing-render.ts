import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import type { FileUrl } from '../../storage/index.js';
import type { ListingDraft } from '../stores/index.js';
import { findTortBrands } from '../tort-brands/index.js';
import { users } from '../users/index.js';
import { loadListingProduct, type ListingProduct } from './listing-product.js';
import { ownedBy, type Owner } from './owner.js';
import { renderPattern } from './pattern.js';
import { formatCentsExact, priceCents } from './price-rules.js';
import { defaultPriceTemplate, rateMicros } from './price-templates.js';
import { priceTemplates, type ListingTemplateRow } from './schema.js';

/** Why a listing cannot be made, in words for the reseller; a job does not retry it. */
export class ListingRefused extends Error {
  override name = 'ListingRefused';
}

/** A product rendered through a template: what a marketplace listing or bulk file holds. */
export interface RenderedListing {
  draft: Omit<ListingDraft, 'listingKey' | 'existingListingId'>;
  /** The description pattern filled, as plain text. */
  description: string;
  /** The product; its `skus` are in the order of `draft.variants`. */
  product: ListingProduct;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n/g, '<br>');

/**
 * The template's texts over the product (the infringement check reads them first), its SKUs
 * priced by the template's price template (or the default one), its mockups as absolute URLs.
 */
export async function renderListing(
  db: DbExecutor,
  urlOf: FileUrl,
  origin: string,
  owner: Owner,
  template: ListingTemplateRow,
  productId: number,
): Promise<RenderedListing> {
  const [named] = template.priceTemplateId
    ? await db
        .select()
        .from(priceTemplates)
        .where(and(ownedBy(priceTemplates, owner), eq(priceTemplates.id, template.priceTemplateId)))
    : [];
  const priceTemplate = named ?? (await defaultPriceTemplate(db, owner));
  if (!priceTemplate) throw new ListingRefused('请先为产品模板选择价格模板，或设置默认价格模板');
  const [user] = await db.select().from(users).where(eq(users.id, owner.userId));
  if (!user) throw new ListingRefused('账号不存在');
  const rate = await rateMicros(db, owner, priceTemplate.currency);
  const product = await loadListingProduct(db, urlOf, user, productId);
  if (product.skus.length === 0) throw new ListingRefused('商品没有可售的颜色尺码');

  const title = renderPattern(template.titlePattern, product.values);
  const description = renderPattern(template.descriptionPattern, product.values);
  const blocked = (await findTortBrands(db, owner.siteId, [title, description])).filter(
    (hit) => hit.level === 'block',
  );
  if (blocked.length > 0)
    throw new ListingRefused(`含禁止发布的品牌：${blocked.map((hit) => hit.word).join('、')}`);

  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const pictures = template.images === 'main' ? product.images.slice(0, 1) : product.images;
  const colorOption = template.colorOption;
  const sizeOption = template.sizeOption;
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    description,
    product,
    draft: {
      title,
      descriptionHtml: escapeHtml(description),
      descriptionText: description,
      vendor: template.vendor,
      productType: template.productType,
      tags: template.tags,
      status: template.status,
      options: [
        { name: colorOption, values: distinct(product.skus.map((sku) => sku.colorName)) },
        { name: sizeOption, values: distinct(product.skus.map((sku) => sku.sizeName)) },
      ],
      variants: product.skus.map((sku) => ({
        sku: sku.sku,
        price: formatCentsExact(priceCents(sku.costCents, rate, priceTemplate)),
        currency: priceTemplate.currency,
        optionValues: { [colorOption]: sku.colorName, [sizeOption]: sku.sizeName },
        imageUrl: sku.imageUrl ? absolute(sku.imageUrl) : '',
      })),
      images: pictures.map((url) => ({ url: absolute(url), alt: title })),
      category: template.category,
      attributes: template.attributes,
      etsy: template.etsyFields,
      // Filled by the release job from the platform's description of the category.
      categoryAttributes: [],
      brand: null,
    },
  };
}
