import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor } from '../users/index.js';
import { listForOperator, toAdmin } from './pack-read.js';
import { addPackFiles, createPack, updatePack, type Curator } from './pack-write.js';
import type { GalleryPackRow } from './schema.js';
import { AdminPackSchema, FilesBody, IdParams, PackBody, PackQuerySchema } from './schemas.js';

const tags = ['gallery-packs'];
const security = [{ bearer: [] }];
const config = { permission: 'operator' };
const One = { 200: envelopeOf(AdminPackSchema) };

const curator = (request: FastifyRequest): Curator => ({
  siteId: request.site.id,
  userId: signedInActor(request).id,
});

/** 图库管理: the operators curate the packs (name, tags, price, licence, pictures, on sale or not). */
const adminGalleryPackRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const wire = async (row: GalleryPackRow) => (await toAdmin(app.db, [row], app.fileUrl))[0]!;

  app.get(
    '/admin/galleryPacks',
    {
      config,
      schema: {
        tags,
        security,
        summary: '图包列表（含未上架；按名称搜索、按标签筛选；分页）',
        querystring: PackQuerySchema,
        response: { 200: envelopeOf(paginatorOf(AdminPackSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listForOperator(app.db, request.site.id, query, app.fileUrl);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    '/admin/galleryPacks',
    {
      config,
      schema: {
        tags,
        security,
        summary: '新建图包（名称、简介、标签、价格、授权说明；默认未上架）',
        body: PackBody,
        response: One,
      },
    },
    async (request) =>
      ok(await wire(await createPack(app.db, curator(request), request.body)), '已创建'),
  );

  app.put(
    '/admin/galleryPacks/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '修改图包，上架或下架',
        params: IdParams,
        body: PackBody,
        response: One,
      },
    },
    async (request) => {
      const row = await updatePack(app.db, curator(request), request.params.id, request.body);
      return ok(await wire(row), '已保存');
    },
  );

  app.post(
    '/admin/galleryPacks/:id/files',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          '添加图片（以 type=file 上传的私有原图）：服务器生成带水印的预览图，原图购买前不公开',
        params: IdParams,
        body: FilesBody,
        response: One,
      },
    },
    async (request) => {
      const row = await addPackFiles(
        app.db,
        app.storage,
        curator(request),
        request.params.id,
        request.body.file_ids,
      );
      return ok(await wire(row), '图片已添加');
    },
  );
};

export default adminGalleryPackRoutes;
