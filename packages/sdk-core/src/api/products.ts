import type { CallOptions, Client, Query } from '../client/client';
import type { TortBrandHit } from './tort-brands';
import type { DesignDocument } from './design-document';
import { segment, type Id, type IdsInput, type PageQuery, type Paginator } from './shared';

/** 1 on sale, 0 off sale. */
export type ProductStatus = 0 | 1;

/** A colour of a blank. */
export interface BasicProductColor {
  id: number;
  name: string;
  /** #RRGGBB, upper case. */
  hex: string;
  sort: number;
}

/** A size of a blank; its surcharge is added to the product's base price. */
export interface BasicProductSize {
  id: number;
  name: string;
  sort: number;
  /** Yuan, 2 decimals, truncated. */
  surcharge: string;
}

/**
 * Where artwork goes on one view (spec 3: view_id, left, top, width, height), in px of the view's
 * canvas, plus what the factory prints: the real size in millimetres and the print resolution.
 */
export interface PrintArea {
  view_id: number;
  left: number;
  top: number;
  width: number;
  height: number;
  width_mm: number;
  height_mm: number;
  dpi: number;
}

/** A side of a blank (正面, 背面, 环绕 …): the canvas its mockup is drawn at and its print area. */
export interface BasicProductView {
  /** The view's id; print areas and images refer to it as `view_id`. */
  view_id: number;
  name: string;
  sort: number;
  canvas_width: number;
  canvas_height: number;
  print_area: PrintArea;
}

/** A packaging (bottom) template offered with a blank. */
export interface BottomTemplate {
  id: number;
  name: string;
  image: string;
}

/** The canvas (px) a mockup picture is drawn for. */
export interface CanvasConfig {
  width: number;
  height: number;
}

/**
 * Where the print lands on a mockup picture when `is_point` is 1, in picture (canvas_config) px:
 * without `columns`, the print area's four corners (top-left, top-right, bottom-right,
 * bottom-left) for a perspective; with `columns`, a mesh of points row-major from the top-left,
 * `columns` per row, for a curved surface such as a mug or a garment's chest.
 */
export interface PointOriginConfig {
  points: Array<{ x: number; y: number }>;
  columns?: number;
}

/** A product picture per view and colour used by the designer (spec 3). */
export interface ShowImageDesign {
  id: number;
  view_id: number;
  color_id: number;
  /** 469 px preview. */
  image_src: string;
  /** 1000 px. */
  big_image_src: string;
  /** 120 px thumbnail. */
  small_image_src: string;
  is_point: 0 | 1;
  canvas_config: CanvasConfig | null;
  point_origin_config: PointOriginConfig | null;
  /** 1: the picture is shown to buyers as a product photo. */
  is_user_show_image: 0 | 1;
  /** 0 flat mockup, 1 worn by or shown on a model. */
  show_model: 0 | 1;
}

/** The price of one group level (privilege price) for a blank. */
export interface PrivilegePrice {
  group_id: number;
  level_name: string;
  /** 'percent': `discount_percent` of the price; 'fixed': `fixed_price` replaces the base price. */
  mode: 'percent' | 'fixed';
  /** e.g. 88.5 means 88.5 % of the price; null in fixed mode. */
  discount_percent: number | null;
  /** Yuan; null in percent mode. */
  fixed_price: string | null;
}

/** The lowest SKU price of a blank at one group level (privilegePrice screen). */
export interface LevelPrice {
  group_id: number;
  level_name: string;
  /** Yuan, the cheapest colour × size at this level. */
  price: string;
}

/** A blank as lists show it. */
export interface BasicProductSummary {
  id: number;
  name: string;
  code: string;
  category_id: number | null;
  category_name: string;
  /** 1 merges the sides: editing one view syncs the others. */
  is_merge_design: 0 | 1;
  design_style: number;
  is_3d: 0 | 1;
  status: ProductStatus;
  /** The first colour's first view, 469 px. */
  image: string;
  small_image: string;
  /** List price of the cheapest size, yuan. */
  price: string;
  /** Comma list of colour ids. */
  color_ids: string;
  color_count: number;
  size_count: number;
}

