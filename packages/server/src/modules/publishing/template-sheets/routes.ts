import fsp from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PublishPlatform } from '@podkit/sdk-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invalid, ok } from '../../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../../http/paging.js';
import { sniffSheetFormat } from '../../../sheets/sheet-file.js';
import {
  randomKeyName,
  storageHas,
  StorageKeyExistsError,
  type StorageDriver,
} from '../../../storage/index.js';
import { marketplaces } from '../../menu/index.js';
import { urlMaker } from '../../materials/index.js';
import { discardStaged, receiveUpload } from '../../uploads/index.js';
import { signedInActor, signedInUser } from '../../users/index.js';
import { publishPlatforms } from '../platforms.js';
import { IdParams } from '../schemas.js';
import { MAX_TEMPLATE_SHEET_BYTES } from './columns.js';
import { exportTemplates } from './export-templates.js';
import { importTemplates } from './import-templates.js';
import {
  deleteTemplateRecord,
  insertTemplateRecord,
  listTemplateRecords,
  toTemplateRecord,
  updateTemplateRecordRemark,
} from './records.js';
import {
  PlatformBody,
  PlatformQuery,
  RemarkBody,
  TemplateRecordQuery,
  TemplateRecordSchema,
  TemplateSheetSchema,
} from './schemas.js';
import { buildTemplateWorkbook } from './workbook.js';

const security = [{ bearer: [] }];
const tags = ['publishing'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const templateScreens = marketplaces.map((m) => m.template);

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};
const operatorOf = (request: FastifyRequest) => {
  const actor = signedInActor(request);
  return actor.nickname || actor.username;
};
const labelOf = (platform: PublishPlatform) =>
  marketplaces.find((m) => m.key === platform)?.label ?? platform;
/** A reseller's private file of this feature (storage/visibility.ts lists the folder). */
const privateKey = (request: FastifyRequest, name: string) => {
  const { siteId, userId } = owner(request);
  return `s${siteId}/u${userId}/template-sheets/${name}`;
};

