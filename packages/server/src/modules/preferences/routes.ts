import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { signedInActor, signedInUser } from '../users/index.js';
import { logisticsChoices, readPreferences, savePreferences } from './preference-service.js';
import { LogisticsChoiceSchema, PreferencesBody, PreferencesSchema } from './schemas.js';

const tags = ['preferences'];
const security = [{ bearer: [] }];

/** Preferences are the signed-in account's own: a sub-account keeps its own. */
const account = (request: FastifyRequest) => {
  const actor = signedInActor(request);
  return { siteId: actor.siteId, userId: actor.id };
};

/** Whose templates and stores the defaults may name: the main account's. */
const owner = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
};

/** 偏好设置 (acSetting). */
const preferenceRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/user/preferences',
    {
      // Checkout, 订单管理 and the header read them, whatever screens the role has.
      config: { permission: 'user' },
      schema: {
        tags,
        security,
        summary:
          '我的偏好设置（默认物流方式、默认包装模板、默认店铺、列表每页条数、消息下拉显示的类型）',
        response: { 200: envelopeOf(PreferencesSchema) },
      },
    },
    async (request) => ok(await readPreferences(app.db, account(request))),
  );

  app.get(
    '/distribution/user/preferences/logistics',
    {
      config: { permission: 'acSetting' },
      schema: {
        tags,
        security,
        summary: '可设为默认的物流方式（本站启用的）',
        response: { 200: envelopeOf(Type.Array(LogisticsChoiceSchema)) },
      },
    },
    async (request) => ok(await logisticsChoices(app.db, account(request).siteId)),
  );

  app.put(
    '/distribution/user/preferences',
    {
      config: { permission: 'acSetting.save' },
      schema: {
        tags,
        security,
        summary:
          '保存偏好设置（只改动提交的字段；default_logistics_id、default_bottom_template_id、default_store_id 为 null 时取消默认；默认包装模板须为已审核通过并支付制版费的本账户模板）',
        body: PreferencesBody,
        response: { 200: envelopeOf(PreferencesSchema) },
      },
    },
    async (request) =>
      ok(
        await savePreferences(app.db, account(request), owner(request), request.body),
        '偏好设置已保存',
      ),
  );
};

export default preferenceRoutes;