/** A blank in the reseller's list: their own level's price added. */
export interface DistributionBasicProductSummary extends BasicProductSummary {
  /** The caller's group level price of the cheapest SKU, yuan. */
  purchase_price: string;
}

/** A blank to design on (spec 3, Basic product), as visitors get it. */
export interface BasicProduct extends BasicProductSummary {
  description: string;
  weight_grams: number;
  /** Base price, yuan: a size's price is base plus its surcharge. */
  base_price: string;
  colors: BasicProductColor[];
  sizes: BasicProductSize[];
  views: BasicProductView[];
  print_areas: PrintArea[];
  bottom_templates: BottomTemplate[];
  show_images_design: ShowImageDesign[];
  design_masks: DesignMask[];
}

/** A blank as a signed-in reseller gets it: prices of their level and of every level. */
export interface DistributionBasicProduct extends BasicProduct {
  purchase_price: string;
  level_name: string;
  level_prices: LevelPrice[];
}

/** The price of a colour × size for the caller's group level. */
export interface PurchaseRule {
  basic_product_id: number;
  color_id: number;
  size_id: number;
  /** Yuan, truncated to 2 decimals. */
  purchase_price: string;
  /** The list price of this SKU, yuan. */
  original_price: string;
  level_name: string;
  group_id: number | null;
  /** How the purchase price was found. */
  price_mode: 'original' | 'percent' | 'fixed';
  discount_percent: number | null;
  weight_grams: number;
}

/** Filters of the reseller's blank list (the other lists take fewer, see below). */
export interface BasicProductQuery extends PageQuery {
  keyword?: string;
  /** A category and everything under it. */
  category_id?: number;
  is_3d?: 0 | 1;
  design_style?: number;
  /** Reseller list only: 1 on sale (default), 0 off sale. */
  status?: ProductStatus;
  /** Reseller list only: blanks the reseller put in one of their own categories. */
  user_category_id?: number;
}

/** Filters of the visitors' blank list (on-sale blanks only). */
export type PublicBasicProductQuery = Omit<BasicProductQuery, 'status' | 'user_category_id'>;

/** Query of GET …/getPurchaseRule/{id}: one colour × size of the blank. */
export interface PurchaseRuleQuery {
  color_id: number;
  size_id: number;
}

/** Query of GET /api/systemConfig/designMask. */
export interface DesignMaskQuery {
  /** Only the masks of this blank. */
  basic_product_id?: number;
}

/** A node of the public blank category tree. */
export interface StockSkuCategory {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
  /** On-sale blanks directly in this category. */
  product_count: number;
  children: StockSkuCategory[];
}

/** A design style (spec 3: design style default 1). `id` is the number blanks use. */
export interface DesignStyle {
  id: number;
  name: string;
  description: string;
  sort: number;
}

/** A mask drawn over a view, e.g. the camera cut-out of a phone case. */
export interface DesignMask {
  id: number;
  name: string;
  /** SVG path data in the view's canvas px; empty when `image` is used. */
  svg_path: string;
  /** A mask picture (root-relative or absolute URL); empty when `svg_path` is used. */
  image: string;
  basic_product_id: number | null;
  view_id: number | null;
  sort: number;
}

/** A reseller's own grouping of blanks. */
export interface UserBasicProductCategory {
  id: number;
  name: string;
  sort: number;
  basic_product_ids: number[];
}

export interface UserBasicProductCategoryInput {
  name: string;
  sort?: number;
  basic_product_ids?: number[];
}

/** A reseller's saved colour swatches, #RRGGBB. */
export interface UserColors {
  colors: string[];
}

/** One value of an SKU's spec, e.g. { name: '容量', value: '350ml' }. */
export interface SpecValue {
  name: string;
  value: string;
}

export interface OrdinaryProductSku {
  id: number;
  code: string;
  spec_values: SpecValue[];
  /** Yuan. */
  price: string;
  stock: number;
}