/** The empty sheet of a marketplace, written once per site (a stored key never changes). */
async function sheetKey(storage: StorageDriver, siteId: number, platform: PublishPlatform) {
  const key = `s${siteId}/publishing/template-sheet-${platform}-v1.xlsx`;
  if (await storageHas(storage, key)) return key;
  try {
    await storage.put(key, await buildTemplateWorkbook(platform), { contentType: XLSX });
  } catch (error) {
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
  return key;
}

/** 导入模板 and 模板记录: product templates in and out of spreadsheets, and the record of each. */
const templateSheetRoutes: FastifyPluginAsync = async (root) => {
  await root.register(multipart, {
    limits: { fileSize: MAX_TEMPLATE_SHEET_BYTES + 1, files: 1, fields: 3, parts: 4 },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'template-sheets');

  app.get(
    '/distribution/intoTemplate/sheet',
    {
      config: { permission: 'intoTemplate' },
      schema: {
        tags,
        security,
        summary: '下载产品模板导入表（xlsx：第一行中文列名，第二行英文键，另附填写说明）',
        querystring: PlatformQuery,
        response: { 200: envelopeOf(TemplateSheetSchema) },
      },
    },
    async (request) => {
      const { platform } = request.query;
      const key = await sheetKey(app.storage, request.site.id, platform);
      return ok({ url: urlMaker(request)(key), name: `${labelOf(platform)}产品模板导入表.xlsx` });
    },
  );

  app.post(
    '/distribution/intoTemplate',
    {
      config: { permission: 'intoTemplate.import' },
      schema: {
        tags,
        security,
        summary: '导入产品模板（xlsx 或 csv，最大 2 MB，最多 500 行；每行一个模板）',
        description:
          'multipart/form-data：字段 platform，文件放在 file 字段（放在最后）。有错误的行不导入，' +
          '答复的记录列出每个错误行的行号和原因，其余行照常导入。',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(TemplateRecordSchema) },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, stagingDir, async (fields, filename) => {
        const platform = fields.platform ?? '';
        if (!(publishPlatforms as readonly string[]).includes(platform))
          throw invalid('请选择平台（platform）');
        return {
          authorised: platform as PublishPlatform,
          minBytes: 1,
          maxBytes: MAX_TEMPLATE_SHEET_BYTES,
          displayName: filename || '表格',
        };
      });
      try {
        const fileName = (upload.file.filename || '产品模板.xlsx').slice(0, 200);
        const bytes = await fsp.readFile(upload.file.path);
        const format = sniffSheetFormat(bytes.subarray(0, 512), fileName);
        const fileKey = privateKey(request, `import-${randomKeyName()}.${format}`);
        await app.storage.put(fileKey, bytes, {
          contentType: format === 'csv' ? 'text/csv' : XLSX,
        });
        const record = await importTemplates(app.db, owner(request), {
          platform: upload.authorised,
          bytes,
          format,
          fileName,
          fileKey,
          operator: operatorOf(request),
        }).catch(async (error: unknown) => {
          await app.storage.delete(fileKey);
          throw error;
        });
        const msg = record.failedRows
          ? `已导入 ${record.okRows} 个模板，${record.failedRows} 行有错误`
          : `已导入 ${record.okRows} 个模板`;
        return ok(toTemplateRecord(record, urlMaker(request)), msg);
      } finally {
        await discardStaged(upload.file);
      }
    },
  );

  app.post(
    '/distribution/intoTemplate/export',
    {
      config: { permission: ['intoTemplate.import', ...templateScreens] },
      schema: {
        tags,
        security,
        summary: '导出一个平台的全部产品模板（xlsx，列与导入表相同），记入模板记录',
        body: PlatformBody,
        response: { 200: envelopeOf(TemplateRecordSchema) },
      },
    },
    async (request) => {
      const { platform } = request.body;
      const sheet = await exportTemplates(app.db, owner(request), platform);
      const fileKey = privateKey(request, `export-${randomKeyName()}.xlsx`);
      await app.storage.put(fileKey, sheet.bytes, { contentType: XLSX });
      const record = await insertTemplateRecord(app.db, owner(request), {
        kind: 'export',
        platform,
        fileName: `${labelOf(platform)}产品模板.xlsx`,
        fileKey,
        operator: operatorOf(request),
        totalRows: sheet.rows,
        okRows: sheet.rows,
        failedRows: 0,
        errorRows: [],
      });
      return ok(toTemplateRecord(record, urlMaker(request)), `已导出 ${sheet.rows} 个模板`);
    },
  );

  app.get(
    '/distribution/templateRecord',
    {
      config: { permission: 'templateRecord' },
      schema: {
        tags,
        security,
        summary: '模板记录：产品模板的导入和导出（新的在前）',
        querystring: TemplateRecordQuery,
        response: { 200: envelopeOf(paginatorOf(TemplateRecordSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listTemplateRecords(app.db, owner(request), query);
      const urlOf = urlMaker(request);
      return ok(
        paginator(
          rows.map((row) => toTemplateRecord(row, urlOf)),
          total,
          query.page,
          query.page_size,
        ),
      );
    },
  );

  app.put(
    '/distribution/templateRecord/:id',
    {
      config: { permission: 'templateRecord.edit' },
      schema: {
        tags,
        security,
        summary: '修改模板记录的备注',
        params: IdParams('模板记录 id'),
        body: RemarkBody,
        response: { 200: envelopeOf(TemplateRecordSchema) },
      },
    },
    async (request) => {
      const row = await updateTemplateRecordRemark(
        app.db,
        owner(request),
        request.params.id,
        request.body.remark,
      );
      return ok(toTemplateRecord(row, urlMaker(request)), '已保存');
    },
  );

  app.delete(
    '/distribution/templateRecord/:id',
    {
      config: { permission: 'templateRecord.delete' },
      schema: {
        tags,
        security,
        summary: '删除模板记录及其文件（已导入的产品模板保留）',
        params: IdParams('模板记录 id'),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const fileKey = await deleteTemplateRecord(app.db, owner(request), request.params.id);
      await app.storage.delete(fileKey);
      return ok(null, '已删除');
    },
  );
};

export default templateSheetRoutes;
