import { Type } from 'typebox';
import type {
  AdminSessionInput,
  EmbedCode,
  EmbedCodeInput,
  EmbedCodeSession,
  EmbedOrigins,
  EmbedSessionInput,
  EmbedSessionToken,
  PartnerKey,
  PartnerKeyInput,
  ShopLink,
  ShopLinkInput,
} from '@podkit/sdk-core';
import { IdSchema, Nullable, OriginSchema } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { SiteConfigSchema } from '../sites/index.js';

const AdminPlatform = Type.Union([Type.Literal('shopify'), Type.Literal('shopline')], {
  title: '平台',
});
const DateTime = Type.String({ format: 'date-time' });

export const PartnerKeyBody = requestSchema<PartnerKeyInput>()(
  Type.Object({
    name: Type.String({ title: '名称', minLength: 1, maxLength: 60 }),
    allowed_origins: Type.Array(OriginSchema, { title: '嵌入来源', minItems: 1, maxItems: 20 }),
  }),
);
export const PartnerKeyParams = Type.Object({
  id: Type.Integer({ title: '密钥编号', minimum: 1 }),
});

export const PartnerKeySchema = wireSchema<PartnerKey>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    key_prefix: Type.String({ description: '密钥开头几位，用于区分' }),
    allowed_origins: Type.Array(Type.String()),
    created_at: DateTime,
    last_used_at: Nullable(DateTime),
  }),
);
export const CreatedPartnerKeySchema = wireSchema<PartnerKey & { key: string }>()(
  Type.Object({
    ...PartnerKeySchema.properties,
    key: Type.String({ description: '密钥本身，只在创建时返回这一次' }),
  }),
);

export const EmbedCodeHeaders = Type.Object({
  'x-podkit-key': Type.Optional(Type.String({ title: '合作方密钥' })),
});
export const EmbedCodeBody = requestSchema<EmbedCodeInput>()(Type.Object({ origin: OriginSchema }));
export const EmbedCodeSchema = wireSchema<EmbedCode>()(
  Type.Object({
    code: Type.String({ description: '一次性授权码' }),
    expires_at: DateTime,
    expires_in: Type.Integer({ description: '有效秒数' }),
  }),
);

export const EmbedSessionBody = requestSchema<EmbedSessionInput>()(
  Type.Object({
    code: Type.String({ title: '授权码', minLength: 10, maxLength: 100 }),
    parent_origin: Type.Optional(OriginSchema),
  }),
);
export const EmbedSessionSchema = wireSchema<EmbedSessionToken>()(
  Type.Object({ token: Type.String(), expires_at: DateTime }),
);

export const EmbedCodeSessionSchema = wireSchema<EmbedCodeSession>()(
  Type.Object({ ...EmbedSessionSchema.properties, config: SiteConfigSchema }),
);

export const EmbedOriginsSchema = wireSchema<EmbedOrigins>()(
  Type.Object({ origins: Type.Array(Type.String()) }),
);

export const AdminSessionBody = requestSchema<AdminSessionInput>()(
  Type.Object({
    platform: AdminPlatform,
    token: Type.String({ title: '会话令牌', minLength: 10, maxLength: 4000 }),
  }),
);
export const AdminSessionSchema = wireSchema<EmbedSessionToken & { shop: string }>()(
  Type.Object({
    ...EmbedSessionSchema.properties,
    shop: Type.String({ description: '店铺的后台域名' }),
  }),
);

export const ShopLinkBody = requestSchema<ShopLinkInput>()(
  Type.Object({
    platform: AdminPlatform,
    shop: Type.String({ title: '店铺域名', minLength: 3, maxLength: 253 }),
    username: Type.String({ title: '用户名', minLength: 1, maxLength: 60 }),
  }),
);
export const ShopLinkParams = Type.Object({ id: IdSchema('关联编号') });
export const ShopLinkSchema = wireSchema<ShopLink>()(
  Type.Object({
    id: Type.Integer(),
    platform: Type.Union([Type.Literal('shopify'), Type.Literal('shopline')]),
    shop: Type.String(),
    user_id: Type.Integer(),
    username: Type.String(),
  }),
);
