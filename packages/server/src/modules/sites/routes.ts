import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { toSiteConfig } from './config.js';
import { SettingsBody, SiteConfigSchema, SiteSettingsSchema, SkipVerifySchema } from './schemas.js';
import { siteSettings, updateSiteSettings } from './settings.js';

const sites: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/frontend/getConfigDdata',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sites'],
        summary: '站点配置（域名、Logo、客服信息）；分站域名下为分站自己的品牌与客服信息',
        response: { 200: envelopeOf(SiteConfigSchema) },
      },
    },
    async (request) => ok(toSiteConfig(request.site, request.subSite)),
  );

  app.get(
    '/frontend/systemConfig/skipManMachineVerify',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sites'],
        summary: '登录是否跳过人机验证',
        response: { 200: envelopeOf(SkipVerifySchema) },
      },
    },
    async (request) => ok({ skip: request.site.skipManMachineVerify }),
  );

  app.get(
    '/admin/site',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['sites'],
        summary: '读取站点设置（运营）',
        response: { 200: envelopeOf(SiteSettingsSchema) },
      },
    },
    async (request) => ok(await siteSettings(app.db, request.site)),
  );

  app.put(
    '/admin/site',
    {
      config: { permission: 'operator' },
      schema: {
        tags: ['sites'],
        summary: '保存站点设置（运营）',
        body: SettingsBody,
        response: { 200: envelopeOf(SiteSettingsSchema) },
      },
    },
    async (request) =>
      ok(await updateSiteSettings(app.db, request.site, request.body), '站点设置已保存'),
  );
};

export default sites;
