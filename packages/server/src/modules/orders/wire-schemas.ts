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

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: OrderStatusSchema,
  status_label: Type.String(),
  hold_reason: nullable(HoldReasonSchema),
  hold_reason_label: Type.String(),
  address: OrderAddressSchema,
  logistics_id: Type.Integer(),
  logistics_name: Type.String(),
  shipping_fee: Type.String(),
  goods_amount: Type.String(),
  discount: Type.String(),
  total: Type.String(),
  weight_grams: Type.Integer(),
  item_num: Type.Integer(),
  paid_at: nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  platform: nullable(Type.Integer({ description: '店铺平台代码（导入的订单）' })),
  store_id: nullable(Type.Integer()),
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
  shipped_at: nullable(Type.String({ format: 'date-time' })),
  tracking_push_state: nullable(
    Type.Union([Type.Literal('pending'), Type.Literal('pushed'), Type.Literal('failed')]),
  ),
  tracking_push_error: nullable(Type.String()),
  tracking_pushed_at: nullable(Type.String({ format: 'date-time' })),
});

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

export const OrderDetailSchema = Type.Object({
  ...OrderSchema.properties,
  items: Type.Array(OrderItemSchema),
  events: Type.Array(OrderEventSchema),
});

export const OrderPayResultSchema = Type.Object({
  order_id: Type.Integer(),
  paid: Type.Boolean(),
  status_code: Type.Integer({ description: '200 成功，4001 余额不足，404 / 409 其他原因' }),
  msg: Type.String(),
});
