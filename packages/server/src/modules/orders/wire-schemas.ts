import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type {
  Order,
  OrderDetail,
  OrderFeesQuery,
  OrderFilters,
  OrderIdsBody,
  OrderListQuery,
  OrderPackagingBody,
  OrderPayBody,
  OrderPayRecordQuery,
  OrderPayResult,
  OrderStatusCounts,
  StatisticsQuery,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { Type } from 'typebox';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// Spelled out (not mapped from state-machine.ts) so the handlers' types stay literal.
export const OrderStatusSchema = Type.Union(
  [
    Type.Literal('pending_payment'),
    Type.Literal('paid'),
    Type.Literal('in_production'),
    Type.Literal('shipped'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
    Type.Literal('refunded'),
    Type.Literal('on_hold'),
  ],
  { title: '订单状态' },
);
const HoldReasonSchema = Type.Union([
  Type.Literal('blacklisted_address'),
  Type.Literal('print_file_failed'),
  Type.Literal('payment_failed'),
  Type.Literal('operator'),
]);
const ActorKindSchema = Type.Union([
  Type.Literal('reseller'),
  Type.Literal('operator'),
  Type.Literal('system'),
]);

export const IdempotencyKey = Type.String({
  title: '幂等键',
  minLength: 8,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_:\\-]+$',
  description: '同一个键重复提交只生效一次',
});

const OrderAddressSchema = Type.Object({
  recipient_name: Type.String(),
  phone: Type.String(),
  country_code: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  postcode: Type.String(),
});

export const OrderKindSchema = Type.Union([Type.Literal('normal'), Type.Literal('fba')], {
  title: '订单类型',
});

export const OrderSchema = wireSchema<Order>()(
  Type.Object({
    id: Type.Integer(),
    order_no: Type.String(),
    kind: OrderKindSchema,
    from_stock: Type.Boolean({ description: '全部商品从仓储库存发货（无需生产）' }),
    fba_shipment_id: Type.String(),
    status: OrderStatusSchema,
    status_label: Type.String(),
    hold_reason: nullable(HoldReasonSchema),
    hold_reason_label: Type.String(),
    address: OrderAddressSchema,
    logistics_id: Type.Integer(),
    logistics_name: Type.String(),
    shipping_fee: Type.String(),
    packaging_fee: Type.String({ description: '包装模板每单费用（元），计入合计' }),
    packaging_template_id: nullable(Type.Integer()),
    packaging_name: Type.String({ description: '下单时所选包装模板（类型 · 名称），未选为空' }),
    goods_amount: Type.String(),
    discount: Type.String(),
    total: Type.String(),
    coupon_id: nullable(Type.Integer()),
    weight_grams: Type.Integer(),
    item_num: Type.Integer(),
    platform: nullable(Type.Integer()),
    platform_name: Type.String(),
    store_id: nullable(Type.Integer()),
    store_name: Type.String(),
    refund_amount: Type.String(),
    paid_at: nullable(Type.String({ format: 'date-time' })),
    shipped_at: nullable(Type.String({ format: 'date-time' })),
    refunded_at: nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
    platform_order_id: nullable(Type.String()),
    platform_order_name: nullable(Type.String()),
    platform_change: nullable(
      Type.Union(
        [Type.Literal('updated'), Type.Literal('address_changed'), Type.Literal('cancelled')],
        {
          description: '付款后店铺端的变更（只标记，不覆盖）',
        },
      ),
    ),
    mapping_state: nullable(Type.Union([Type.Literal('mapped'), Type.Literal('unmapped')])),
    carrier: nullable(Type.String()),
    tracking_number: nullable(Type.String()),
    tracking_url: nullable(Type.String()),
    tracking_push_state: nullable(
      Type.Union([Type.Literal('pending'), Type.Literal('pushed'), Type.Literal('failed')]),
    ),
    tracking_push_error: nullable(Type.String()),
    tracking_pushed_at: nullable(Type.String({ format: 'date-time' })),
  }),
);

const OrderItemSchema = Type.Object({
  id: Type.Integer(),
  item_type: Type.Union([Type.Literal('blank'), Type.Literal('goods'), Type.Literal('unmapped')]),
  basic_product_id: nullable(Type.Integer()),
  color_id: nullable(Type.Integer()),
  size_id: nullable(Type.Integer()),
  designed_product_id: nullable(Type.Integer()),
  goods_id: nullable(Type.Integer()),
  goods_sku_id: nullable(Type.Integer()),
  name: Type.String(),
  sku_text: Type.String(),
  unit_price: Type.String(),
  quantity: Type.Integer(),
  amount: Type.String(),
  weight_grams: Type.Integer(),
  from_stock: Type.Boolean({ description: '从仓储库存发货（不含底板费用，无需生产）' }),
  mockup_url: nullable(Type.String()),
  image_url: nullable(Type.String()),
  print_files: Type.Array(
    Type.Object({
      view_id: Type.Integer(),
      view_name: Type.String(),
      status: Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('failed')]),
      url: nullable(Type.String()),
    }),
  ),
  store_sku: nullable(Type.String()),
  store_variant_id: nullable(Type.String()),
  store_title: nullable(Type.String()),
  customisation: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
});

