import type { CallOptions, Client } from '../client/client';
import type {
  BasicProduct,
  BasicProductQuery,
  BasicProductSummary,
  CanvasConfig,
  DesignMask,
  DesignStyle,
  OrdinaryProduct,
  OrdinaryProductCategory,
  OrdinaryProductForm,
  OrdinaryProductQuery,
  PointOriginConfig,
  PrivilegePrice,
  ProductStatus,
  ShowImageDesign,
  SpecValue,
  StockSkuCategory,
} from './products';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/**
 * Money in operator inputs: yuan as a string or number with at most 2 decimals, never negative
 * (e.g. '39.90'). Responses always carry yuan strings.
 */
export type YuanInput = string | number;

/** A blank as an operator edits it: every level's privilege price included. */
export interface AdminBasicProduct extends BasicProduct {
  privilege_prices: PrivilegePrice[];
  created_at: string;
  updated_at: string;
}

/** Operator list filters: `status` unset lists both on and off sale. */
export type AdminBasicProductQuery = Omit<BasicProductQuery, 'user_category_id'>;

/** A colour in a blank's input; with `id` an existing colour is kept (and its images). */
export interface BasicProductColorInput {
  id?: number;
  name: string;
  /** #RGB or #RRGGBB. */
  hex: string;
  sort?: number;
}

export interface BasicProductSizeInput {
  id?: number;
  name: string;
  sort?: number;
  /** Added to the base price; default 0. */
  surcharge?: YuanInput;
}

/** A print area in canvas px (must lie inside the canvas) plus the real print size and DPI. */
export interface PrintAreaInput {
  left: number;
  top: number;
  width: number;
  height: number;
  width_mm: number;
  height_mm: number;
  dpi: number;
}

export interface BasicProductViewInput {
  /** An existing view's id: kept with its images. */
  view_id?: number;
  name: string;
  sort?: number;
  canvas_width: number;
  canvas_height: number;
  print_area: PrintAreaInput;
}

export interface BottomTemplateInput {
  id?: number;
  name: string;
  image: string;
}

/**
 * Body of POST /admin/catalog/basicProduct. PUT takes any subset; a list that is present replaces
 * the stored one (items with an id are updated, items without are added, missing ones removed).
 */
export interface BasicProductInput {
  name: string;
  /** Unique on the site, e.g. TSHIRT-001. */
  code: string;
  category_id?: number | null;
  description?: string;
  is_merge_design?: 0 | 1;
  design_style?: number;
  is_3d?: 0 | 1;
  status?: ProductStatus;
  weight_grams: number;
  base_price: YuanInput;
  colors: BasicProductColorInput[];
  sizes: BasicProductSizeInput[];
  views: BasicProductViewInput[];
  bottom_templates?: BottomTemplateInput[];
}

/** One picture per view × colour; the URLs come from the signed upload form (StoredFile.url). */
export interface ShowImageDesignInput {
  view_id: number;
  color_id: number;
  image_src: string;
  big_image_src: string;
  small_image_src: string;
  is_point?: 0 | 1;
  canvas_config?: CanvasConfig | null;
  point_origin_config?: PointOriginConfig | null;
  is_user_show_image?: 0 | 1;
  show_model?: 0 | 1;
}

export interface PrivilegePriceInput {
  group_id: number;
  mode: 'percent' | 'fixed';
  /** percent mode: more than 0, at most 100, 2 decimals. */
  discount_percent?: number;
  /** fixed mode. */
  fixed_price?: YuanInput;
}

/** Body of PUT …/basicProduct/{id}/images: every picture of the blank. */
export interface BlankImagesInput {
  images: ShowImageDesignInput[];
}

/** Body of PUT …/basicProduct/{id}/privilegePrices: every level's price. */
export interface PrivilegePricesInput {
  prices: PrivilegePriceInput[];
}

export interface StockSkuCategoryInput {
  name: string;
  /** 0 or absent for a top-level category. */
  parent_id?: number;
  sort?: number;
}

export interface DesignStyleInput {
  /** The number blanks use in `design_style`; unique on the site. */
  id: number;
  name: string;
  description?: string;
  sort?: number;
}

export interface DesignMaskInput {
  name: string;
  /** SVG path data in the view's canvas px, or `image`: one of the two. */
  svg_path?: string;
  image?: string;
  basic_product_id?: number | null;
  view_id?: number | null;
  sort?: number;
}

