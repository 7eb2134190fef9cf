import { wireSchema } from '../../http/wire-schema.js';
import type { OrderImport, OrderImportTemplate } from '@podkit/sdk-core';
import fsp from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import {
  randomKeyName,
  storageHas,
  StorageKeyExistsError,
  type StorageDriver,
} from '../../storage/index.js';
import { urlMaker } from '../materials/index.js';
import { discardStaged, receiveUpload } from '../uploads/index.js';
import {
  columnsOf,
  importKindTitles,
  importKinds,
  MAX_IMPORT_BYTES,
  type ImportKind,
} from './columns.js';
import {
  findImportRecord,
  importRecordPage,
  recordImport,
  toOrderImport,
} from './import-records.js';
import { sniffSheetFormat } from '../../sheets/sheet-file.js';
import { readSheet } from './sheet-read.js';
import { buildTemplate } from './workbooks.js';
import { ImportListQuery, KindSchema, TemplateQuery } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['order-import'];
const TemplateSchema = wireSchema<OrderImportTemplate>()(
  Type.Object({ url: Type.String(), name: Type.String() }),
);
const OrderImportSchema = wireSchema<OrderImport>()(
  Type.Object({
    id: Type.Integer(),
    kind: KindSchema,
    file_name: Type.String({ title: '文件名' }),
    status: Type.Union(
      [
        Type.Literal('queued'),
        Type.Literal('running'),
        Type.Literal('done'),
        Type.Literal('failed'),
      ],
      { title: '状态', description: 'queued 排队中，running 导入中，done 完成，failed 失败' },
    ),
    job_id: Type.Union([Type.Integer(), Type.Null()], { title: '任务编号' }),
    total_rows: Type.Integer({ title: '数据行数' }),
    imported_orders: Type.Integer({ title: '导入订单数' }),
    imported_rows: Type.Integer({ title: '导入行数' }),
    duplicate_orders: Type.Integer({ title: '已导入过的订单数' }),
    failed_rows: Type.Integer({ title: '错误行数' }),
    error_file_url: Type.Union([Type.String(), Type.Null()], { title: '错误文件' }),
    error: Type.String({ title: '失败原因' }),
    progress: Type.Union([
      Type.Object({ done: Type.Integer(), total: Type.Union([Type.Integer(), Type.Null()]) }),
      Type.Null(),
    ]),
    error_rows: Type.Array(
      Type.Object({
        row_number: Type.Integer({ title: '行号' }),
        reason: Type.String({ title: '错误原因' }),
      }),
      { title: '前 50 个错误行', description: '完整列表见错误文件' },
    ),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
);

/** The template of a kind, written to storage once per site (a stored key never changes). */
async function templateKey(
  storage: StorageDriver,
  siteId: number,
  kind: ImportKind,
): Promise<string> {
  const key = `s${siteId}/order-import/template-${kind}-v1.xlsx`;
  if (await storageHas(storage, key)) return key;
  try {
    await storage.put(key, await buildTemplate(kind), {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  } catch (error) {
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
  return key;
}

const orderImportRoutes: FastifyPluginAsync = async (root) => {
  await root.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const storage = app.storage;
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'order-import');

  app.get(
    '/distribution/orderImport/template',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '下载订单导入模板（xlsx：第一行中文列名，第二行英文键，另附填写说明）',
        security: bearer,
        querystring: TemplateQuery,
        response: {
          200: envelopeOf(TemplateSchema),
        },
      },
    },
    async (request) => {
      const kind = request.query.kind ?? 'standard';
      const key = await templateKey(storage, request.site.id, kind);
      return ok({
        url: urlMaker(request)(key),
        name: `${importKindTitles[kind]}模板.xlsx`,
      });
    },
  );

  app.post(
    '/distribution/orderImport',
    {
      config: { permission: ['importOrder.import', 'importOrderFba.import'] },
      schema: {
        tags,
        summary: '上传订单表格（xlsx 或 csv，最大 10 MB，最多 20000 行）并开始导入',
        description:
          'multipart/form-data：字段 kind（standard 或 fba），文件放在 file 字段（放在最后）。' +
          '按文件内容判断格式；答复导入记录，用「查询导入」看进度和结果。',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 200: envelopeOf(OrderImportSchema) },
      },
    },
    async (request) => {
      const user = request.user!;
      const upload = await receiveUpload(request, stagingDir, async (fields, filename) => {
        const kind = fields.kind ?? 'standard';
        if (!(importKinds as readonly string[]).includes(kind))
          throw invalid('导入类型 kind 应为 standard 或 fba');
        return {
          authorised: kind as ImportKind,
          minBytes: 1,
          maxBytes: MAX_IMPORT_BYTES,
          displayName: filename || '表格',
        };
      });
      try {
        const kind = upload.authorised;
        const fileName = (upload.file.filename || '订单.xlsx').slice(0, 200);
        const bytes = await fsp.readFile(upload.file.path);
        const format = sniffSheetFormat(bytes.subarray(0, 512), fileName);
        // Read once now so a file without a header or rows is refused at once, not in the job.
        const sheet = await readSheet(bytes, format, columnsOf(kind));
        const fileKey = `s${user.siteId}/u${user.id}/order-import/upload-${randomKeyName()}.${format}`;
        await storage.put(fileKey, bytes, {
          contentType:
            format === 'csv'
              ? 'text/csv'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        });
        const record = await recordImport(app.db, user, {
          kind,
          fileName,
          fileKey,
          totalRows: sheet.rows.length,
        });
        return ok(
          toOrderImport(
            record,
            { progress: { done: 0, total: record.totalRows * 2 }, errorRows: [] },
            urlMaker(request),
          ),
          `已上传，共 ${record.totalRows} 行，正在导入`,
        );
      } finally {
        await discardStaged(upload.file);
      }
    },
  );

  app.get(
    '/distribution/orderImport',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的订单导入记录（新的在前）',
        security: bearer,
        querystring: ImportListQuery,
        response: { 200: envelopeOf(paginatorOf(OrderImportSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: perPage, kind } = request.query;
      const result = await importRecordPage(
        app.db,
        request.user!,
        { kind, page, perPage },
        urlMaker(request),
      );
      return ok(paginator(result.rows, result.total, page, perPage));
    },
  );

  app.get(
    '/distribution/orderImport/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '查询导入：状态、进度、结果与错误文件',
        security: bearer,
        params: Type.Object({ id: Type.Integer({ title: '导入记录 id', minimum: 1 }) }),
        response: { 200: envelopeOf(OrderImportSchema) },
      },
    },
    async (request) => {
      return ok(
        await findImportRecord(app.db, request.user!, request.params.id, urlMaker(request)),
      );
    },
  );
};

export default orderImportRoutes;
