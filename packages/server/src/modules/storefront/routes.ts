import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { paginator, paginatorOf } from '../../http/paging.js';
import { signedInUser } from '../users/index.js';
import {
  DeliveryParams,
  DeliverySchema,
  DjStoreBody,
  DjStoreCreatedSchema,
  KeyIssuedSchema,
  DeliveryPageQuery,
  SecretIssuedSchema,
  SettingsBody,
  SettingsSchema,
  StoreIdParams,
} from './schemas.js';
import {
  createDjStore,
  findDjStore,
  revokeKey,
  rotateKey,
  rotateSecret,
  saveWebhookUrl,
  storefrontSettings,
} from './storefront-stores.js';
import { listDeliveries, redeliver } from './webhook-delivery.js';

const security = [{ bearer: [] }];
const tags = ['storefront'];

/** The reseller's side of dj store fronts: the store, its key and secret, its webhook log. */
const storefrontRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const owner = (request: FastifyRequest) => {
    const user = signedInUser(request);
    return { siteId: user.siteId, userId: user.id };
  };
  const djStore = (request: FastifyRequest) =>
    findDjStore(app.db, owner(request), (request.params as { id: number }).id);

  app.post(
    '/distribution/store/dj',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        security,
        summary: '创建 DJ 店铺（店铺前台）：返回 API 密钥与 Webhook 签名密钥，仅显示一次',
        body: DjStoreBody,
        response: { 200: envelopeOf(DjStoreCreatedSchema) },
      },
    },
    async (request) =>
      ok(await createDjStore(app.db, owner(request), request.body), 'DJ 店铺已创建'),
  );

  app.get(
    '/distribution/store/:id/storefront',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        security,
        summary: 'DJ 店铺的 Webhook 地址与 API 密钥（不含密钥本身）',
        params: StoreIdParams,
        response: { 200: envelopeOf(SettingsSchema) },
      },
    },
    async (request) => ok(await storefrontSettings(app.db, await djStore(request))),
  );

  app.put(
    '/distribution/store/:id/storefront',
    {
      config: { permission: 'storeAdmin.edit' },
      schema: {
        tags,
        security,
        summary: '修改 DJ 店铺的 Webhook 地址',
        params: StoreIdParams,
        body: SettingsBody,
        response: { 200: envelopeOf(SettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await saveWebhookUrl(app.db, await djStore(request), request.body.webhook_url),
        'Webhook 地址已保存',
      ),
  );

  app.post(
    '/distribution/store/:id/apiKey',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        security,
        summary: '生成新的 API 密钥（旧密钥立即失效），仅显示一次',
        params: StoreIdParams,
        response: { 200: envelopeOf(KeyIssuedSchema) },
      },
    },
    async (request) =>
      ok({ api_key: await rotateKey(app.db, await djStore(request)) }, '已生成新的 API 密钥'),
  );

  app.delete(
    '/distribution/store/:id/apiKey',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        security,
        summary: '撤销 API 密钥（开放接口随即拒绝该密钥）',
        params: StoreIdParams,
        response: { 200: envelopeOf(SettingsSchema) },
      },
    },
    async (request) => ok(await revokeKey(app.db, await djStore(request)), 'API 密钥已撤销'),
  );

  app.post(
    '/distribution/store/:id/webhookSecret',
    {
      config: { permission: 'storeAdmin.authorize' },
      schema: {
        tags,
        security,
        summary: '生成新的 Webhook 签名密钥（之后的投递用它签名），仅显示一次',
        params: StoreIdParams,
        response: { 200: envelopeOf(SecretIssuedSchema) },
      },
    },
    async (request) =>
      ok(
        { webhook_secret: await rotateSecret(app.db, await djStore(request)) },
        '已生成新的签名密钥',
      ),
  );

  app.get(
    '/distribution/store/:id/webhookDeliveries',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        security,
        summary: 'Webhook 投递记录（每次尝试的时间、HTTP 状态、耗时、错误）',
        params: StoreIdParams,
        querystring: DeliveryPageQuery,
        response: { 200: envelopeOf(paginatorOf(DeliverySchema)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await listDeliveries(app.db, await djStore(request), page, page_size);
      return ok(paginator(rows, total, page, page_size));
    },
  );

  app.post(
    '/distribution/store/:id/webhookDeliveries/:deliveryId/redeliver',
    {
      config: { permission: 'storeAdmin.edit' },
      schema: {
        tags,
        security,
        summary: '重新投递（同一内容，重新签名）',
        params: DeliveryParams,
        response: { 200: envelopeOf(DeliverySchema) },
      },
    },
    async (request) =>
      ok(
        await redeliver(app.db, await djStore(request), request.params.deliveryId),
        '已加入重新投递队列',
      ),
  );
};

export default storefrontRoutes;
