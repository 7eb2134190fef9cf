import type { CallOptions, Client } from '../client/client';
import type { StoredFile } from './upload';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** 1 yes, 0 no: the spec's flag style (is_merge_design, is_3d). */
export type MaterialFlag = 0 | 1;

/** What a material is, from its real content: raster images, SVG, Photoshop, TIFF. */
export type MaterialType = 'image' | 'svg' | 'psd' | 'tiff';
export const MATERIAL_TYPES: readonly MaterialType[] = ['image', 'svg', 'psd', 'tiff'];

/** Most ids one bulk call takes (delete, rename, tags, categories, share, export). */
export const MATERIAL_BULK_MAX = 1000;

/** A user material tag; the name is unique per user. */
export interface MaterialTag {
  id: number;
  name: string;
  /** Materials carrying the tag. */
  material_count: number;
  /** ISO 8601. */
  created_at: string;
}

/** A tag as a material lists it. */
export type MaterialTagRef = Pick<MaterialTag, 'id' | 'name'>;

/** A user material category (spec 3): nested by parent_id (0 = top level), ordered by sort. */
export interface MaterialCategory {
  id: number;
  name: string;
  parent_id: number;
  /** Position among its siblings, from 1. */
  sort: number;
  /** Materials linked to this category itself (not its children). */
  material_count: number;
}

/** A category with its children, as the tree is answered. */
export interface MaterialCategoryNode extends MaterialCategory {
  children: MaterialCategoryNode[];
}

/** A category as a material lists it. */
export type MaterialCategoryRef = Pick<MaterialCategory, 'id' | 'name' | 'parent_id'>;

/** One material of the gallery. */
export interface Material {
  id: number;
  name: string;
  type: MaterialType;
  /** Storage key of the original. */
  key: string;
  /** The original, byte for byte as uploaded. */
  url: string;
  /** 300 px WebP preview; null when none could be rendered (e.g. a PSD without a composite image). */
  thumb_url: string | null;
  width: number | null;
  height: number | null;
  /** Bytes of the original. */
  size: number;
  mime: string;
  /** 1 when shown in the site's shared gallery (openGallery). */
  is_shared: MaterialFlag;
  /** 1 when the caller owns it (always 1 in the caller's own gallery). */
  is_mine: MaterialFlag;
  /** The licence it came with (a bought 图库服务 pack); '' for the owner's own uploads. */
  licence: string;
  /** ISO 8601. */
  created_at: string;
  /** The owner's tags and categories; empty for other users' shared materials. */
  tags: MaterialTagRef[];
  categories: MaterialCategoryRef[];
}

/** Query of GET /distribution/material: every filter is optional; newest first. */
export interface MaterialListQuery extends PageQuery {
  /** `mine` (default): the caller's gallery; `open`: every user's shared materials of the site. */
  scope?: 'mine' | 'open';
  tag_id?: number;
  /** A category id, or 0 for materials in no category. */
  category_id?: number;
  /** With category_id: 1 (default) includes the category's descendants, 0 only the category. */
  include_children?: MaterialFlag;
  /** Part of the name, case-insensitive. */
  name?: string;
  type?: MaterialType;
  /** First day, YYYY-MM-DD, China Standard Time (UTC+8). */
  start_date?: string;
  /** Last day (inclusive), YYYY-MM-DD, China Standard Time (UTC+8). */
  end_date?: string;
  is_shared?: MaterialFlag;
}

/** The filters of a list, without paging (export takes them). */
export type MaterialFilters = Omit<MaterialListQuery, 'page' | 'page_size' | 'scope'>;

export interface MaterialIds {
  ids: number[];
}

/** How a bulk tag or category call treats what the materials already have. */
export type MaterialLinkMode = 'add' | 'replace' | 'remove';

/** Count of rows a bulk call changed. */
export interface MaterialChange {
  changed: number;
}

/** Body of PUT /distribution/material/{id}; every field but id is optional. */
export interface MaterialUpdate {
  id: number;
  name?: string;
  /** Replaces the material's tags. */
  tag_ids?: number[];
  /** Replaces the material's categories. */
  category_ids?: number[];
}

/**
 * Body of POST /distribution/material/names: either one name per id, or a pattern naming the ids
 * in the order given as prefix + sequence number (`start` from 1, zero-padded to `digits`).
 */