export interface OrdinaryProductSkuInput {
  id?: number;
  code?: string;
  spec_values: SpecValue[];
  price: YuanInput;
  /** The opening stock of a new SKU (0 when absent); an existing SKU's stock moves only by adjustGoodsStock. */
  stock?: number;
}

export interface OrdinaryProductInput {
  name: string;
  category_id?: number | null;
  images: string[];
  /** Used when there are no SKUs. */
  price: YuanInput;
  /** Used when there are no SKUs: the opening stock on create; afterwards it moves only by adjustGoodsStock. */
  stock?: number;
  description?: string;
  is_published?: 0 | 1;
  skus?: OrdinaryProductSkuInput[];
}

export interface AdminOrdinaryProductQuery extends OrdinaryProductQuery {
  is_published?: 0 | 1;
}

export interface OrdinaryCategoryInput {
  name: string;
  /** 0 or absent for a top-level category. */
  parent_category_id?: number;
  sort?: number;
}

export interface OrdinaryProductFormQuery extends PageQuery {
  status?: 0 | 1;
}

/** Body of PUT /admin/goods/product/{id}/publish: 1 published, 0 draft. */
export interface GoodsPublishInput {
  is_published: 0 | 1;
}

/** Body of PUT /admin/goods/form/{id}: 1 handled, 0 waiting. */
export interface SourcingStatusInput {
  status: 0 | 1;
}

const BLANKS = '/admin/catalog/basicProduct';