const OrderEventSchema = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  event_label: Type.String(),
  actor_kind: ActorKindSchema,
  actor_user_id: nullable(Type.Integer()),
  from_status: nullable(OrderStatusSchema),
  to_status: OrderStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
});

export const OrderDetailSchema = wireSchema<OrderDetail>()(
  Type.Object({
    ...OrderSchema.properties,
    items: Type.Array(OrderItemSchema),
    events: Type.Array(OrderEventSchema),
  }),
);

export const OrderPayResultSchema = wireSchema<OrderPayResult>()(
  Type.Object({
    order_id: Type.Integer(),
    paid: Type.Boolean(),
    status_code: Type.Integer({ description: '200 成功，4001 余额不足，404 / 409 其他原因' }),
    msg: Type.String(),
  }),
);

const date = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD（含当天）' });

/** The list filters of orderAdmin, shared by the list, the tab counts and the export. */
export const orderFilterFields = {
  start_date: Type.Optional(date('开始日期')),
  end_date: Type.Optional(date('结束日期')),
  order_no: Type.Optional(Type.String({ title: '订单号', maxLength: 40 })),
  recipient: Type.Optional(Type.String({ title: '收件人', maxLength: 64 })),
  kind: Type.Optional(OrderKindSchema),
  platform: Type.Optional(
    Type.Integer({ title: '平台', minimum: 0, maximum: 99, description: '0 为平台下单' }),
  ),
  store_id: Type.Optional(Type.Integer({ title: '店铺 id', minimum: 1 })),
  sku: Type.Optional(Type.String({ title: '商品名称或规格', maxLength: 64 })),
};

export const periodFields = {
  start_date: Type.Optional(date('开始日期')),
  end_date: Type.Optional(date('结束日期')),
};

export const StatusCountsSchema = wireSchema<OrderStatusCounts>()(
  Type.Object({
    all: Type.Integer(),
    pending_payment: Type.Integer(),
    paid: Type.Integer(),
    in_production: Type.Integer(),
    shipped: Type.Integer(),
    completed: Type.Integer(),
    cancelled: Type.Integer(),
    refunded: Type.Integer(),
    on_hold: Type.Integer(),
  }),
);

export const OrderIdsSchema = Type.Array(Type.Integer({ title: '订单 id', minimum: 1 }), {
  title: '订单 id 列表',
  minItems: 1,
  maxItems: 100,
});

export const OrderListQuerySchema = requestSchema<OrderListQuery>()(
  Type.Object({
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
    status: Type.Optional(OrderStatusSchema),
    ...orderFilterFields,
  }),
);

export const OrderFiltersQuery = requestSchema<OrderFilters>()(Type.Object(orderFilterFields));

export const StatisticsQuerySchema = requestSchema<StatisticsQuery>()(Type.Object(periodFields));

export const FeesQuery = requestSchema<OrderFeesQuery>()(
  Type.Object({
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
    ...periodFields,
  }),
);

export const PayRecordQuery = requestSchema<OrderPayRecordQuery>()(
  Type.Object({
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
    order_no: Type.Optional(Type.String({ title: '订单号', maxLength: 40 })),
    ...periodFields,
  }),
);

export const OrderIdsBodySchema = requestSchema<OrderIdsBody>()(
  Type.Object({ order_ids: OrderIdsSchema }),
);

export const PackagingBody = requestSchema<OrderPackagingBody>()(
  Type.Object({
    bottom_template_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      title: '包装模板 id（null 为不使用包装）',
    }),
  }),
);

export const PayBody = requestSchema<OrderPayBody>()(
  Type.Object({ order_ids: OrderIdsSchema, idempotency_key: IdempotencyKey }),
);
