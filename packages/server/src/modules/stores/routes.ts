import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { invalid, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { publicOrigin } from '../../http/public-origin.js';
import { OrderDetailSchema } from '../orders/index.js';
import { siteStoresConfig } from './platform-apps.js';
import { storePlatforms } from './platforms.js';
import { signedInUser } from '../users/index.js';
import { mapOrderLine } from './line-mapping.js';
import { storeFbaShipments } from './fba-shipments.js';
import { setStorePackaging } from './store-packaging.js';
import {
  completeAuth,
  connectStore,
  disconnectStore,
  findStore,
  listStores,
  reauthorizeStore,
  toStore,
} from './store-service.js';
import {
  AuthCallbackBody,
  ConnectBody,
  ConnectResultSchema,
  FbaShipmentSchema,
  MappingParams,
  MapSkuBody,
  ReauthorizeBody,
  SkuMappingSchema,
  StoreId,
  StoreJobSchema,
  StoreListQuery,
  StorePackagingBody,
  StorePlatformSchema,
  StoreSchema,
  SyncOrderBody,
} from './schemas.js';
import { deleteSkuMapping, listSkuMappings } from './sku-mapping-list.js';
import { enqueueStoreSync } from './sync-job.js';
import webhookRoutes from './webhook-routes.js';

const bearer = [{ bearer: [] }];
const tags = ['stores'];

/** The spec's toast for /order/syncOrder (section 8) is shown by sdk-core; this is the msg. */
export const SYNC_ORDER_MESSAGE =
  '操作成功，订单同步中，数量较多时可能会有几分钟的传输延迟，请耐心等候。';

/** Where platforms send the browser back: the portal's /shopify/auth page (spec 2). */
function redirectUri(request: FastifyRequest): string {
  return `${publicOrigin(request)}/shopify/auth`;
}

const storeRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const owner = (request: FastifyRequest) => {
    const user = signedInUser(request);
    return { siteId: user.siteId, userId: user.id };
  };
  /** The platforms' apps as the request's site has them (platform-apps.ts). */
  const config = (request: FastifyRequest) =>
    siteStoresConfig(app.db, request.site.id, app.config.stores);

  app.get(
    '/distribution/store',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的店铺（可按平台筛选）',
        security: bearer,
        querystring: StoreListQuery,
        response: { 200: envelopeOf(Type.Array(StoreSchema)) },
      },
    },
    async (request) =>
      ok((await listStores(app.db, owner(request), request.query.platform)).map(toStore)),
  );

  app.get(
    '/distribution/store/platforms',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '店铺平台：本站可授权哪些平台的店铺',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(StorePlatformSchema)) },
      },
    },
    async (request) => ok(storePlatforms(await config(request))),
  );

  app.get(
    '/distribution/store/:id',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '店铺状态与同步进度',
        security: bearer,
        params: StoreId,
        response: { 200: envelopeOf(StoreSchema) },
      },
    },
    async (request) => ok(toStore(await findStore(app.db, owner(request), request.params.id))),
  );

  app.post(
    '/distribution/store',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        summary: '绑定店铺（Shopify / Etsy 返回授权地址；WooCommerce 用 REST API 密钥直接绑定）',
        security: bearer,
        body: ConnectBody,
        response: { 200: envelopeOf(ConnectResultSchema) },
      },
    },
    async (request) => {
      const { row, authorizeUrl } = await connectStore(
        app.db,
        await config(request),
        owner(request),
        request.body,
        redirectUri(request),
        publicOrigin(request),
      );
      return ok(
        { store: toStore(row), authorize_url: authorizeUrl },
        authorizeUrl ? '' : '店铺已绑定',
      );
    },
  );

  app.post(
    '/distribution/store/authCallback',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        summary: '授权回调（/shopify/auth 页面把平台带回的参数原样提交）',
        security: bearer,
        body: AuthCallbackBody,
        response: { 200: envelopeOf(StoreSchema) },
      },
    },
    async (request) => {
      const row = await completeAuth(
        app.db,
        await config(request),
        owner(request),
        request.body.query,
        redirectUri(request),
      );
      return ok(toStore(row), '店铺授权成功，订单同步中');
    },
  );

  app.post(
    '/distribution/store/:id/reauthorize',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        summary: '重新授权（OAuth 平台返回授权地址；WooCommerce 可换新密钥）',
        security: bearer,
        params: StoreId,
        body: ReauthorizeBody,
        response: { 200: envelopeOf(ConnectResultSchema) },
      },
    },
    async (request) => {
      const { row, authorizeUrl } = await reauthorizeStore(
        app.db,
        await config(request),
        owner(request),
        request.params.id,
        request.body,
        redirectUri(request),
      );
      return ok(
        { store: toStore(row), authorize_url: authorizeUrl },
        authorizeUrl ? '' : '已重新授权',
      );
    },
  );

  app.delete(
    '/distribution/store/:id',
    {
      config: { permission: 'storeAdmin.unbind' },
      schema: {
        tags,
        summary: '解绑店铺（已导入的订单保留）',
        security: bearer,
        params: StoreId,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await disconnectStore(app.db, owner(request), request.params.id);
      return ok(null, '店铺已解绑');
    },
  );

  app.post(
    '/distribution/order/syncOrder',
    {
      config: { permission: ['storeAdmin.sync', 'orderAdmin.sync', 'orderAdminFBA.sync'] },
      schema: {
        tags,
        summary: '同步店铺订单（每个店铺一个后台任务）',
        security: bearer,
        body: SyncOrderBody,
        response: { 200: envelopeOf(Type.Array(StoreJobSchema)) },
      },
    },
    async (request) => {
      const results = [];
      for (const id of new Set(request.body.store_ids)) {
        const store = await findStore(app.db, owner(request), id);
        if (store.platform === 22)
          throw invalid(`店铺「${store.name}」的订单由店铺前台通过开放接口推送，无需同步`);
        if (store.state !== 'authorised')
          throw invalid(`店铺「${store.name}」${store.stateMessage || '未授权'}，请先重新授权`);
        const job = await enqueueStoreSync(app.db, store);
        results.push({ store_id: store.id, job_id: job.id });
      }
      return ok(results, SYNC_ORDER_MESSAGE);
    },
  );

  app.put(
    '/distribution/store/:id/packaging',
    {
      config: { permission: 'storeAdmin.edit' },
      schema: {
        tags,
        summary:
          '设置店铺默认包装模板：该店铺导入的订单使用它（优先于偏好设置中的默认包装模板）；null 取消',
        security: bearer,
        params: StoreId,
        body: StorePackagingBody,
        response: { 200: envelopeOf(StoreSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await setStorePackaging(
        app.db,
        owner(request),
        id,
        request.body.bottom_template_id,
      );
      return ok(
        toStore(row),
        row.defaultBottomTemplateId ? '已设置店铺默认包装模板' : '已取消店铺默认包装模板',
      );
    },
  );

  app.post(
    '/distribution/order/mapSku',
    {
      config: { permission: ['storeAdmin.edit', 'orderAdmin.sync'] },
      schema: {
        tags,
        summary: '为导入订单的商品行匹配 SKU（可保存为该店铺的映射，之后的订单自动使用）',
        security: bearer,
        body: MapSkuBody,
        response: { 200: envelopeOf(OrderDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await mapOrderLine(app.db, signedInUser(request), request.body, app.fileUrl),
        'SKU 已匹配',
      ),
  );

  app.get(
    '/distribution/store/:id/fbaShipments',
    {
      config: { permission: ['cart.checkout', 'orderAdminFBA.edit'] },
      schema: {
        tags,
        summary: 'Amazon 店铺待发货的 FBA 入库货件（FBA 批发下单时选择货件）',
        description:
          '读取 FBA Inbound API v2024-03-20：最近更新的进行中入库计划里状态为 WORKING / READY_TO_SHIP 的货件。',
        security: bearer,
        params: StoreId,
        response: { 200: envelopeOf(Type.Array(FbaShipmentSchema)) },
      },
    },
    async (request) =>
      ok(await storeFbaShipments(app.db, app.config.stores, owner(request), request.params.id)),
  );

  app.get(
    '/distribution/store/:id/skuMapping',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '店铺的 SKU 映射',
        security: bearer,
        params: StoreId,
        response: { 200: envelopeOf(Type.Array(SkuMappingSchema)) },
      },
    },
    async (request) => ok(await listSkuMappings(app.db, owner(request), request.params.id)),
  );

  app.delete(
    '/distribution/store/:id/skuMapping/:mappingId',
    {
      config: { permission: 'storeAdmin.edit' },
      schema: {
        tags,
        summary: '删除 SKU 映射',
        security: bearer,
        params: MappingParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteSkuMapping(app.db, owner(request), request.params.id, request.params.mappingId);
      return ok(null, '映射已删除');
    },
  );

  await app.register(webhookRoutes);
};

export default storeRoutes;
