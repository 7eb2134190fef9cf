import type { CallOptions, Client, Query } from '../client/client';
import { segment, type Id, type Loose, type Page } from './shared';

export interface PrintArea {
  view_id: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A product picture per view and colour used by the designer (spec 3). */
export type ShowImageDesign = {
  view_id: number;
  color_id: number;
  image_src: string;
  big_image_src: string;
  small_image_src: string;
  is_point: number;
  canvas_config: unknown;
  point_origin_config: unknown;
  is_user_show_image: number;
  show_model: unknown;
} & Loose;

/** A blank to design on (spec 3, Basic product). */
export type BasicProduct = {
  id: number;
  colors: Array<{ id: number } & Loose>;
  sizes: Array<{ id: number } & Loose>;
  /** 1 merges the sides: editing one view syncs the others. */
  is_merge_design: number;
  design_style: number;
  is_3d: number;
  print_areas: PrintArea[];
  bottom_templates: Loose[];
  show_images_design: ShowImageDesign[];
  /** Comma list of colour ids. */
  color_ids: string;
} & Loose;

export type PurchaseRule = { purchase_price: string } & Loose;

export type OrdinaryProduct = { id: number } & Loose;

/** A general-goods category (spec 3, Ordinary product category). */
export type OrdinaryProductCategory = {
  category_id: number;
  parent_category_id: number;
  display_category_name: string;
} & Loose;

/** GET /distribution/basicProduct (params). */
export function listBasic(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<Page<BasicProduct>> {
  return client.get('/distribution/basicProduct', { ...options, query });
}

/** GET /distribution/basicProduct/{id} */
export function getBasic(client: Client, id: Id, options?: CallOptions): Promise<BasicProduct> {
  return client.get(`/distribution/basicProduct/${segment(id)}`, options);
}

/** GET /distribution/basicProduct/getPurchaseRule/{id} with color_id and size_id. */
export function getPurchaseRule(
  client: Client,
  id: Id,
  query: { color_id: Id; size_id: Id },
  options?: CallOptions,
): Promise<PurchaseRule> {
  return client.get(`/distribution/basicProduct/getPurchaseRule/${segment(id)}`, {
    ...options,
    query: { ...query },
  });
}

/** POST /distribution/product: saves a designed product. */
export function create(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/product', body, options);
}

/** POST /distribution/materialStyle */
export function createMaterialStyle(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/materialStyle', body, options);
}

/** GET /api/systemConfig/designStyle */
export function getDesignStyles(client: Client, options?: CallOptions): Promise<unknown> {
  return client.get('/api/systemConfig/designStyle', options);
}

/** GET /api/systemConfig/designMask */
export function getDesignMasks(client: Client, options?: CallOptions): Promise<unknown> {
  return client.get('/api/systemConfig/designMask', options);
}

/** GET /distribution/userBasicProductCategory */
export function listUserCategories(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.get('/distribution/userBasicProductCategory', { ...options, query });
}

/** GET /distribution/userConfig/userColors */
export function getUserColors(client: Client, options?: CallOptions): Promise<unknown> {
  return client.get('/distribution/userConfig/userColors', options);
}

/** PUT /distribution/userConfig/userColors */
export function saveUserColors(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.put('/distribution/userConfig/userColors', body, options);
}

/** POST /distribution/userConfig/deleteUserColors */
export function deleteUserColors(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/userConfig/deleteUserColors', body, options);
}

/** Signed-in users read general goods under /distribution, visitors under /frontend (spec 7). */
function goodsBase(client: Client): string {
  return client.tokenStore.get() ? '/distribution' : '/frontend';
}

/** GET /distribution/ordinaryProduct, or /frontend/ordinaryProduct when signed out. */
export function listOrdinary(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<Page<OrdinaryProduct>> {
  return client.get(`${goodsBase(client)}/ordinaryProduct`, { ...options, query });
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
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/ordinaryProductForm', body, options);
}