export type MaterialRenameBody =
  | { items: Array<{ id: number; name: string }> }
  | { ids: number[]; prefix: string; start?: number; digits?: number };

export interface MaterialSetTagsBody {
  ids: number[];
  tag_ids: number[];
  /** 'add' (default) keeps existing tags, 'replace' sets exactly these, 'remove' takes these off. */
  mode?: MaterialLinkMode;
}

export interface MaterialSetCategoriesBody {
  ids: number[];
  category_ids: number[];
  /** 'add' (default) keeps existing categories, 'replace' sets exactly these, 'remove' takes these off. */
  mode?: MaterialLinkMode;
}

export interface MaterialShareBody {
  ids: number[];
  /** 1 (default) shows them in the shared gallery, 0 takes them out. */
  is_shared?: MaterialFlag;
}

/** Body of exportMaterial: these ids, or (without ids) every material matching the filters. */
export type MaterialExportBody = MaterialFilters & { ids?: number[] };

/** A finished export: one zip with the originals and a spreadsheet (名称、标签、分类…). */
export interface MaterialExport {
  url: string;
  key: string;
  /** File name to save it as. */
  name: string;
  /** Materials in the zip. */
  count: number;
  /** Bytes of the zip. */
  size: number;
}

/**
 * Body of searchImage as JSON: the query image is one of the caller's stored files (its `key` or
 * its storage `url`) or one of their materials. A FormData with a `file` field works too.
 */
export interface MaterialSearchBody {
  key?: string;
  url?: string;
  material_id?: number;
  /** Most matches answered (default 20, at most 100). */
  limit?: number;
  /** Largest Hamming distance (0–64) still answered; 16 by default. */
  max_distance?: number;
}

/** A material found by image search, with its Hamming distance to the query (0 = same picture). */
export type MaterialMatch = Material & { distance: number };

export interface MaterialSearchResult {
  /** Nearest first. */
  data: MaterialMatch[];
  /** The query image's 64-bit perceptual hash, 16 hex digits. */
  hash: string;
}

export interface AddFromUrlBody {
  /** http or https address of an image. */
  url: string;
  /** Name of the new material; by default from the address's file name and the upload settings. */
  name?: string;
}

/** How a new material is named from its file name: with its extension, or without it. */
export type MaterialNameRule = 'file_name' | 'file_stem';

/** The user's upload settings (GET/PUT /distribution/userConfig/uploadMaterial). */
export interface UploadSettings {
  /** Categories every new material is put in. */
  default_category_ids: number[];
  /** Tags every new material gets. */
  default_tag_ids: number[];
  /** 'file_stem' (default) drops the extension; 'file_name' keeps it. */
  name_rule: MaterialNameRule;
  /** Put in front of every new material's name; empty for none. */
  name_prefix: string;
}

/** What the upload endpoint answers for an upload of type material: the file and its material. */
export type MaterialUploadResult = StoredFile & { material_id: number };

/** Body of a tag's create or rename. */
export interface TagInput {
  name: string;
}

/** Body of a tag's or a category's merge: the one that takes it in. */
export interface MergeInto {
  into_id: number;
}

/** Body of POST /distribution/userMaterialCategory; parent_id 0 or absent is the top level. */
export interface CategoryInput {
  name: string;
  parent_id?: number;
  sort?: number;
}

/** Body of PUT /distribution/userMaterialCategory/{parent_id}: the category, by id. */
export interface CategoryUpdate {
  id: number;
  name?: string;
  sort?: number;
}

/** Body of updateSort: one level's order, or the whole tree (every category exactly once). */
export type CategorySortBody = { parent_id?: number; ids: number[] } | { tree: CategorySortNode[] };

export interface CategorySortNode {
  id: number;
  children?: CategorySortNode[];
}

/** What deleting a category did: its children moved up into its place; its links were removed. */
export interface CategoryRemoval {
  id: number;
  /** Direct children that moved up to the deleted category's parent. */
  moved_children: number;
  /** Materials that lost this category (the materials themselves stay). */
  unlinked_materials: number;
}

export interface TagRemoval {
  id: number;
  /** Materials that lost this tag (the materials themselves stay). */
  unlinked_materials: number;
}

