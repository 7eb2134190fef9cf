import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { buyPack } from './pack-purchase.js';
import { listForReseller, publishedTags } from './pack-read.js';
import {
  BuyBody,
  IdParams,
  PackQuerySchema,
  PackSchema,
  PurchaseSchema,
  TagsSchema,
} from './schemas.js';

const tags = ['gallery-packs'];
const security = [{ bearer: [] }];

const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** 图库服务 (valueAddedServicesGallery): licensed packs to browse and buy. */
const galleryPackRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/galleryPacks',
    {
      config: { permission: 'valueAddedServicesGallery' },
      schema: {
        tags,
        security,
        summary: '图库服务：已上架的图包（带水印预览，按名称搜索、按标签筛选；最新在前，分页）',
        querystring: PackQuerySchema,
        response: { 200: envelopeOf(paginatorOf(PackSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listForReseller(app.db, owner(request), query, app.fileUrl);
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/galleryPacks/tags',
    {
      config: { permission: 'valueAddedServicesGallery' },
      schema: {
        tags,
        security,
        summary: '已上架图包的全部标签',
        response: { 200: envelopeOf(TagsSchema) },
      },
    },
    async (request) => ok(await publishedTags(app.db, request.site.id)),
  );

  app.post(
    '/distribution/galleryPacks/:id/buy',
    {
      config: { permission: 'valueAddedServicesGallery.buy' },
      schema: {
        tags,
        security,
        summary:
          '用余额购买图包（一条交易记录，同一图包只扣一次）；原图放入我的素材库，每个素材标注授权说明',
        params: IdParams,
        body: BuyBody,
        response: { 200: envelopeOf(PurchaseSchema) },
      },
    },
    async (request) => {
      const scope = owner(request);
      const { pack, purchase } = await buyPack(
        app.db,
        app.storage,
        { ...scope, actorId: signedInActor(request).id },
        request.params.id,
      );
      const [wire] = (
        await listForReseller(app.db, scope, { page: 1, page_size: 1, ids: [pack.id] }, app.fileUrl)
      ).rows;
      return ok(
        { pack: wire!, material_ids: purchase.materialIds },
        '已购买，图片已放入我的素材库',
      );
    },
  );
};

export default galleryPackRoutes;
