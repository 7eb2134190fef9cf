import type { CallOptions, Client } from '../client/client';
import type { MadeFile } from './product-skus';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** warn: saving shows a warning; block: the product may not be published either. */
export type TortBrandLevel = 'warn' | 'block';

/** What resellers see of a listed brand or trademark (tortBrand). */
export interface TortBrand {
  id: number;
  word: string;
  level: TortBrandLevel;
  /** 权利人: who holds the right, when the operator noted it. */
  holder: string;
  remark: string;
  created_at: string;
  updated_at: string;
}

export interface TortBrandQuery extends PageQuery {
  /** Part of the word or the holder. */
  keyword?: string;
  level?: TortBrandLevel;
}

/** A listed brand found in a text: which one and how strictly it is kept. */
export interface TortBrandHit {
  id: number;
  word: string;
  level: TortBrandLevel;
  holder: string;
}

/** The brands found in the texts checked; `blocked` when one of them stops publishing. */
export interface TortCheckResult {
  hits: TortBrandHit[];
  blocked: boolean;
}

/** Body of POST /distribution/tortBrand/check. */
export interface TortCheckInput {
  text: string;
}

/** GET /distribution/tortBrand: the site's infringement list, newest first. */
export function list(
  client: Client,
  query: TortBrandQuery = {},
  options?: CallOptions,
): Promise<Paginator<TortBrand>> {
  return client.get('/distribution/tortBrand', { ...options, query: { ...query } });
}

/**
 * POST /distribution/tortBrand/check: the listed brands a text names, in any letter case,
 * full-width form, or with spaces, dots or dashes between its letters ("N I K E", "Ｎｉｋｅ").
 * A Latin brand matches as a whole word ("Apple" is not found in "pineapple").
 */
export function check(
  client: Client,
  body: TortCheckInput,
  options?: CallOptions,
): Promise<TortCheckResult> {
  return client.post('/distribution/tortBrand/check', { ...body }, options);
}

// ── Operator (console) ────────────────────────────────────────────────────────

export type TortBrandInput = Pick<TortBrand, 'word' | 'level' | 'holder' | 'remark'>;

/** What an import did: rows added, rows that updated a listed word, rows refused and why. */
export interface TortBrandImportResult {
  created: number;
  updated: number;
  refused: Array<{ row: number; word: string; reason: string }>;
}

/** GET /admin/tortBrand */
export function adminList(
  client: Client,
  query: TortBrandQuery = {},
  options?: CallOptions,
): Promise<Paginator<TortBrand>> {
  return client.get('/admin/tortBrand', { ...options, query: { ...query } });
}

/** POST /admin/tortBrand: a word already listed (in any case or width) is refused. */
export function adminCreate(
  client: Client,
  body: TortBrandInput,
  options?: CallOptions,
): Promise<TortBrand> {
  return client.post('/admin/tortBrand', { ...body }, options);
}

/** PUT /admin/tortBrand/{id} */
export function adminUpdate(
  client: Client,
  id: Id,
  body: TortBrandInput,
  options?: CallOptions,
): Promise<TortBrand> {
  return client.put(`/admin/tortBrand/${segment(id)}`, { ...body }, options);
}

/** DELETE /admin/tortBrand/{id} */
export function adminRemove(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/admin/tortBrand/${segment(id)}`, options);
}

/**
 * POST /admin/tortBrand/import: an .xlsx or .csv with the columns 品牌 (required), 级别
 * (提醒 / 禁止发布; 提醒 when empty), 权利人 and 备注, one header row. A listed word is
 * updated; multipart, field `file` last.
 */
export function adminImport(
  client: Client,
  file: Blob & { readonly name: string },
  options?: CallOptions,
): Promise<TortBrandImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return client.post('/admin/tortBrand/import', body, options);
}

/** GET /admin/tortBrand/template: the import template (xlsx). */
export function adminTemplate(client: Client, options?: CallOptions): Promise<MadeFile> {
  return client.get('/admin/tortBrand/template', options);
}