/** A general good (spec: ordinary product). */
export interface OrdinaryProduct {
  id: number;
  name: string;
  category_id: number | null;
  category_name: string;
  /** The first image. */
  image: string;
  images: string[];
  /** Yuan; the cheapest SKU when there are SKUs. */
  price: string;
  /** Sum of the SKUs' stock when there are SKUs. */
  stock: number;
  skus: OrdinaryProductSku[];
  description: string;
  /** 1 published, 0 draft (drafts only reach operators). */
  is_published: 0 | 1;
  created_at: string;
  /** For a signed-in reseller: 1 when it is among their favourites (收藏). */
  is_favourite?: 0 | 1;
}

export interface OrdinaryProductQuery extends PageQuery {
  keyword?: string;
  /** A category and everything under it. */
  category_id?: number;
}

/** A general-goods category (spec 3, Ordinary product category). */
export interface OrdinaryProductCategory {
  category_id: number;
  /** 0 for a top-level category. */
  parent_category_id: number;
  /** The path from the top, e.g. 家居用品 / 水杯. */
  display_category_name: string;
  category_name: string;
  sort: number;
}

/** POST /distribution/ordinaryProductForm: ask the platform to source a general good. */
export interface OrdinaryProductFormInput {
  name: string;
  /** A link to the good, or describe it in `description`; one of the two is needed. */
  link?: string;
  description?: string;
  expected_quantity: number;
  contact: string;
}

export interface OrdinaryProductForm {
  id: number;
  user_id: number;
  username: string;
  name: string;
  link: string;
  description: string;
  expected_quantity: number;
  contact: string;
  /** 0 waiting, 1 handled by an operator. */
  status: 0 | 1;
  created_at: string;
}

