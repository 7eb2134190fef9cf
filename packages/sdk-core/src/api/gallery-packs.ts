import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type IdempotentInput, type PageQuery, type Paginator } from './shared';

/** One picture of a pack: the watermarked preview only (the full-size file is private until bought). */
export interface GalleryPackFile {
  id: number;
  name: string;
  preview_url: string;
  width: number | null;
  height: number | null;
}

/** 图库服务: a licensed artwork pack the operators curate. */
export interface GalleryPack {
  id: number;
  name: string;
  description: string;
  tags: string[];
  /** Yuan. */
  price: string;
  /** The licence each bought file carries into the gallery. */
  licence: string;
  file_count: number;
  files: GalleryPackFile[];
  /** Whether the signed-in reseller owns it. */
  purchased: boolean;
  created_at: string;
}

export interface AdminGalleryPack extends Omit<GalleryPack, 'purchased'> {
  is_published: boolean;
  sales: number;
  updated_at: string;
}

export interface GalleryPackQuery extends PageQuery {
  /** Part of the name or description. */
  keyword?: string;
  tag?: string;
}

export interface GalleryPackInput {
  name: string;
  description?: string;
  tags?: string[];
  /** Yuan. */
  price: string | number;
  licence: string;
  is_published?: boolean;
}

/** Body of POST /admin/galleryPacks/{id}/files: pictures uploaded as private files (type 'file'). */
export interface GalleryPackFilesInput {
  file_ids: number[];
}

/** What a purchase answers: the pack and the materials it put in the reseller's gallery. */
export interface GalleryPackPurchase {
  pack: GalleryPack;
  material_ids: number[];
}

// ── Reseller (valueAddedServicesGallery) ─────────────────────────────────────

/** GET /distribution/galleryPacks: the published packs, by keyword and tag. */
export function list(
  client: Client,
  query: GalleryPackQuery = {},
  options?: CallOptions,
): Promise<Paginator<GalleryPack>> {
  return client.get('/distribution/galleryPacks', { ...options, query: { ...query } });
}

/** GET /distribution/galleryPacks/tags: every tag of the published packs. */
export function tags(client: Client, options?: CallOptions): Promise<string[]> {
  return client.get('/distribution/galleryPacks/tags', options);
}

/** POST /distribution/galleryPacks/{id}/buy: pays once from the balance; the files become materials. */
export function buy(
  client: Client,
  id: Id,
  body: IdempotentInput,
  options?: CallOptions,
): Promise<GalleryPackPurchase> {
  return client.post(`/distribution/galleryPacks/${segment(id)}/buy`, { ...body }, options);
}

// ── Operator (console) ───────────────────────────────────────────────────────

/** GET /admin/galleryPacks */
export function adminList(
  client: Client,
  query: GalleryPackQuery = {},
  options?: CallOptions,
): Promise<Paginator<AdminGalleryPack>> {
  return client.get('/admin/galleryPacks', { ...options, query: { ...query } });
}

/** POST /admin/galleryPacks */
export function adminCreate(
  client: Client,
  body: GalleryPackInput,
  options?: CallOptions,
): Promise<AdminGalleryPack> {
  return client.post('/admin/galleryPacks', { ...body }, options);
}

/** PUT /admin/galleryPacks/{id} */
export function adminUpdate(
  client: Client,
  id: Id,
  body: GalleryPackInput,
  options?: CallOptions,
): Promise<AdminGalleryPack> {
  return client.put(`/admin/galleryPacks/${segment(id)}`, { ...body }, options);
}

/** POST /admin/galleryPacks/{id}/files: adds pictures uploaded as private files (type 'file'). */
export function adminAddFiles(
  client: Client,
  id: Id,
  body: GalleryPackFilesInput,
  options?: CallOptions,
): Promise<AdminGalleryPack> {
  return client.post(`/admin/galleryPacks/${segment(id)}/files`, { ...body }, options);
}