/** GET /admin/catalog/basicProduct: every blank, on sale or not. */
export function listBlanks(
  client: Client,
  query: AdminBasicProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<BasicProductSummary>> {
  return client.get(BLANKS, { ...options, query: { ...query } });
}

/** GET /admin/catalog/basicProduct/{id} */
export function getBlank(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<AdminBasicProduct> {
  return client.get(`${BLANKS}/${segment(id)}`, options);
}

/** POST /admin/catalog/basicProduct */
export function createBlank(
  client: Client,
  body: BasicProductInput,
  options?: CallOptions,
): Promise<AdminBasicProduct> {
  return client.post(BLANKS, { ...body }, options);
}

/** PUT /admin/catalog/basicProduct/{id}: any subset of the input. */
export function updateBlank(
  client: Client,
  id: Id,
  body: Partial<BasicProductInput>,
  options?: CallOptions,
): Promise<AdminBasicProduct> {
  return client.put(`${BLANKS}/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/catalog/basicProduct/{id} */
export function deleteBlank(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`${BLANKS}/${segment(id)}`, options);
}

/** PUT /admin/catalog/basicProduct/{id}/images: replaces every picture of the blank. */
export function setBlankImages(
  client: Client,
  id: Id,
  images: ShowImageDesignInput[],
  options?: CallOptions,
): Promise<ShowImageDesign[]> {
  return client.put(
    `${BLANKS}/${segment(id)}/images`,
    { images } satisfies BlankImagesInput,
    options,
  );
}

/** PUT /admin/catalog/basicProduct/{id}/privilegePrices: replaces the group-level prices. */
export function setPrivilegePrices(
  client: Client,
  id: Id,
  prices: PrivilegePriceInput[],
  options?: CallOptions,
): Promise<PrivilegePrice[]> {
  return client.put(
    `${BLANKS}/${segment(id)}/privilegePrices`,
    { prices } satisfies PrivilegePricesInput,
    options,
  );
}

/** GET /admin/catalog/category: the blank category tree with off-sale counts too. */
export function listBlankCategories(
  client: Client,
  options?: CallOptions,
): Promise<StockSkuCategory[]> {
  return client.get('/admin/catalog/category', options);
}

/** POST /admin/catalog/category */
export function createBlankCategory(
  client: Client,
  body: StockSkuCategoryInput,
  options?: CallOptions,
): Promise<StockSkuCategory> {
  return client.post('/admin/catalog/category', { ...body }, options);
}

/** PUT /admin/catalog/category/{id} */
export function updateBlankCategory(
  client: Client,
  id: Id,
  body: Partial<StockSkuCategoryInput>,
  options?: CallOptions,
): Promise<StockSkuCategory> {
  return client.put(`/admin/catalog/category/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/catalog/category/{id}: refused while it has sub-categories. */
export function deleteBlankCategory(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/catalog/category/${segment(id)}`, options);
}

/** POST /admin/catalog/designStyle */
export function createDesignStyle(
  client: Client,
  body: DesignStyleInput,
  options?: CallOptions,
): Promise<DesignStyle> {
  return client.post('/admin/catalog/designStyle', { ...body }, options);
}

/** PUT /admin/catalog/designStyle/{id} (the style number). */
export function updateDesignStyle(
  client: Client,
  id: Id,
  body: Partial<Omit<DesignStyleInput, 'id'>>,
  options?: CallOptions,
): Promise<DesignStyle> {
  return client.put(`/admin/catalog/designStyle/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/catalog/designStyle/{id}: refused while blanks use it. */
export function deleteDesignStyle(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/catalog/designStyle/${segment(id)}`, options);
}

/** POST /admin/catalog/designMask */
export function createDesignMask(
  client: Client,
  body: DesignMaskInput,
  options?: CallOptions,
): Promise<DesignMask> {
  return client.post('/admin/catalog/designMask', { ...body }, options);
}

/** PUT /admin/catalog/designMask/{id} */
export function updateDesignMask(
  client: Client,
  id: Id,
  body: Partial<DesignMaskInput>,
  options?: CallOptions,
): Promise<DesignMask> {
  return client.put(`/admin/catalog/designMask/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/catalog/designMask/{id} */
export function deleteDesignMask(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/catalog/designMask/${segment(id)}`, options);
}

const GOODS = '/admin/goods/product';

/** GET /admin/goods/product: drafts too. */
export function listGoods(
  client: Client,
  query: AdminOrdinaryProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrdinaryProduct>> {
  return client.get(GOODS, { ...options, query: { ...query } });
}

/** GET /admin/goods/product/{id} */
export function getGoods(client: Client, id: Id, options?: CallOptions): Promise<OrdinaryProduct> {
  return client.get(`${GOODS}/${segment(id)}`, options);
}

/** POST /admin/goods/product */
export function createGoods(
  client: Client,
  body: OrdinaryProductInput,
  options?: CallOptions,
): Promise<OrdinaryProduct> {
  return client.post(GOODS, { ...body }, options);
}

/** PUT /admin/goods/product/{id}: any subset; `skus` present replaces the SKUs. */
export function updateGoods(
  client: Client,
  id: Id,
  body: Partial<OrdinaryProductInput>,
  options?: CallOptions,
): Promise<OrdinaryProduct> {
  return client.put(`${GOODS}/${segment(id)}`, { ...body }, options);
}

/** PUT /admin/goods/product/{id}/publish: 1 publishes, 0 takes it back to draft. */
export function publishGoods(
  client: Client,
  id: Id,
  isPublished: 0 | 1,
  options?: CallOptions,
): Promise<OrdinaryProduct> {
  const body: GoodsPublishInput = { is_published: isPublished };
  return client.put(`${GOODS}/${segment(id)}/publish`, { ...body }, options);
}

/** DELETE /admin/goods/product/{id} */
export function deleteGoods(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`${GOODS}/${segment(id)}`, options);
}

/** GET /admin/goods/category */
export function listGoodsCategories(
  client: Client,
  options?: CallOptions,
): Promise<OrdinaryProductCategory[]> {
  return client.get('/admin/goods/category', options);
}

/** POST /admin/goods/category */
export function createGoodsCategory(
  client: Client,
  body: OrdinaryCategoryInput,
  options?: CallOptions,
): Promise<OrdinaryProductCategory> {
  return client.post('/admin/goods/category', { ...body }, options);
}

/** PUT /admin/goods/category/{id} */
export function updateGoodsCategory(
  client: Client,
  id: Id,
  body: Partial<OrdinaryCategoryInput>,
  options?: CallOptions,
): Promise<OrdinaryProductCategory> {
  return client.put(`/admin/goods/category/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/goods/category/{id}: refused while it has sub-categories. */
export function deleteGoodsCategory(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/goods/category/${segment(id)}`, options);
}

/** GET /admin/goods/form: resellers' sourcing requests, newest first. */
export function listSourcingRequests(
  client: Client,
  query: OrdinaryProductFormQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrdinaryProductForm>> {
  return client.get('/admin/goods/form', { ...options, query: { ...query } });
}

/** PUT /admin/goods/form/{id}: marks a sourcing request handled (1) or waiting (0). */
export function setSourcingRequestStatus(
  client: Client,
  id: Id,
  status: 0 | 1,
  options?: CallOptions,
): Promise<OrdinaryProductForm> {
  return client.put(
    `/admin/goods/form/${segment(id)}`,
    { status } satisfies SourcingStatusInput,
    options,
  );
}
