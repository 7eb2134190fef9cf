import fsp from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { sniffSheetFormat } from '../../sheets/sheet-file.js';
import { storageHas, StorageKeyExistsError } from '../../storage/index.js';
import { urlMaker } from '../materials/index.js';
import { discardStaged, receiveUpload } from '../uploads/index.js';
import { signedInUser } from '../users/index.js';
import { importTortBrands } from './brand-import.js';
import {
  createTortBrand,
  deleteTortBrand,
  listTortBrands,
  updateTortBrand,
} from './brand-service.js';
import { brandTemplate, readBrandSheet } from './brand-sheet.js';
import {
  BrandIdParams,
  BrandTemplateSchema,
  ImportResultSchema,
  TortBrandBody,
  TortBrandQuery,
  TortBrandSchema,
} from './schemas.js';

const tags = ['tort-brands-admin'];
const security = [{ bearer: [] }];
const config = { permission: 'operator' as const };
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The operator console's infringement list: add, edit, remove, import from a sheet. */
const tortBrandAdminRoutes: FastifyPluginAsync = async (root) => {
  await root.register(multipart, {
    limits: { fileSize: MAX_SHEET_BYTES + 1, files: 1, fields: 1, parts: 2 },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'tort-brands');
  const siteOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).siteId;

  app.get(
    '/admin/tortBrand',
    {
      config,
      schema: {
        tags,
        security,
        summary: '侵权品牌列表（运营）',
        querystring: TortBrandQuery,
        response: { 200: envelopeOf(paginatorOf(TortBrandSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listTortBrands(app.db, siteOf(request), query);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    '/admin/tortBrand',
    {
      config,
      schema: {
        tags,
        security,
        summary: '添加侵权品牌（同一品牌不分大小写、全角半角只能有一条）',
        body: TortBrandBody,
        response: { 200: envelopeOf(TortBrandSchema) },
      },
    },
    async (request) => ok(await createTortBrand(app.db, siteOf(request), request.body), '添加成功'),
  );

  app.put(
    '/admin/tortBrand/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '修改侵权品牌',
        params: BrandIdParams,
        body: TortBrandBody,
        response: { 200: envelopeOf(TortBrandSchema) },
      },
    },
    async (request) =>
      ok(
        await updateTortBrand(app.db, siteOf(request), request.params.id, request.body),
        '修改成功',
      ),
  );

  app.delete(
    '/admin/tortBrand/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '删除侵权品牌',
        params: BrandIdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteTortBrand(app.db, siteOf(request), request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/admin/tortBrand/import',
    {
      config,
      schema: {
        tags,
        security,
        summary: '从 xlsx 或 csv 导入侵权品牌（列：品牌、级别、权利人、备注；最大 5 MB）',
        description: 'multipart/form-data，文件放在 file 字段。已有的品牌按表格更新。',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ImportResultSchema) },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, stagingDir, async (_fields, filename) => ({
        authorised: true,
        minBytes: 1,
        maxBytes: MAX_SHEET_BYTES,
        displayName: filename || '表格',
      }));
      try {
        const bytes = await fsp.readFile(upload.file.path);
        const format = sniffSheetFormat(
          bytes.subarray(0, 512),
          upload.file.filename || '品牌.xlsx',
        );
        const result = await importTortBrands(
          app.db,
          siteOf(request),
          await readBrandSheet(bytes, format),
        );
        return ok(result, `导入完成：新增 ${result.created} 个，更新 ${result.updated} 个`);
      } finally {
        await discardStaged(upload.file);
      }
    },
  );

  app.get(
    '/admin/tortBrand/template',
    {
      config,
      schema: {
        tags,
        security,
        summary: '下载侵权品牌导入模板（xlsx）',
        response: { 200: envelopeOf(BrandTemplateSchema) },
      },
    },
    async (request) => {
      const key = `s${siteOf(request)}/tort-brands/template-v1.xlsx`;
      if (!(await storageHas(app.storage, key))) {
        try {
          await app.storage.put(key, await brandTemplate(), { contentType: XLSX });
        } catch (error) {
          if (!(error instanceof StorageKeyExistsError)) throw error;
        }
      }
      return ok({ url: urlMaker(request)(key), name: '侵权品牌导入模板.xlsx' });
    },
  );
};

export default tortBrandAdminRoutes;