/** GET /distribution/basicProduct (params). */
export function listBasic(
  client: Client,
  query: BasicProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<DistributionBasicProductSummary>> {
  return client.get('/distribution/basicProduct', { ...options, query: { ...query } });
}

/** GET /distribution/basicProduct/{id} */
export function getBasic(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<DistributionBasicProduct> {
  return client.get(`/distribution/basicProduct/${segment(id)}`, options);
}

/** GET /distribution/basicProduct/getPurchaseRule/{id} with color_id and size_id. */
export function getPurchaseRule(
  client: Client,
  id: Id,
  query: PurchaseRuleQuery,
  options?: CallOptions,
): Promise<PurchaseRule> {
  return client.get(`/distribution/basicProduct/getPurchaseRule/${segment(id)}`, {
    ...options,
    query: { ...query },
  });
}

/** GET /frontend/basicProduct: on-sale blanks for visitors, list prices only. */
export function listPublicBasic(
  client: Client,
  query: PublicBasicProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<BasicProductSummary>> {
  return client.get('/frontend/basicProduct', { ...options, query: { ...query } });
}

/** GET /frontend/basicProduct/{id}: an on-sale blank for visitors. */
export function getPublicBasic(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<BasicProduct> {
  return client.get(`/frontend/basicProduct/${segment(id)}`, options);
}

/** GET /frontend/stockSkuCategory: the public blank category tree. */
export function getStockSkuCategories(
  client: Client,
  options?: CallOptions,
): Promise<StockSkuCategory[]> {
  return client.get('/frontend/stockSkuCategory', options);
}

/** Render state of one print file or mockup. */
export type RenderStatus = 'pending' | 'ready' | 'failed';
/** rendering: print files are being made; ready: all made; failed: one failed for good. */
export type DesignedProductStatus = 'rendering' | 'ready' | 'failed';

/** Saving a design (POST /distribution/product, PUT /distribution/product/{id}). */
export type DesignedProductInput = {
  name: string;
  basic_product_id: number;
  document: DesignDocument;
  color_ids: number[];
  size_ids: number[];
};

/** One colour × size of a designed product, priced when it was saved. */
export interface DesignedProductSku {
  id: number;
  color_id: number;
  color_name: string;
  size_id: number;
  size_name: string;
  sku: string;
  /** The caller's purchase price at save time, yuan. */
  purchase_price: string;
}

/**
 * What a save answers: the SKUs, the job that renders print files and mockups, and the listed
 * infringing brands the title or a text layer names (saved all the same; the editor warns).
 */
export interface DesignedProductSaved {
  id: number;
  skus: DesignedProductSku[];
  job_id: number;
  tort_hits: TortBrandHit[];
}

/** Where a refused design document is wrong: the data of a save's 422 answer. */
export type DesignRefusal = { errors: Array<{ path: string; message: string }> } | { path: string };

/** A save's answer data: the saved product, or with status_code 422 the refusal. */
export type DesignedProductSaveAnswer = DesignedProductSaved | DesignRefusal;

/** How many design records a batch delete removed. */
export interface DesignedProductsDeleted {
  deleted: number;
}

/** The print file of one view (the same for every colour). */
export interface DesignedPrintFile {
  view_id: number;
  view_name: string;
  status: RenderStatus;
  /** Empty until ready. */
  url: string;
  width_px: number | null;
  height_px: number | null;
  dpi: number;
  /** Why it failed, in Chinese; empty otherwise. */
  error: string;
}

/** The mockup of one view × colour, 469 px wide. */
export interface DesignedMockup {
  view_id: number;
  color_id: number;
  status: RenderStatus;
  url: string;
  error: string;
}

/** A design record as the list shows it. */
export interface DesignedProductSummary {
  id: number;
  name: string;
  basic_product_id: number;
  basic_product_name: string;
  /** The first ready mockup; empty while none is ready. */
  thumbnail: string;
  status: DesignedProductStatus;
  created_at: string;
  updated_at: string;
}

/** A designed product with everything: document, SKUs, print files and mockups. */
export interface DesignedProduct extends DesignedProductSummary {
  is_merge_design: 0 | 1;
  document: DesignDocument;
  skus: DesignedProductSku[];
  print_files: DesignedPrintFile[];
  mockups: DesignedMockup[];
  job_id: number | null;
}

export interface DesignedProductQuery extends PageQuery {
  /** Part of the name, or a whole PodKit SKU or SKU code. */
  keyword?: string;
  basic_product_id?: number;
  /** A blank category; products on blanks in it or below it. */
  category_id?: number;
  /** A colour name (any blank), e.g. 白色. */
  color?: string;
  /** YYYY-MM-DD in the site's time zone. */
  created_from?: string;
  created_to?: string;
}

/** POST /distribution/product/mergeSku: several designed products joined into one for listing. */
export type MergedProductInput = {
  name: string;
  /** Two or more of the caller's designed products, in the order they are listed. */
  product_ids: number[];
};

/** One SKU of a merged product: a SKU of one of its designed products. */
export interface MergedProductSku extends DesignedProductSku {
  product_id: number;
  product_name: string;
}

/** A merged product as lists show it. */
export interface MergedProductSummary {
  id: number;
  name: string;
  product_count: number;
  sku_count: number;
  /** The first designed product's thumbnail; empty while none is ready. */
  thumbnail: string;
  created_at: string;
}

/** A merged product with its designed products and every SKU. */
export interface MergedProduct extends MergedProductSummary {
  products: DesignedProductSummary[];
  skus: MergedProductSku[];
}

/** A saved reusable style: a named design fragment (layers of a design document). */
export type MaterialStyleInput = {
  name: string;
  content: Record<string, unknown>;
};

export type MaterialStyle = MaterialStyleInput & {
  id: number;
  created_at: string;
};

/** POST /distribution/product: saves a designed product and queues its print files and mockups. */
export function create(
  client: Client,
  body: DesignedProductInput,
  options?: CallOptions,
): Promise<DesignedProductSaved> {
  return client.post('/distribution/product', body, options);
}

/** PUT /distribution/product/{id}: saves a design again; its files are rendered again. */
export function update(
  client: Client,
  id: Id,
  body: DesignedProductInput,
  options?: CallOptions,
): Promise<DesignedProductSaved> {
  return client.put(`/distribution/product/${segment(id)}`, body, options);
}

/** GET /distribution/product: design records, newest first. */
export function listDesigned(
  client: Client,
  query: DesignedProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<DesignedProductSummary>> {
  return client.get('/distribution/product', { ...options, query: { ...query } });
}

/** GET /distribution/product/{id} */
export function getDesigned(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<DesignedProduct> {
  return client.get(`/distribution/product/${segment(id)}`, options);
}

/** POST /distribution/product/{id}/duplicate: a copy named "…（副本）", rendered anew. */
export function duplicateDesigned(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<DesignedProductSaved> {
  return client.post(`/distribution/product/${segment(id)}/duplicate`, undefined, options);
}

/** POST /distribution/product/batchDelete: all of them, or none when one is not the caller's. */
export function removeDesignedMany(
  client: Client,
  ids: number[],
  options?: CallOptions,
): Promise<DesignedProductsDeleted> {
  return client.post('/distribution/product/batchDelete', { ids } satisfies IdsInput, options);
}

/** DELETE /distribution/product/{id} */
export function removeDesigned(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/product/${segment(id)}`, options);
}

/** POST /distribution/product/mergeSku: joins designed products into one product. */
export function mergeSku(
  client: Client,
  body: MergedProductInput,
  options?: CallOptions,
): Promise<MergedProduct> {
  return client.post('/distribution/product/mergeSku', { ...body }, options);
}

/** GET /distribution/product/merged: the caller's merged products, newest first. */
export function listMerged(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<MergedProductSummary>> {
  return client.get('/distribution/product/merged', { ...options, query: { ...query } });
}

/** GET /distribution/product/merged/{id} */
export function getMerged(client: Client, id: Id, options?: CallOptions): Promise<MergedProduct> {
  return client.get(`/distribution/product/merged/${segment(id)}`, options);
}

/** DELETE /distribution/product/merged/{id}: the designed products stay. */
export function removeMerged(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/product/merged/${segment(id)}`, options);
}

/** POST /distribution/materialStyle: saves a reusable style. */
export function createMaterialStyle(
  client: Client,
  body: MaterialStyleInput,
  options?: CallOptions,
): Promise<MaterialStyle> {
  return client.post('/distribution/materialStyle', body, options);
}

/** GET /distribution/materialStyle: the caller's saved styles, newest first. */
export function listMaterialStyles(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<MaterialStyle>> {
  return client.get('/distribution/materialStyle', { ...options, query: { ...query } });
}

/** GET /api/systemConfig/designStyle */
export function getDesignStyles(client: Client, options?: CallOptions): Promise<DesignStyle[]> {
  return client.get('/api/systemConfig/designStyle', options);
}

/** GET /api/systemConfig/designMask (query basic_product_id narrows to one blank). */
export function getDesignMasks(
  client: Client,
  options?: CallOptions & { query?: DesignMaskQuery },
): Promise<DesignMask[]> {
  return client.get('/api/systemConfig/designMask', options);
}

/** GET /distribution/userBasicProductCategory */
export function listUserCategories(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<UserBasicProductCategory[]> {
  return client.get('/distribution/userBasicProductCategory', { ...options, query });
}

/** POST /distribution/userBasicProductCategory */
export function createUserCategory(
  client: Client,
  body: UserBasicProductCategoryInput,
  options?: CallOptions,
): Promise<UserBasicProductCategory> {
  return client.post('/distribution/userBasicProductCategory', { ...body }, options);
}

/** PUT /distribution/userBasicProductCategory/{id}: any subset of the fields. */
export function updateUserCategory(
  client: Client,
  id: Id,
  body: Partial<UserBasicProductCategoryInput>,
  options?: CallOptions,
): Promise<UserBasicProductCategory> {
  return client.put(`/distribution/userBasicProductCategory/${segment(id)}`, { ...body }, options);
}

/** DELETE /distribution/userBasicProductCategory/{id} */
export function deleteUserCategory(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/userBasicProductCategory/${segment(id)}`, options);
}

/** GET /distribution/userConfig/userColors */
export function getUserColors(client: Client, options?: CallOptions): Promise<UserColors> {
  return client.get('/distribution/userConfig/userColors', options);
}

/** PUT /distribution/userConfig/userColors: adds the colours (#RGB or #RRGGBB) to the saved ones. */
export function saveUserColors(
  client: Client,
  body: UserColors,
  options?: CallOptions,
): Promise<UserColors> {
  return client.put('/distribution/userConfig/userColors', { ...body }, options);
}

/** POST /distribution/userConfig/deleteUserColors: removes the colours from the saved ones. */
export function deleteUserColors(
  client: Client,
  body: UserColors,
  options?: CallOptions,
): Promise<UserColors> {
  return client.post('/distribution/userConfig/deleteUserColors', { ...body }, options);
}

/** Signed-in users read general goods under /distribution, visitors under /frontend (spec 7). */
function goodsBase(client: Client): string {
  return client.tokenStore.get() ? '/distribution' : '/frontend';
}

/** GET /distribution/ordinaryProduct, or /frontend/ordinaryProduct when signed out. */
export function listOrdinary(
  client: Client,
  query: OrdinaryProductQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrdinaryProduct>> {
  return client.get(`${goodsBase(client)}/ordinaryProduct`, { ...options, query: { ...query } });
}

/** GET /distribution/ordinaryProduct/{id}, or the /frontend form when signed out. */
export function getOrdinary(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<OrdinaryProduct> {
  return client.get(`${goodsBase(client)}/ordinaryProduct/${segment(id)}`, options);
}

/** GET /distribution/ordinaryProductCategory, or the /frontend form when signed out. */
export function listOrdinaryCategories(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<OrdinaryProductCategory[]> {
  return client.get(`${goodsBase(client)}/ordinaryProductCategory`, { ...options, query });
}

/** POST /distribution/ordinaryProductForm */
export function submitOrdinaryForm(
  client: Client,
  body: OrdinaryProductFormInput,
  options?: CallOptions,
): Promise<OrdinaryProductForm> {
  return client.post('/distribution/ordinaryProductForm', { ...body }, options);
}

// ── 单品图库: the mockups and print files of the reseller's products ─────────────

export type ProductImageKind = 'mockup' | 'print';

/** One ready mockup (view × colour) or print file (view) of a designed product. */
export interface ProductImage {
  /** Unique with `kind`. */
  id: number;
  kind: ProductImageKind;
  product_id: number;
  product_name: string;
  view_id: number;
  view_name: string;
  /** The mockup's colour; null on a print file (one for every colour). */
  color_id: number | null;
  color_name: string;
  color_hex: string;
  url: string;
  /** Pixel size of a print file; null on a mockup. */
  width_px: number | null;
  height_px: number | null;
  /** The product's main picture (设为主图); always false on a print file. */
  is_main: boolean;
  updated_at: string;
}

export interface ProductImageQuery extends PageQuery {
  kind?: ProductImageKind;
  product_id?: number;
  /** A view name (正面, 背面 …) across blanks. */
  view?: string;
  /** A colour name across blanks (mockups only). */
  color?: string;
}

/** The view and colour names the reseller's ready images have: the gallery's filter choices. */
export interface ProductImageFacets {
  views: string[];
  colors: Array<{ name: string; hex: string }>;
}

/** GET /distribution/productImage: ready mockups or print files, newest product first. */
export function listImages(
  client: Client,
  query: ProductImageQuery = {},
  options?: CallOptions,
): Promise<Paginator<ProductImage>> {
  return client.get('/distribution/productImage', { ...options, query: { ...query } });
}

/** GET /distribution/productImage/facets */
export function imageFacets(client: Client, options?: CallOptions): Promise<ProductImageFacets> {
  return client.get('/distribution/productImage/facets', options);
}

/** The mockup chosen as a product's main picture: its view and colour. */
export interface MainImageInput {
  view_id: number;
  color_id: number;
}

/** PUT /distribution/product/{id}/mainImage: a ready mockup becomes the product's main picture. */
export function setMainImage(
  client: Client,
  id: Id,
  body: MainImageInput,
  options?: CallOptions,
): Promise<null> {
  return client.put(`/distribution/product/${segment(id)}/mainImage`, { ...body }, options);
}
