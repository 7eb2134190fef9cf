import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { OriginSchema } from '../../http/schemas.js';
import { toSiteConfig } from './config.js';
import { siteSettings, updateSiteSettings } from './settings.js';

const Host = Type.String({
  title: '域名',
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$',
  maxLength: 253,
});
const Text = (title: string, maxLength = 500) => Type.Optional(Type.String({ title, maxLength }));

const SettingsBody = Type.Object({
  site_name: Type.Optional(Type.String({ title: '站点名称', minLength: 1, maxLength: 60 })),
  domain_name: Text('站点域名', 253),
  domain_ico_img: Text('站点图标'),
  domain_logo_1: Text('站点 Logo'),
  domain_logo_2: Text('备用 Logo'),
  domain_license_no: Text('备案号', 100),
  customer_qr_code: Text('客服二维码'),
  customer_phone: Text('客服电话', 50),
  customer_email: Text('客服邮箱', 200),
  customer_address: Text('联系地址', 300),
  primary_color: Type.Optional(Type.String({ title: '主题色', pattern: '^#[0-9A-Fa-f]{6}$' })),
  time_zone: Type.Optional(Type.String({ title: '时区', minLength: 1, maxLength: 64 })),
  skip_man_machine_verify: Type.Optional(Type.Boolean({ title: '跳过人机验证' })),
  embed_origins: Type.Optional(Type.Array(OriginSchema, { title: '嵌入来源', maxItems: 50 })),
  domains: Type.Optional(Type.Array(Host, { title: '域名', maxItems: 20 })),
});

const sites: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/frontend/getConfigDdata',
    {
      config: { permission: 'public' },
      schema: { tags: ['sites'], summary: '站点配置（域名、Logo、客服信息）' },
    },
    async (request) => ok(toSiteConfig(request.site)),
  );

  app.get(
    '/frontend/systemConfig/skipManMachineVerify',
    {
      config: { permission: 'public' },
      schema: { tags: ['sites'], summary: '登录是否跳过人机验证' },
    },
    async (request) => ok({ skip: request.site.skipManMachineVerify }),
  );

  app.get(
    '/admin/site',
    {
      config: { permission: 'operator' },
      schema: { tags: ['sites'], summary: '读取站点设置（运营）' },
    },
    async (request) => ok(await siteSettings(app.db, request.site)),
  );

  app.put(
    '/admin/site',
    {
      config: { permission: 'operator' },
      schema: { tags: ['sites'], summary: '保存站点设置（运营）', body: SettingsBody },
    },
    async (request) =>
      ok(await updateSiteSettings(app.db, request.site, request.body), '站点设置已保存'),
  );
};

export default sites;
