import type { EtsyWhenMade, EtsyWhoMade } from '../rules/etsy-listing';
import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

// ── Price templates (价格模板) and currency rates ─────────────────────────────

/**
 * How a computed price is rounded: `none` half-up to 2 decimals, `99` up to the next x.99
 * (12.34 → 12.99), `x9` up to the next .x9 (12.34 → 12.39).
 */
export type PriceRounding = 'none' | '99' | 'x9';

/** Units of a currency per 1 CNY ('0.1380' USD). CNY is always 1 and never listed. */
export interface CurrencyRate {
  /** ISO 4217, three upper-case letters. */
  currency: string;
  /** A decimal string greater than 0, up to 6 decimals. */
  rate: string;
}

/** The reseller's exchange rates (amountTemplate/rates). */
export interface CurrencyRates {
  rates: CurrencyRate[];
}

/** The rule a listing's prices come from: cost (CNY) × rate × factor + addend, then rounding. */
export interface PriceTemplateRule {
  currency: string;
  /** Decimal string greater than 0, up to 4 decimals ('2.5'). */
  factor: string;
  /** Decimal string of the template currency, 0 or more, up to 2 decimals ('5.00'). */
  addend: string;
  rounding: PriceRounding;
}

export interface PriceTemplate extends PriceTemplateRule {
  id: number;
  name: string;
  /** One default per reseller: used by listing templates that name none. */
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

export interface PriceTemplateInput extends PriceTemplateRule {
  name: string;
  is_default?: boolean;
}

/** POST amountTemplate/preview: a rule (saved or not) applied to one product's SKUs. */
export interface PricePreviewBody {
  template: PriceTemplateRule;
  product_id: number;
}

export interface PriceTemplateQuery extends PageQuery {
  /** Part of the name. */
  keyword?: string;
}

/** One SKU of a product priced by a rule: cost is CNY, price the template currency. */
export interface PricePreviewRow {
  sku: string;
  color_name: string;
  size_name: string;
  cost: string;
  price: string;
}

export interface PricePreview {
  currency: string;
  rows: PricePreviewRow[];
}

// ── Listing templates (产品模板) ──────────────────────────────────────────────

/** Marketplace keys of the publishing center (the server menu's) plus WooCommerce and Amazon. */
export type PublishPlatform =
  | 'shopify'
  | 'shopline'
  | 'shoplazza'
  | 'wish'
  | 'etsy'
  | 'shopee'
  | 'aliexpress'
  | 'tiktok'
  | 'temu'
  | 'temuLocal'
  | 'temuHosted'
  | 'shein'
  | 'ozon'
  | 'dj'
  | 'woocommerce'
  | 'amazon';

/**
 * Placeholders of title and description patterns: {name} the product's name, {blank} its blank's
 * name, {colors} its colour names joined with ', ', {sizes} its size names joined with ', '.
 */
export const LISTING_PLACEHOLDERS = ['name', 'blank', 'colors', 'sizes'] as const;

export interface ListingTemplateInput {
  platform: PublishPlatform;
  name: string;
  title_pattern: string;
  description_pattern: string;
  category: string;
  attributes: Record<string, string>;
  /** The marketplace option colours go to (default 'Color'). */
  color_option: string;
  /** The marketplace option sizes go to (default 'Size'). */
  size_option: string;
  /** `main`: the product's main mockup only; `all`: every ready mockup, the main one first. */
  images: 'main' | 'all';
  /** null: the reseller's default price template. */
  price_template_id: number | null;
  /** The listing's state on the marketplace once published. */
  status: 'active' | 'draft';
  tags: string[];
  vendor: string;
  product_type: string;
  /**
   * Etsy's listing fields (templates of platform `etsy`). Omitted on an update: kept as they are;
   * null: none yet (a release of the template then fails naming what is missing).
   */
  etsy?: EtsyListingFields | null;
}

/** What Etsy's createDraftListing needs beyond the texts, prices and pictures PodKit makes. */
export interface EtsyListingFields {
  /** Seller taxonomy id of the listing's category (getSellerTaxonomyNodes). */
  taxonomy_id: number;
  who_made: EtsyWhoMade;
  when_made: EtsyWhenMade;
  /** The shop's shipping profile (getShopShippingProfiles), required for physical listings. */
  shipping_profile_id: number;
  /** The shop's processing profile (readiness state), required for physical listings. */
  readiness_state_id: number;
  /** Stock offered per variant (Etsy allows 1–999). */
  quantity: number;
}

/**
 * A listing field one marketplace needs beyond the common ones (Etsy's who_made, a category id …).
 * Its value is kept in the template's `attributes` under `key`, as text.
 */
export interface MarketplaceField {
  key: string;
  label: string;
  required: boolean;
  /** What to fill in, as the marketplace names it. */
  hint: string;
  /** A positive whole number (the marketplace's id of a category, a profile …). */
  numeric: boolean;
  /** The values the marketplace accepts, when it names a fixed list. */
  options: Array<{ value: string; label: string }> | null;
}

export interface MarketplaceFields {
  fields: MarketplaceField[];
}

/** One node of a marketplace's category tree, read from one of the reseller's authorised stores. */
export interface PlatformCategory {
  /** The marketplace's category id, as the template's `category_id` keeps it. */
  id: string;
  name: string;
  /** Only a leaf category can hold a listing. */
  leaf: boolean;
}

export interface PlatformCategoriesQuery {
  platform: PublishPlatform;
  /** The node whose children to list; omitted: the tree's top level. */
  parent_id?: string;
}

export interface PlatformCategories {
  /** The store the tree was read from. */
  store_name: string;
  categories: PlatformCategory[];
}

/**
 * An attribute the marketplace asks for in one category. The template keeps its value in
 * `attributes` under `attr_<id>`: the chosen value ids (comma separated) or the typed text.
 */
export interface CategoryAttribute {
  id: string;
  name: string;
  required: boolean;
  /** select / multi_select: one or several of `values`; text: free text. */
  input_type: 'select' | 'multi_select' | 'text';
  values: Array<{ id: string; name: string }>;
}

export interface CategoryAttributesQuery {
  platform: PublishPlatform;
  category_id: string;
}

export interface CategoryAttributes {
  category_id: string;
  attributes: CategoryAttribute[];
  /**
   * The category's brands where the marketplace takes one (kept under `brand_id`); null where it
   * takes none.
   */
  brand: { required: boolean; brands: Array<{ id: string; name: string }> } | null;
}

export interface ListingTemplate extends ListingTemplateInput {
  id: number;
  etsy: EtsyListingFields | null;
  created_at: string;
  updated_at: string;
}

/** The one marketplace a call is about (its fields, its import sheet, its templates' export). */
export interface MarketplaceChoice {
  platform: PublishPlatform;
}

export interface ListingTemplateQuery extends PageQuery {
  platform?: PublishPlatform;
  keyword?: string;
}

// ── Releases (刊登) ───────────────────────────────────────────────────────────

export type ListingStatus = 'queued' | 'publishing' | 'published' | 'failed' | 'unpublished';

/** One product on one store: publishing it again updates the same marketplace listing. */
export interface Listing {
  id: number;
  platform: PublishPlatform;
  store_id: number;
  store_name: string;
  product_id: number;
  product_name: string;
  product_image: string;
  template_id: number | null;
  template_name: string;
  status: ListingStatus;
  /** The marketplace's id of the listing once it exists ('' before). */
  platform_listing_id: string;
  listing_url: string;
  /** The marketplace's or PodKit's words when failed; '' otherwise. */
  message: string;
  published_at: string | null;
  updated_at: string;
}

/** What a release answers: one listing per product, queued. */
export interface ReleaseResult {
  listings: Listing[];
}

export interface ReleaseQuery extends PageQuery {
  platform?: PublishPlatform;
  store_id?: number;
  status?: ListingStatus;
  /** Part of the product name. */
  keyword?: string;
}

export interface ReleaseBody {
  store_id: number;
  template_id: number;
  product_ids: number[];
}

/** A marketplace's bulk-upload file (批量上传文件) of some products, filled from a template of it. */
export interface BulkFileBody {
  /** Any marketplace but dj (which lists through PodKit's own open API). */
  platform: PublishPlatform;
  template_id: number;
  product_ids: number[];
}

/** The file made: a private download of the reseller's (a short-lived signed URL), one row per variant. */
export interface BulkFile {
  file_url: string;
  file_name: string;
  rows: number;
}

/** A designed product (我的商品) with its listings on the stores of one marketplace. */
export interface LibraryProduct {
  id: number;
  name: string;
  basic_product_name: string;
  thumbnail: string;
  status: string;
  created_at: string;
  listings: Array<{
    id: number;
    store_id: number;
    store_name: string;
    status: ListingStatus;
    listing_url: string;
  }>;
}

export interface LibraryQuery extends PageQuery {
  platform: PublishPlatform;
  keyword?: string;
}

const BASE = '/distribution/amountTemplate';

export const priceTemplates = {
  /** GET /distribution/amountTemplate: the reseller's price templates, default first. */
  list(client: Client, query: PriceTemplateQuery = {}, options?: CallOptions) {
    return client.get<Paginator<PriceTemplate>>(BASE, { ...options, query: { ...query } });
  },
  /** POST /distribution/amountTemplate */
  create(client: Client, body: PriceTemplateInput, options?: CallOptions) {
    return client.post<PriceTemplate>(BASE, { ...body }, options);
  },
  /** PUT /distribution/amountTemplate/{id} */
  update(client: Client, id: Id, body: PriceTemplateInput, options?: CallOptions) {
    return client.put<PriceTemplate>(`${BASE}/${segment(id)}`, { ...body }, options);
  },
  /** DELETE /distribution/amountTemplate/{id}: listing templates naming it fall back to the default. */
  remove(client: Client, id: Id, options?: CallOptions) {
    return client.delete<null>(`${BASE}/${segment(id)}`, options);
  },
  /** POST /distribution/amountTemplate/preview: a rule applied to each SKU of a product. */
  preview(client: Client, body: PricePreviewBody, options?: CallOptions) {
    return client.post<PricePreview>(`${BASE}/preview`, { ...body }, options);
  },
  /** GET /distribution/amountTemplate/rates */
  rates(client: Client, options?: CallOptions) {
    return client.get<CurrencyRates>(`${BASE}/rates`, options);
  },
  /** PUT /distribution/amountTemplate/rates: replaces every rate. */
  saveRates(client: Client, rates: CurrencyRate[], options?: CallOptions) {
    const body: CurrencyRates = { rates };
    return client.put<CurrencyRates>(`${BASE}/rates`, { ...body }, options);
  },
};

const TEMPLATES = '/distribution/productTemplate';

export const listingTemplates = {
  /** GET /distribution/productTemplate?platform= */
  list(client: Client, query: ListingTemplateQuery = {}, options?: CallOptions) {
    return client.get<Paginator<ListingTemplate>>(TEMPLATES, { ...options, query: { ...query } });
  },
  /** POST /distribution/productTemplate: unknown placeholders in the patterns are refused. */
  create(client: Client, body: ListingTemplateInput, options?: CallOptions) {
    return client.post<ListingTemplate>(TEMPLATES, { ...body }, options);
  },
  /** PUT /distribution/productTemplate/{id} */
  update(client: Client, id: Id, body: ListingTemplateInput, options?: CallOptions) {
    return client.put<ListingTemplate>(`${TEMPLATES}/${segment(id)}`, { ...body }, options);
  },
  /** DELETE /distribution/productTemplate/{id} */
  remove(client: Client, id: Id, options?: CallOptions) {
    return client.delete<null>(`${TEMPLATES}/${segment(id)}`, options);
  },
  /** GET /distribution/productTemplate/categories: a node's children, read from the reseller's store. */
  categories(client: Client, query: PlatformCategoriesQuery, options?: CallOptions) {
    return client.get<PlatformCategories>(`${TEMPLATES}/categories`, {
      ...options,
      query: { ...options?.query, ...query },
    });
  },
  /** GET /distribution/productTemplate/categoryAttributes: the category's attributes and brands. */
  categoryAttributes(client: Client, query: CategoryAttributesQuery, options?: CallOptions) {
    return client.get<CategoryAttributes>(`${TEMPLATES}/categoryAttributes`, {
      ...options,
      query: { ...options?.query, ...query },
    });
  },
  /** GET /distribution/productTemplate/fields?platform=: what the marketplace needs besides. */
  fields(client: Client, platform: PublishPlatform, options?: CallOptions) {
    const query: MarketplaceChoice = { platform };
    return client.get<MarketplaceFields>(`${TEMPLATES}/fields`, {
      ...options,
      query: { ...options?.query, ...query },
    });
  },
};

const RELEASE = '/distribution/release';

export const releases = {
  /** GET /distribution/release: listings, most recently changed first. */
  list(client: Client, query: ReleaseQuery = {}, options?: CallOptions) {
    return client.get<Paginator<Listing>>(RELEASE, { ...options, query: { ...query } });
  },
  /** POST /distribution/release: queues one listing per product (an existing one is updated). */
  publish(client: Client, body: ReleaseBody, options?: CallOptions) {
    return client.post<ReleaseResult>(RELEASE, { ...body }, options);
  },
  /** POST /distribution/release/bulkFile: the marketplace's bulk-upload file, for upload by hand. */
  createBulkFile(client: Client, body: BulkFileBody, options?: CallOptions) {
    return client.post<BulkFile>(`${RELEASE}/bulkFile`, { ...body }, options);
  },
  /** POST /distribution/release/{id}/retry: a failed listing, with the current template. */
  retry(client: Client, id: Id, options?: CallOptions) {
    return client.post<Listing>(`${RELEASE}/${segment(id)}/retry`, {}, options);
  },
  /** POST /distribution/release/{id}/unpublish: takes a published listing off sale. */
  unpublish(client: Client, id: Id, options?: CallOptions) {
    return client.post<Listing>(`${RELEASE}/${segment(id)}/unpublish`, {}, options);
  },
};

export const platformLibrary = {
  /** GET /distribution/platformLibrary?platform=: my products with their listings there. */
  list(client: Client, query: LibraryQuery, options?: CallOptions) {
    return client.get<Paginator<LibraryProduct>>('/distribution/platformLibrary', {
      ...options,
      query: { ...query },
    });
  },
};
