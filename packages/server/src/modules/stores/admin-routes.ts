import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { signedInUser } from '../users/index.js';
import { listPlatformApps, savePlatformApp } from './platform-apps.js';
import { PlatformAppBody, PlatformAppParams, PlatformAppSchema } from './schemas.js';

const tags = ['stores-admin'];
const security = [{ bearer: [] }];
const config = { permission: 'operator' as const };

/** The operator's store platforms (站点设置 → 店铺平台): which the site offers, with whose app. */
const storeAdminRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const siteOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).siteId;

  app.get(
    '/admin/storePlatforms',
    {
      config,
      schema: {
        tags,
        security,
        summary: '店铺平台（运营）：本站开通的平台与其应用参数（密钥不返回）',
        response: { 200: envelopeOf(Type.Array(PlatformAppSchema)) },
      },
    },
    async (request) => ok(await listPlatformApps(app.db, siteOf(request), app.config.stores)),
  );

  app.put(
    '/admin/storePlatforms/:code',
    {
      config,
      schema: {
        tags,
        security,
        summary: '开通或关闭本站的店铺平台，保存其应用参数（加密保存）',
        params: PlatformAppParams,
        body: PlatformAppBody,
        response: { 200: envelopeOf(PlatformAppSchema) },
      },
    },
    async (request) =>
      ok(
        await savePlatformApp(
          app.db,
          siteOf(request),
          app.config.stores,
          request.params.code,
          request.body,
        ),
        '店铺平台设置已保存',
      ),
  );
};

export default storeAdminRoutes;
