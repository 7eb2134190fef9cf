import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import {
  getExport,
  listExports,
  requestOrderExport,
  requestProductFilesExport,
} from './export-service.js';
import {
  ExportListQuery,
  ExportRecordSchema,
  OrderExportSchema,
  ProductFilesExportSchema,
} from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['exports'];

const exportsModule: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const urlOf = app.fileUrl;

  app.get(
    '/distribution/userExportRecord',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的导出记录（进度与下载地址）',
        security: bearer,
        querystring: ExportListQuery,
        response: { 200: envelopeOf(paginatorOf(ExportRecordSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const list = await listExports(app.db, signedInUser(request), page, pageSize, urlOf);
      return ok(paginator(list.rows, list.total, page, pageSize));
    },
  );

  app.get(
    '/distribution/userExportRecord/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '导出记录详情（查询进度）',
        security: bearer,
        params: Type.Object({ id: Type.Integer({ title: '导出记录 id', minimum: 1 }) }),
        response: { 200: envelopeOf(ExportRecordSchema) },
      },
    },
    async (request) => ok(await getExport(app.db, signedInUser(request), request.params.id, urlOf)),
  );

  app.post(
    '/distribution/userExportRecord/orders',
    {
      config: { permission: '*.export' },
      schema: {
        tags,
        summary: '导出订单为 Excel（后台任务生成，可在导出记录中下载）',
        security: bearer,
        body: OrderExportSchema,
        response: { 200: envelopeOf(ExportRecordSchema) },
      },
    },
    async (request) =>
      ok(
        await requestOrderExport(app.db, signedInUser(request), request.body, urlOf),
        '已开始导出，可在导出记录中查看进度',
      ),
  );

  app.post(
    '/distribution/userExportRecord/productFiles',
    {
      config: { permission: ['singleGallery.download', 'productLibrary.export'] },
      schema: {
        tags,
        summary: '打包下载商品的效果图和印刷文件（zip，后台任务生成，可查询进度）',
        security: bearer,
        body: ProductFilesExportSchema,
        response: { 200: envelopeOf(ExportRecordSchema) },
      },
    },
    async (request) =>
      ok(
        await requestProductFilesExport(app.db, signedInUser(request), request.body, urlOf),
        '已开始打包，完成后可下载',
      ),
  );
};

export default exportsModule;
