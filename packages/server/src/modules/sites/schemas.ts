import { Type } from 'typebox';
import type { SiteConfig, SiteSettings, SiteSettingsUpdate, SkipVerify } from '@podkit/sdk-core';
import { OriginSchema } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const Host = Type.String({
  title: '域名',
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$',
  maxLength: 253,
});
const Text = (title: string, maxLength = 500) => Type.Optional(Type.String({ title, maxLength }));

export const SettingsBody = requestSchema<SiteSettingsUpdate>()(
  Type.Object({
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
    return_window_days: Type.Optional(
      Type.Integer({ title: '售后申请期限（天）', minimum: 1, maximum: 365 }),
    ),
    real_name_recharge_limit: Type.Optional(
      Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
        title: '单笔充值超过该金额需实名认证',
        description: '金额（元），最多两位小数；0 表示每笔充值都需实名认证',
      }),
    ),
    storage_fee_per_unit_month: Type.Optional(
      Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
        title: '仓储费（元/件/月）',
        description: '金额（元），最多两位小数，0 到 100；每日结算任务按它出账',
      }),
    ),
  }),
);

export const SiteConfigSchema = wireSchema<SiteConfig>()(
  Type.Object({
    domain_name: Type.String(),
    domain_ico_img: Type.String(),
    domain_logo_1: Type.String(),
    domain_logo_2: Type.String(),
    domain_license_no: Type.String(),
    customer_qr_code: Type.String(),
    customer_phone: Type.String(),
    customer_email: Type.String(),
    customer_address: Type.String(),
    primary_color: Type.String(),
    site_name: Type.String(),
    time_zone: Type.String({ description: 'IANA 时区，站点按它计算日期' }),
  }),
);

export const SiteSettingsSchema = wireSchema<SiteSettings>()(
  Type.Object({
    ...SiteConfigSchema.properties,
    skip_man_machine_verify: Type.Boolean(),
    embed_origins: Type.Array(Type.String()),
    domains: Type.Array(Type.String()),
    return_window_days: Type.Integer({ description: '签收后可申请退货或重印的天数' }),
    real_name_recharge_limit: Type.String({
      description: '单笔充值超过该金额（元）需实名认证',
    }),
    storage_fee_per_unit_month: Type.String({
      description: '仓储费：每件每月（元），默认 0.10',
    }),
  }),
);

export const SkipVerifySchema = wireSchema<SkipVerify>()(
  Type.Object({ skip: Type.Boolean({ description: '登录跳过图形验证码' }) }),
);
