import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ConnectablePlatform } from '@podkit/sdk-core';
import { ok } from '../../http/envelope.js';
import { publicOrigin } from '../../http/public-origin.js';
import { emptyEnvelope } from '../../http/envelope-schema.js';
import { OzonPushAnswer, OzonPushError, ozonPushError, ozonPing } from './ozon-push.js';
import type { WebhookDelivery } from './connectors/connector.js';
import { actOnShopifyCompliance, SHOPIFY_COMPLIANCE_TOPICS } from './shopify-compliance.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor } from './platforms.js';
import type { StoreRow } from './schema.js';
import {
  importDeliveredOrder,
  markUninstalled,
  ozonStoreOfPush,
  storesOfShop,
  wooStoreOfWebhook,
} from './webhook-stores.js';

const tags = ['stores'];
/** Accepted (whether or not it concerns a connected store), or refused for its signature. */
const response = { 200: emptyEnvelope, 401: emptyEnvelope };

/**
 * Platform webhooks, signed over the raw body: this room parses no JSON, so the bytes checked
 * are the bytes sent. A bad signature is answered 401 and changes nothing.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const delivery = (request: FastifyRequest): WebhookDelivery => ({
    headers: request.headers,
    rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
  });
  const refuse = (reply: FastifyReply) =>
    reply.code(401).send({ status_code: 401, msg: '签名无效', data: null });
  /** The platforms' apps of the site the delivery came to (platform-apps.ts). */
  const siteConfig = (request: FastifyRequest) =>
    siteStoresConfig(app.db, request.site.id, app.config.stores);
  const connector = async (request: FastifyRequest, platform: ConnectablePlatform) =>
    connectorFor(platform, await siteConfig(request));

  const importFor = (rows: StoreRow[], platformOrderId: string | null) =>
    importDeliveredOrder(app.db, rows, platformOrderId);
  const storesOf = (platform: ConnectablePlatform, shopDomain: string | null) =>
    storesOfShop(app.db, platform, shopDomain);

  app.post(
    '/webhooks/shopify',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Shopify webhook（订单、应用卸载与三个合规主题；X-Shopify-Hmac-Sha256 或 shopify-hmac-sha256 校验）',
        response,
      },
    },
    async (request, reply) => {
      const shopify = await connector(request, 5);
      const received = delivery(request);
      if (!shopify.verifyWebhook(received, (await siteConfig(request)).shopify.apiSecret))
        return refuse(reply);
      const event = shopify.parseWebhook(received);
      const rows = await storesOf(5, event.shopDomain);
      if ((SHOPIFY_COMPLIANCE_TOPICS as readonly string[]).includes(event.topic)) {
        await actOnShopifyCompliance(app.db, event.topic, rows, event.payload);
      } else if (event.topic === 'app/uninstalled') {
        await markUninstalled(app.db, rows);
      } else {
        await importFor(rows, event.platformOrderId);
      }
      return ok(null);
    },
  );

  app.post(
    '/webhooks/woocommerce/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'WooCommerce webhook（order.created / order.updated；X-WC-Webhook-Signature 校验）',
        params: Type.Object({ id: Type.Integer({ title: '店铺 id', minimum: 1 }) }),
        response,
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const found = await wooStoreOfWebhook(app.db, id);
      const woo = await connector(request, 21);
      const received = delivery(request);
      // WooCommerce pings a webhook's address, unsigned, when it is saved: answer, do nothing.
      if (found && /^webhook_id=\d+$/.test(received.rawBody.toString('utf8'))) return ok(null);
      if (!found || !woo.verifyWebhook(received, found.secret)) return refuse(reply);
      await importFor([found.row], woo.parseWebhook(received).platformOrderId);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/etsy',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Etsy webhook（order.paid 等；Standard Webhooks 签名校验）',
        response,
      },
    },
    async (request, reply) => {
      const etsy = await connector(request, 7);
      const received = delivery(request);
      if (!etsy.verifyWebhook(received, (await siteConfig(request)).etsy.webhookSecret))
        return refuse(reply);
      const event = etsy.parseWebhook(received);
      await importFor(await storesOf(7, event.shopDomain), event.platformOrderId);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/tiktok',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'TikTok Shop webhook（订单状态变更；Authorization = HMAC-SHA256(app_key + body)）',
        response,
      },
    },
    async (request, reply) => {
      const tiktok = await connector(request, 10);
      const received = delivery(request);
      if (!tiktok.verifyWebhook(received, (await siteConfig(request)).tiktok.appSecret)) {
        request.log.warn(
          { platform: 'tiktok', bytes: received.rawBody.length },
          'webhook refused: signature invalid',
        );
        return refuse(reply);
      }
      const event = tiktok.parseWebhook(received);
      await importFor(await storesOf(10, event.shopDomain), event.platformOrderId);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/shopee',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Shopee 推送（code 3 订单状态；Authorization = HMAC-SHA256(partner_key, 回调地址 + "|" + body)）',
        response,
      },
    },
    async (request, reply) => {
      const shopee = await connector(request, 4);
      // Shopee signs the callback address as registered in its console: this site's own.
      const received = { ...delivery(request), url: `${publicOrigin(request)}${request.url}` };
      if (!shopee.verifyWebhook(received, (await siteConfig(request)).shopee.partnerKey)) {
        request.log.warn(
          { platform: 'shopee', bytes: received.rawBody.length },
          'webhook refused: signature invalid',
        );
        return refuse(reply);
      }
      const event = shopee.parseWebhook(received);
      await importFor(await storesOf(4, event.shopDomain), event.platformOrderId);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/shopline',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Shopline webhook（orders/create、orders/updated 等；X-Shopline-Hmac-Sha256 = hex HMAC-SHA256(app secret, body)）',
        response,
      },
    },
    async (request, reply) => {
      const shopline = await connector(request, 9);
      const received = delivery(request);
      if (!shopline.verifyWebhook(received, (await siteConfig(request)).shopline.appSecret)) {
        request.log.warn(
          { platform: 'shopline', bytes: received.rawBody.length },
          'webhook refused: signature invalid',
        );
        return refuse(reply);
      }
      const event = shopline.parseWebhook(received);
      await importFor(await storesOf(9, event.shopDomain), event.platformOrderId);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/shoplazza',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Shoplazza webhook（orders/create、orders/updated 等；X-Shoplazza-Hmac-Sha256 = base64 HMAC-SHA256(client secret, body)）',
        response,
      },
    },
    async (request, reply) => {
      const shoplazza = await connector(request, 8);
      const received = delivery(request);
      if (!shoplazza.verifyWebhook(received, (await siteConfig(request)).shoplazza.appSecret)) {
        request.log.warn(
          { platform: 'shoplazza', bytes: received.rawBody.length },
          'webhook refused: signature invalid',
        );
        return refuse(reply);
      }
      const event = shoplazza.parseWebhook(received);
      await importFor(await storesOf(8, event.shopDomain), event.platformOrderId);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/ozon/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Ozon 推送（每个店铺一个地址；Ozon 推送无签名：只按货件号重新拉取，TYPE_PING 按文档应答）',
        params: Type.Object({ id: Type.Integer({ title: '店铺 id', minimum: 1 }) }),
        response: { 200: OzonPushAnswer, 400: OzonPushError, 404: OzonPushError },
      },
      // Ozon reads its own error shape: an address without a store id is answered in it too.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        return reply.code(404).send(ozonPushError('ERROR_UNKNOWN', '推送地址中的店铺不存在'));
      const { id } = request.params as { id: number };
      const ozon = await connector(request, 14);
      const received = delivery(request);
      if (!ozon.verifyWebhook(received, ''))
        return reply
          .code(400)
          .send(ozonPushError('ERROR_PARAMETER_VALUE_MISSED', '不是 Ozon 推送通知'));
      const row = await ozonStoreOfPush(app.db, request.site.id, id);
      if (!row)
        return reply.code(404).send(ozonPushError('ERROR_UNKNOWN', '推送地址中的店铺不存在'));
      const event = ozon.parseWebhook(received);
      if (event.topic === 'TYPE_PING') return ozonPing();
      await importFor([row], event.platformOrderId);
      return { result: true };
    },
  );

  app.post(
    '/webhooks/aliexpress',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          '速卖通消息推送（订单消息；Authorization = HMAC-SHA256(app_secret, app_key + body)）',
        response,
      },
    },
    async (request, reply) => {
      const aliexpress = await connector(request, 2);
      const received = delivery(request);
      if (!aliexpress.verifyWebhook(received, (await siteConfig(request)).aliexpress.appSecret)) {
        request.log.warn(
          { platform: 'aliexpress', bytes: received.rawBody.length },
          'webhook refused: signature invalid',
        );
        return refuse(reply);
      }
      const event = aliexpress.parseWebhook(received);
      await importFor(await storesOf(2, event.shopDomain), event.platformOrderId);
      return ok(null);
    },
  );
};

export default webhookRoutes;
