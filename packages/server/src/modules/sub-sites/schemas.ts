import { Type } from 'typebox';
import type {
  PageQuery,
  SubSite,
  SubSiteCustomer,
  SubSiteInput,
  SubSiteLevels,
  SubSiteLevelsInput,
  SubSiteOrder,
  SubSiteOrderQuery,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const Timestamp = Type.String({ format: 'date-time' });
const Yuan = Type.String({ description: '元，两位小数' });

const brandFields = {
  domain_name: Type.String({ title: '站点名称', maxLength: 100 }),
  domain_ico_img: Type.String({ title: '站点图标', maxLength: 500 }),
  domain_logo_1: Type.String({ title: 'Logo（浅色背景）', maxLength: 500 }),
  domain_logo_2: Type.String({ title: 'Logo（深色背景）', maxLength: 500 }),
  domain_license_no: Type.String({ title: '备案号', maxLength: 100 }),
  customer_qr_code: Type.String({ title: '客服二维码', maxLength: 500 }),
  customer_phone: Type.String({ title: '客服电话', maxLength: 50 }),
  customer_email: Type.String({ title: '客服邮箱', maxLength: 100 }),
  customer_address: Type.String({ title: '联系地址', maxLength: 200 }),
};

const MarkupPercent = Type.Number({
  title: '加价比例（%）',
  minimum: 0,
  maximum: 500,
  description: '在平台价上加的百分比，最多两位小数，0–500',
});

export const SubSiteSchema = wireSchema<SubSite>()(
  Type.Object({
    ...brandFields,
    allowed: Type.Boolean(),
    refusal: Type.String(),
    level_name: Type.String(),
    allowed_levels: Type.Array(Type.String()),
    status: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('verified')], {
      description: 'none 未开通，pending 待验证（DNS TXT 记录未找到），verified 已生效',
    }),
    status_label: Type.String(),
    host: Type.String(),
    txt_name: Type.String({ description: 'TXT 记录的主机名，如 _podkit-verify.shop.example.com' }),
    txt_value: Type.String(),
    verified_at: Nullable(Timestamp),
    default_markup_percent: Type.Number(),
    categories: Type.Array(
      Type.Object({
        category_id: Type.Integer(),
        parent_id: Type.Integer({ description: '0：顶级分类' }),
        name: Type.String(),
        markup_percent: Nullable(Type.Number()),
      }),
    ),
    customer_count: Type.Integer(),
    earned: Type.String({ description: '累计加价收益减去退款扣回的部分，元' }),
    markup_owed: Type.String({
      description: '退款应扣回但余额不足的加价，从后续加价收益中扣回，元',
    }),
  }),
);

export const SaveBody = requestSchema<SubSiteInput>()(
  Type.Object({
    ...brandFields,
    host: Type.String({
      title: '分站域名',
      minLength: 1,
      maxLength: 253,
      description: '不带协议和端口的主机名，如 shop.example.com',
    }),
    default_markup_percent: MarkupPercent,
    markups: Type.Array(
      Type.Object({ category_id: IdSchema('分类 id'), markup_percent: MarkupPercent }),
      { maxItems: 500 },
    ),
  }),
);

export const SubSiteCustomerSchema = wireSchema<SubSiteCustomer>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    phone: Type.String({ description: '脱敏的手机号' }),
    created_at: Timestamp,
    order_count: Type.Integer(),
    paid_amount: Yuan,
    earned: Yuan,
  }),
);

export const SubSiteOrderSchema = wireSchema<SubSiteOrder>()(
  Type.Object({
    order_id: Type.Integer(),
    order_no: Type.String(),
    customer_id: Type.Integer(),
    customer_name: Type.String(),
    status: Type.String(),
    status_label: Type.String(),
    total: Yuan,
    markup: Yuan,
    credited: Type.Boolean({ description: '加价是否已计入余额（订单付款时计入）' }),
    created_at: Timestamp,
  }),
);

export const CustomerQuery = requestSchema<PageQuery>()(
  Type.Object(pageQueryFields({ defaultPageSize: 10, maxPageSize: 100 })),
);

export const OrderQuery = requestSchema<SubSiteOrderQuery>()(
  Type.Object({
    customer_id: Type.Optional(IdSchema('客户 id')),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 100 }),
  }),
);

export const SubSiteLevelsSchema = wireSchema<SubSiteLevels>()(
  Type.Object({
    levels: Type.Array(
      Type.Object({ group_id: Type.Integer(), level_name: Type.String(), allowed: Type.Boolean() }),
    ),
  }),
);

export const LevelsBody = requestSchema<SubSiteLevelsInput>()(
  Type.Object({
    group_ids: Type.Array(IdSchema('等级 id'), { maxItems: 100 }),
  }),
);
