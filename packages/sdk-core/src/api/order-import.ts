import type { CallOptions, Client } from '../client/client';
import type { PageQuery, Paginator } from './shared';
import { segment, type Id } from './shared';

/** standard: orders of any store; fba: FBA wholesale shipments to an Amazon warehouse. */
export type OrderImportKind = 'standard' | 'fba';
export type OrderImportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface OrderImportTemplate {
  url: string;
  /** File name to save it as. */
  name: string;
}

/** One uploaded spreadsheet and what became of it. */
export interface OrderImport {
  id: number;
  kind: OrderImportKind;
  file_name: string;
  status: OrderImportStatus;
  job_id: number | null;
  /** Data rows in the file (0 until read). */
  total_rows: number;
  /** Orders created (pending payment) and the rows they hold. */
  imported_orders: number;
  imported_rows: number;
  /** Orders whose number was imported before: left as they were. */
  duplicate_orders: number;
  /** Rows refused, each with its reason in the error file. */
  failed_rows: number;
  error_file_url: string | null;
  /** Why the whole file failed ('' otherwise). */
  error: string;
  /** Work done of the job, while it runs: rows checked plus rows written, over twice the rows. */
  progress: { done: number; total: number | null } | null;
  /** The first 50 refused rows (the error file has them all). */
  error_rows: Array<{ row_number: number; reason: string }>;
  created_at: string;
  finished_at: string | null;
}

export interface OrderImportListQuery extends PageQuery {
  kind?: OrderImportKind;
}

/** GET /distribution/orderImport/template's query (standard when left out). */
export interface OrderImportTemplateQuery {
  kind?: OrderImportKind;
}

/** GET /distribution/orderImport/template: where to download the template of this kind. */
export function getOrderImportTemplate(
  client: Client,
  kind: OrderImportKind,
  options?: CallOptions,
): Promise<OrderImportTemplate> {
  const query: OrderImportTemplateQuery = { kind };
  return client.get('/distribution/orderImport/template', {
    ...options,
    query: { ...options?.query, ...query },
  });
}

/**
 * POST /distribution/orderImport: uploads an .xlsx or .csv (multipart, field `file` last) and
 * queues its import; poll getOrderImport for progress and the result.
 */
export function uploadOrderImport(
  client: Client,
  kind: OrderImportKind,
  file: Blob & { readonly name: string },
  options?: CallOptions,
): Promise<OrderImport> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return client.post('/distribution/orderImport', body, options);
}

/** GET /distribution/orderImport: the reseller's imports, newest first. */
export function listOrderImports(
  client: Client,
  query: OrderImportListQuery = {},
  options?: CallOptions,
): Promise<Paginator<OrderImport>> {
  return client.get('/distribution/orderImport', {
    ...options,
    query: { ...options?.query, ...query },
  });
}

/** GET /distribution/orderImport/{id}: one import with its progress. */
export function getOrderImport(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<OrderImport> {
  return client.get(`/distribution/orderImport/${segment(id)}`, options);
}
