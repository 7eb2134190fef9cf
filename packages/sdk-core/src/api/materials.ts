import type { CallOptions, Client, Query } from '../client/client';
import { segment, type Id, type Loose, type Page } from './shared';

export type MaterialTag = { id: number; name: string } & Loose;

/** A user material category: nested by parent_id, ordered by sort (spec 3). */
export type MaterialCategory = {
  id: number;
  name: string;
  parent_id: number;
  sort: number;
} & Loose;

export type Material = {
  id: number;
  name: string;
  tags: MaterialTag[];
  categories: MaterialCategory[];
} & Loose;

/** GET /distribution/userMaterialTag/?is_all=1: every tag. */
export function listTags(client: Client, options?: CallOptions): Promise<MaterialTag[]> {
  return client.get('/distribution/userMaterialTag/', { ...options, query: { is_all: 1 } });
}

/** POST /distribution/userMaterialTag */
export function createTag(
  client: Client,
  body: { name: string } & Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/userMaterialTag', body, options);
}

/** PUT /distribution/userMaterialTag/{id} */
export function updateTag(
  client: Client,
  id: Id,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.put(`/distribution/userMaterialTag/${segment(id)}`, body, options);
}

/** DELETE /distribution/userMaterialTag/{id} */
export function deleteTag(client: Client, id: Id, options?: CallOptions): Promise<unknown> {
  return client.delete(`/distribution/userMaterialTag/${segment(id)}`, options);
}

/** POST /distribution/userMaterialCategory */
export function createCategory(
  client: Client,
  body: { name: string; parent_id?: number } & Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/userMaterialCategory', body, options);
}

/**
 * PUT /distribution/userMaterialCategory/{parent_id}: parent_id goes in the path and is
 * taken out of the body (spec 7).
 */
export function updateCategory(
  client: Client,
  parentId: Id,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  const { parent_id: _inPath, ...rest } = body;
  return client.put(`/distribution/userMaterialCategory/${segment(parentId)}`, rest, options);
}

/** DELETE /distribution/userMaterialCategory/{id} */
export function deleteCategory(client: Client, id: Id, options?: CallOptions): Promise<unknown> {
  return client.delete(`/distribution/userMaterialCategory/${segment(id)}`, options);
}

/** POST /distribution/userMaterialCategory/updateSort: saves the category order. */
export function saveCategorySort(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/userMaterialCategory/updateSort', body, options);
}

/** GET /distribution/material (list params). */
export function list(
  client: Client,
  query: Query = {},
  options?: CallOptions,
): Promise<Page<Material>> {
  return client.get('/distribution/material', { ...options, query });
}

/** POST /distribution/material/deletes: deletes several. */
export function deleteMany(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/material/deletes', body, options);
}

/** PUT /distribution/material/{id}; the body carries the id too (spec 7). */
export function update(
  client: Client,
  id: Id,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.put(`/distribution/material/${segment(id)}`, { ...body, id }, options);
}

/** POST /distribution/material/names: bulk rename. */
export function rename(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/material/names', body, options);
}

/** POST /distribution/material/tags: bulk set tags. */
export function setTags(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/material/tags', body, options);
}

/** POST /distribution/material/categorys: bulk set categories (the path's spelling is the server's). */
export function setCategories(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/material/categorys', body, options);
}

/** POST /distribution/material/share */
export function share(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/material/share', body, options);
}

/** POST /distribution/material/exportMaterial */
export function exportMaterials(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/material/exportMaterial', body, options);
}

/** POST /distribution/material/searchImage: search by image. */
export function searchByImage(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.post('/distribution/material/searchImage', body, options);
}

/** POST /distribution/material/urlMaterial: adds a material from a URL. */
export function addFromUrl(client: Client, body: Loose, options?: CallOptions): Promise<unknown> {
  return client.post('/distribution/material/urlMaterial', body, options);
}

/** GET /distribution/userConfig/uploadMaterial: the user's upload settings. */
export function getUploadSettings(client: Client, options?: CallOptions): Promise<unknown> {
  return client.get('/distribution/userConfig/uploadMaterial', options);
}

/** PUT /distribution/userConfig/uploadMaterial */
export function saveUploadSettings(
  client: Client,
  body: Loose,
  options?: CallOptions,
): Promise<unknown> {
  return client.put('/distribution/userConfig/uploadMaterial', body, options);
}
