import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInActor, signedInUser } from '../users/index.js';
import {
  acceptDesignOrder,
  cancelDesignOrder,
  reviseDesignOrder,
  type Acting,
} from './order-actions.js';
import { createDesignOrder, type Buyer } from './order-create.js';
import { galleryStager } from './to-gallery.js';
import { findDesignOrder, listDesignOrders, toResellerOrders } from './order-read.js';
import type { DesignOrderRow } from './schema.js';
import {
  DesignOrderBody,
  DesignOrderQuerySchema,
  DesignOrderSchema,
  IdParams,
  ReviseBody,
} from './schemas.js';

const tags = ['design-service'];
const security = [{ bearer: [] }];
const One = { 200: envelopeOf(DesignOrderSchema) };

/** A sub-account acts for its main account: the owner's orders and balance, its own name. */
const buyer = (request: FastifyRequest): Buyer => {
  const user = signedInUser(request);
  const actor = signedInActor(request);
  return {
    siteId: user.siteId,
    userId: user.id,
    actorId: actor.id,
    actorName: actor.nickname || actor.username,
  };
};
const acting = (request: FastifyRequest): Acting => {
  const who = buyer(request);
  return { ...who, scope: { siteId: who.siteId, userId: who.userId } };
};

/** 设计服务 (valueAddedServicesDesign) and 设计需求 (serviceDesign): a reseller's design orders. */
const designServiceRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'design-service');
  const one = async (row: DesignOrderRow, msg?: string) =>
    ok((await toResellerOrders(app.db, [row], app.fileUrl))[0]!, msg);
  const stage = galleryStager(app.storage, stagingDir);

  app.get(
    '/distribution/designService',
    {
      config: { permission: 'valueAddedServicesDesign' },
      schema: {
        tags,
        security,
        summary: '我的设计订单（按状态筛选，按订单号或需求搜索；最新在前，分页）',
        querystring: DesignOrderQuerySchema,
        response: { 200: envelopeOf(paginatorOf(DesignOrderSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listDesignOrders(app.db, acting(request).scope, query);
      const list = await toResellerOrders(app.db, rows, app.fileUrl);
      return ok(paginator(list, total, query.page, query.page_size));
    },
  );

  app.get(
    '/distribution/designService/:id',
    {
      config: { permission: 'valueAddedServicesDesign' },
      schema: { tags, security, summary: '设计订单详情与进度', params: IdParams, response: One },
    },
    async (request) => one(await findDesignOrder(app.db, acting(request).scope, request.params.id)),
  );

  app.post(
    '/distribution/designService',
    {
      config: { permission: ['serviceDesign.submit', 'valueAddedServicesDesign.buy'] },
      schema: {
        tags,
        security,
        summary:
          '提交设计需求并用余额支付：价目、需求、参考图（type=file 上传）、产品与尺码、交付期限；同一幂等键只下一单、只扣一次',
        body: DesignOrderBody,
        response: One,
      },
    },
    async (request) => {
      const row = await createDesignOrder(
        app.db,
        buyer(request),
        request.body,
        request.site.timeZone,
      );
      return one(row, '设计需求已提交，已从余额支付');
    },
  );

  app.post(
    '/distribution/designService/:id/revise',
    {
      config: { permission: 'valueAddedServicesDesign.revise' },
      schema: {
        tags,
        security,
        summary: '对已交付的设计稿申请修改（含 2 次免费修改，用完后不能再申请）',
        params: IdParams,
        body: ReviseBody,
        response: One,
      },
    },
    async (request) => {
      const row = await reviseDesignOrder(
        app.db,
        acting(request),
        request.params.id,
        request.body.note,
      );
      return one(row, '修改意见已提交');
    },
  );

  app.post(
    '/distribution/designService/:id/accept',
    {
      config: { permission: 'valueAddedServicesDesign.accept' },
      schema: {
        tags,
        security,
        summary: '验收设计稿：最后一次交付的设计文件加入我的素材（重复验收不重复加入）',
        params: IdParams,
        response: One,
      },
    },
    async (request) => {
      const row = await acceptDesignOrder(app.db, acting(request), request.params.id, stage);
      return one(row, '已验收，设计文件已加入我的素材');
    },
  );

  app.post(
    '/distribution/designService/:id/cancel',
    {
      config: { permission: 'valueAddedServicesDesign.cancel' },
      schema: {
        tags,
        security,
        summary: '取消未接单的设计订单，费用原路退回余额（一条交易记录，重复取消不重复退款）',
        params: IdParams,
        response: One,
      },
    },
    async (request) => {
      const row = await cancelDesignOrder(app.db, acting(request), request.params.id);
      return one(row, '订单已取消，费用已退回余额');
    },
  );
};

export default designServiceRoutes;
