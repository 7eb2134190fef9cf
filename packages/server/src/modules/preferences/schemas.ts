import { Type } from 'typebox';
import type { LogisticsChoice, Preferences, PreferencesUpdate } from '@podkit/sdk-core';
import { Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const MessageTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 平台消息，2 订单消息，3 交易消息',
});

export const PreferencesSchema = wireSchema<Preferences>()(
  Type.Object({
    default_logistics_id: Nullable(
      Type.Integer({ description: '结算时优先选中的物流方式（可寄往收货地址时）' }),
    ),
    default_bottom_template_id: Nullable(
      Type.Integer({
        description: '默认包装模板：结算时预选；店铺未设默认时导入订单使用',
      }),
    ),
    default_store_id: Nullable(
      Type.Integer({ description: '默认店铺：订单管理的店铺筛选、导入订单与刊登时预选' }),
    ),
    list_page_size: Type.Integer({ description: '订单管理每页条数' }),
    bell_message_types: Type.Array(MessageTypeSchema, {
      description: '顶部消息下拉中显示的消息类型',
    }),
  }),
);

export const PreferencesBody = requestSchema<PreferencesUpdate>()(
  Type.Object({
    default_logistics_id: Type.Optional(
      Nullable(Type.Integer({ title: '默认物流方式', minimum: 1, maximum: 2_147_483_647 })),
    ),
    default_bottom_template_id: Type.Optional(
      Nullable(Type.Integer({ title: '默认包装模板', minimum: 1, maximum: 2_147_483_647 })),
    ),
    default_store_id: Type.Optional(
      Nullable(Type.Integer({ title: '默认店铺', minimum: 1, maximum: 2_147_483_647 })),
    ),
    list_page_size: Type.Optional(
      Type.Integer({
        title: '每页条数',
        minimum: 1,
        maximum: 100,
        description: '10、20、50 或 100',
      }),
    ),
    bell_message_types: Type.Optional(
      Type.Array(MessageTypeSchema, { title: '消息下拉显示的类型', maxItems: 3 }),
    ),
  }),
);

export const LogisticsChoiceSchema = wireSchema<LogisticsChoice>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    delivery_time: Type.String(),
    country_codes: Type.Array(Type.String(), { description: '可寄达的国家（空：不限）' }),
  }),
);
