import type { CallOptions, Client } from '../client/client';
import type { MarketplaceChoice, PublishPlatform } from './publishing';
import type { PageQuery, Paginator } from './shared';
import { segment, type Id } from './shared';

/** import: a spreadsheet read into product templates; export: templates written to one. */
export type TemplateRecordKind = 'import' | 'export';

/** One spreadsheet of product templates that went in or out (模板记录). */
export interface TemplateRecord {
  id: number;
  kind: TemplateRecordKind;
  platform: PublishPlatform;
  file_name: string;
  /** The file as uploaded or written: a private file, signed for a while. */
  file_url: string;
  /** Who did it: the account that signed in (a sub-account acts for its owner). */
  operator: string;
  total_rows: number;
  /** Rows that became (or were written from) a product template. */
  ok_rows: number;
  failed_rows: number;
  /** Every refused row with its row number in the sheet. */
  error_rows: Array<{ row_number: number; reason: string }>;
  remark: string;
  created_at: string;
}

export interface TemplateRecordQuery extends PageQuery {
  kind?: TemplateRecordKind;
  platform?: PublishPlatform;
}

export interface TemplateRecordRemark {
  remark: string;
}

export interface TemplateSheet {
  url: string;
  /** File name to save it as. */
  name: string;
}

const RECORDS = '/distribution/templateRecord';

export const templateRecords = {
  /** GET /distribution/intoTemplate/sheet: the empty import sheet (xlsx) with every column. */
  importSheet(client: Client, platform: PublishPlatform, options?: CallOptions) {
    const query: MarketplaceChoice = { platform };
    return client.get<TemplateSheet>('/distribution/intoTemplate/sheet', {
      ...options,
      query: { ...options?.query, ...query },
    });
  },
  /**
   * POST /distribution/intoTemplate: uploads an .xlsx or .csv (multipart: platform, then `file`
   * last); every valid row becomes a product template of that marketplace, the others are
   * answered with their row numbers and reasons in the record.
   */
  importTemplates(
    client: Client,
    platform: PublishPlatform,
    file: Blob & { readonly name: string },
    options?: CallOptions,
  ) {
    const body = new FormData();
    body.append('platform', platform);
    body.append('file', file, file.name);
    return client.post<TemplateRecord>('/distribution/intoTemplate', body, options);
  },
  /** POST /distribution/intoTemplate/export: a marketplace's templates as an xlsx of the same columns. */
  exportTemplates(client: Client, platform: PublishPlatform, options?: CallOptions) {
    const body: MarketplaceChoice = { platform };
    return client.post<TemplateRecord>('/distribution/intoTemplate/export', { ...body }, options);
  },
  /** GET /distribution/templateRecord: imports and exports, newest first. */
  list(client: Client, query: TemplateRecordQuery = {}, options?: CallOptions) {
    return client.get<Paginator<TemplateRecord>>(RECORDS, { ...options, query: { ...query } });
  },
  /** PUT /distribution/templateRecord/{id}: the record's remark. */
  update(client: Client, id: Id, body: TemplateRecordRemark, options?: CallOptions) {
    return client.put<TemplateRecord>(`${RECORDS}/${segment(id)}`, { ...body }, options);
  },
  /** DELETE /distribution/templateRecord/{id}: the record and its file (templates stay). */
  remove(client: Client, id: Id, options?: CallOptions) {
    return client.delete<null>(`${RECORDS}/${segment(id)}`, options);
  },
};