/** A tag merged into another: its materials now carry the other tag, and it is gone. */
export interface TagMerge {
  merged_id: number;
  /** The tag kept, with its new material count. */
  tag: MaterialTag;
  /** Materials that got the kept tag (those that had both are counted once, before). */
  added_materials: number;
}

/** A category merged into another: its materials and direct children now sit there. */
export interface CategoryMerge {
  merged_id: number;
  into_id: number;
  /** Direct children that moved under the kept category. */
  moved_children: number;
  /** Materials that got the kept category. */
  added_materials: number;
}

/** GET /distribution/userMaterialTag/?is_all=1: every tag. */
export function listTags(client: Client, options?: CallOptions): Promise<MaterialTag[]> {
  const query: MaterialTagQuery = { is_all: 1 };
  return client.get('/distribution/userMaterialTag/', { ...options, query: { ...query } });
}

/** Query of GET /distribution/userMaterialTag: `is_all` 1 answers every tag instead of a page. */
export interface MaterialTagQuery extends PageQuery {
  is_all?: MaterialFlag;
  name?: string;
}

/** GET /distribution/userMaterialTag (without is_all): a page of tags, optionally by name. */
export function listTagPage(
  client: Client,
  query: Omit<MaterialTagQuery, 'is_all'> = {},
  options?: CallOptions,
): Promise<Paginator<MaterialTag>> {
  return client.get('/distribution/userMaterialTag', { ...options, query: { ...query } });
}

/** POST /distribution/userMaterialTag */
export function createTag(
  client: Client,
  body: TagInput,
  options?: CallOptions,
): Promise<MaterialTag> {
  return client.post('/distribution/userMaterialTag', { ...body }, options);
}

/** PUT /distribution/userMaterialTag/{id} */
export function updateTag(
  client: Client,
  id: Id,
  body: TagInput,
  options?: CallOptions,
): Promise<MaterialTag> {
  return client.put(`/distribution/userMaterialTag/${segment(id)}`, { ...body }, options);
}

/** DELETE /distribution/userMaterialTag/{id}: the tag goes; its materials stay. */
export function deleteTag(client: Client, id: Id, options?: CallOptions): Promise<TagRemoval> {
  return client.delete(`/distribution/userMaterialTag/${segment(id)}`, options);
}

/** POST /distribution/userMaterialTag/{id}/merge: tag `id` goes into tag `into_id`. */
export function mergeTag(
  client: Client,
  id: Id,
  intoId: number,
  options?: CallOptions,
): Promise<TagMerge> {
  return client.post(
    `/distribution/userMaterialTag/${segment(id)}/merge`,
    { into_id: intoId } satisfies MergeInto,
    options,
  );
}

/** GET /distribution/userMaterialCategory: the whole category tree, each level in sort order. */
export function listCategories(
  client: Client,
  options?: CallOptions,
): Promise<MaterialCategoryNode[]> {
  return client.get('/distribution/userMaterialCategory', options);
}

/** POST /distribution/userMaterialCategory; parent_id 0 or absent makes a top-level category. */
export function createCategory(
  client: Client,
  body: CategoryInput,
  options?: CallOptions,
): Promise<MaterialCategory> {
  return client.post('/distribution/userMaterialCategory', { ...body }, options);
}

/**
 * PUT /distribution/userMaterialCategory/{parent_id} (spec 7): the path holds the parent the
 * category is to sit under (0 = top level; a new parent moves it), and the body names the category
 * by `id`. A parent_id left in the body is taken out: the path is the only place it goes.
 */
export function updateCategory(
  client: Client,
  parentId: Id,
  body: CategoryUpdate & { parent_id?: number },
  options?: CallOptions,
): Promise<MaterialCategory> {
  const { parent_id: _inPath, ...rest } = body;
  return client.put(`/distribution/userMaterialCategory/${segment(parentId)}`, rest, options);
}

