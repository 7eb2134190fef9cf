import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import { enqueueListingsSync } from './listings-sync-job.js';
import { isConnectable } from './platforms.js';
import { StoreJobSchema } from './schemas.js';
import { findStore, listStores } from './store-service.js';
import { listThirdProducts } from './store-products.js';
import {
  BindBody,
  BoundSchema,
  IdsBody,
  ImportBody,
  RemovedSchema,
  ThirdProductListQuery,
  ThirdProductSchema,
  UnboundSchema,
} from './third-product-schemas.js';
import {
  bindThirdProducts,
  removeThirdProducts,
  unbindThirdProducts,
} from './third-product-binding.js';

const tags = ['stores'];
const security = [{ bearer: [] }];
/** 第三方商品: the products of the reseller's stores and the PodKit SKUs they map to. */
const thirdProductRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/thirdProduct',
    {
      config: { permission: 'thirdProduct' },
      schema: {
        tags,
        security,
        summary: '第三方商品：店铺商品与订单中出现的店铺 SKU，及其关联的平台 SKU（分页）',
        querystring: ThirdProductListQuery,
        response: { 200: envelopeOf(paginatorOf(ThirdProductSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { query } = request;
      const { rows, total } = await listThirdProducts(
        app.db,
        { siteId: user.siteId, userId: user.id },
        query,
      );
      return ok(paginator(rows, total, query.page, query.page_size));
    },
  );

  app.post(
    '/distribution/thirdProduct/import',
    {
      config: { permission: 'thirdProduct.import' },
      schema: {
        tags,
        security,
        summary: '读取店铺商品（后台任务；不指定店铺时读取全部已授权店铺）',
        body: ImportBody,
        response: { 200: envelopeOf(Type.Array(StoreJobSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const owner = { siteId: user.siteId, userId: user.id };
      const ids = request.body.store_ids;
      const chosen = ids
        ? await Promise.all([...new Set(ids)].map((id) => findStore(app.db, owner, id)))
        : (await listStores(app.db, owner)).filter(
            (store) => store.state === 'authorised' && isConnectable(store.platform),
          );
      if (chosen.length === 0) throw invalid('还没有已授权的店铺，请先在店铺管理中授权店铺');
      const results = [];
      for (const store of chosen) {
        if (store.state !== 'authorised')
          throw invalid(`店铺「${store.name}」${store.stateMessage || '未授权'}，请先重新授权`);
        const job = await enqueueListingsSync(app.db, store);
        results.push({ store_id: store.id, job_id: job.id });
      }
      return ok(results, '已开始读取店铺商品，稍后刷新查看');
    },
  );

  app.post(
    '/distribution/thirdProduct/bind',
    {
      config: { permission: 'thirdProduct.bind' },
      schema: {
        tags,
        security,
        summary: '关联平台 SKU（批量，全部成功或全部不变；店铺的待付款订单随之更新）',
        body: BindBody,
        response: {
          200: envelopeOf(BoundSchema),
        },
      },
    },
    async (request) => {
      const result = await bindThirdProducts(app.db, signedInUser(request), request.body.items);
      return ok(
        result,
        `已关联 ${result.bound} 个商品${result.orders_updated ? `，更新了 ${result.orders_updated} 个待付款订单` : ''}`,
      );
    },
  );

  app.post(
    '/distribution/thirdProduct/unbind',
    {
      config: { permission: 'thirdProduct.bind' },
      schema: {
        tags,
        security,
        summary: '解除关联（之后的订单不再自动匹配）',
        body: IdsBody,
        response: { 200: envelopeOf(UnboundSchema) },
      },
    },
    async (request) => {
      const result = await unbindThirdProducts(app.db, signedInUser(request), request.body.ids);
      return ok(result, `已解除 ${result.unbound} 个关联`);
    },
  );

  app.post(
    '/distribution/thirdProduct/delete',
    {
      config: { permission: 'thirdProduct.delete' },
      schema: {
        tags,
        security,
        summary: '删除第三方商品及其关联',
        body: IdsBody,
        response: { 200: envelopeOf(RemovedSchema) },
      },
    },
    async (request) => {
      const result = await removeThirdProducts(app.db, signedInUser(request), request.body.ids);
      return ok(result, '删除成功');
    },
  );
};

export default thirdProductRoutes;
