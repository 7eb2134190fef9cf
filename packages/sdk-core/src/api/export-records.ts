import type { CallOptions, Client } from '../client/client';
import type { OrderFilters, OrderStatus } from './orders';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

export type ExportStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type ExportKind = 'orders' | 'product_files' | 'bulk_file' | 'store_trade';

/** One export the reseller asked for (userExportRecord): made by a background job. */
export interface ExportRecord {
  id: number;
  /**
   * What was exported: orders (.xlsx), product files (.zip of mockups and print files) or a
   * marketplace's bulk-upload file (.xlsx / .csv, made at once, without a job), or the store
   * trade report (.xlsx, made at once).
   */
  kind: ExportKind;
  name: string;
  status: ExportStatus;
  status_label: string;
  /** Rows (or files) written so far, and of how many (null until counted). */
  progress: { done: number; total: number | null };
  row_count: number;
  /** The file's download (.xlsx or .zip), once succeeded. */
  url: string | null;
  error: string;
  created_at: string;
  finished_at: string | null;
}

export type OrderExportBody = OrderFilters & {
  status?: OrderStatus;
};

/** GET /distribution/userExportRecord: the reseller's exports, newest first. */
export function list(
  client: Client,
  query: PageQuery = {},
  options?: CallOptions,
): Promise<Paginator<ExportRecord>> {
  return client.get('/distribution/userExportRecord', { ...options, query: { ...query } });
}

/** GET /distribution/userExportRecord/{id} (poll its progress). */
export function get(client: Client, id: Id, options?: CallOptions): Promise<ExportRecord> {
  return client.get(`/distribution/userExportRecord/${segment(id)}`, options);
}

/** POST /distribution/userExportRecord/orders: exports the orders the filters select to .xlsx. */
export function exportOrders(
  client: Client,
  body: OrderExportBody = {},
  options?: CallOptions,
): Promise<ExportRecord> {
  return client.post('/distribution/userExportRecord/orders', { ...body }, options);
}

/** Which products' files go into the zip, and which kinds of them. */
export interface ProductFilesExportBody {
  product_ids: number[];
  kinds: Array<'mockup' | 'print'>;
}

/**
 * POST /distribution/userExportRecord/productFiles: a zip of the products' ready mockups and
 * print files, one folder per product; poll `get` for its progress and download.
 */
export function exportProductFiles(
  client: Client,
  body: ProductFilesExportBody,
  options?: CallOptions,
): Promise<ExportRecord> {
  return client.post('/distribution/userExportRecord/productFiles', { ...body }, options);
}