/** DELETE /distribution/userMaterialCategory/{id}: children move up; materials stay. */
export function deleteCategory(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<CategoryRemoval> {
  return client.delete(`/distribution/userMaterialCategory/${segment(id)}`, options);
}

/**
 * POST /distribution/userMaterialCategory/{id}/merge: category `id` goes into `into_id`, which
 * takes its materials and its direct children (after its own).
 */
export function mergeCategory(
  client: Client,
  id: Id,
  intoId: number,
  options?: CallOptions,
): Promise<CategoryMerge> {
  return client.post(
    `/distribution/userMaterialCategory/${segment(id)}/merge`,
    { into_id: intoId } satisfies MergeInto,
    options,
  );
}

/** POST /distribution/userMaterialCategory/updateSort: saves one level's order or the whole tree. */
export function saveCategorySort(
  client: Client,
  body: CategorySortBody,
  options?: CallOptions,
): Promise<MaterialCategoryNode[]> {
  return client.post('/distribution/userMaterialCategory/updateSort', { ...body }, options);
}

/** GET /distribution/material: a page of materials, newest first. */
export function list(
  client: Client,
  query: MaterialListQuery = {},
  options?: CallOptions,
): Promise<Paginator<Material>> {
  return client.get('/distribution/material', { ...options, query: { ...query } });
}

/** POST /distribution/material/deletes: deletes several (all the caller's, or none). */
export function deleteMany(
  client: Client,
  body: MaterialIds,
  options?: CallOptions,
): Promise<MaterialChange> {
  return client.post('/distribution/material/deletes', { ...body }, options);
}

/** PUT /distribution/material/{id}; the body carries the id too (spec 7). */
export function update(
  client: Client,
  id: Id,
  body: Omit<MaterialUpdate, 'id'> & { id?: number },
  options?: CallOptions,
): Promise<Material> {
  return client.put(`/distribution/material/${segment(id)}`, { ...body, id: Number(id) }, options);
}

/** POST /distribution/material/names: bulk rename. */
export function rename(
  client: Client,
  body: MaterialRenameBody,
  options?: CallOptions,
): Promise<MaterialChange> {
  return client.post('/distribution/material/names', { ...body }, options);
}

/** POST /distribution/material/tags: bulk set tags. */
export function setTags(
  client: Client,
  body: MaterialSetTagsBody,
  options?: CallOptions,
): Promise<MaterialChange> {
  return client.post('/distribution/material/tags', { ...body }, options);
}

/** POST /distribution/material/categorys: bulk set categories (the path's spelling is the server's). */
export function setCategories(
  client: Client,
  body: MaterialSetCategoriesBody,
  options?: CallOptions,
): Promise<MaterialChange> {
  return client.post('/distribution/material/categorys', { ...body }, options);
}

/** POST /distribution/material/share: shows materials in (or takes them out of) the shared gallery. */
export function share(
  client: Client,
  body: MaterialShareBody,
  options?: CallOptions,
): Promise<MaterialChange> {
  return client.post('/distribution/material/share', { ...body }, options);
}

/** POST /distribution/material/exportMaterial: a zip of the originals plus a spreadsheet. */
export function exportMaterials(
  client: Client,
  body: MaterialExportBody,
  options?: CallOptions,
): Promise<MaterialExport> {
  return client.post('/distribution/material/exportMaterial', { ...body }, options);
}

/** POST /distribution/material/searchImage: the caller's materials nearest to an image. */
export function searchByImage(
  client: Client,
  body: MaterialSearchBody | FormData,
  options?: CallOptions,
): Promise<MaterialSearchResult> {
  return client.post(
    '/distribution/material/searchImage',
    body instanceof FormData ? body : { ...body },
    options,
  );
}

/** POST /distribution/material/urlMaterial: the server fetches the image and adds it. */
export function addFromUrl(
  client: Client,
  body: AddFromUrlBody,
  options?: CallOptions,
): Promise<Material> {
  return client.post('/distribution/material/urlMaterial', { ...body }, options);
}

/** GET /distribution/userConfig/uploadMaterial: the user's upload settings. */
export function getUploadSettings(client: Client, options?: CallOptions): Promise<UploadSettings> {
  return client.get('/distribution/userConfig/uploadMaterial', options);
}

/** PUT /distribution/userConfig/uploadMaterial: saves the fields given. */
export function saveUploadSettings(
  client: Client,
  body: Partial<UploadSettings>,
  options?: CallOptions,
): Promise<UploadSettings> {
  return client.put('/distribution/userConfig/uploadMaterial', { ...body }, options);
}
