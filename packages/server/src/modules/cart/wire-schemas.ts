import type {
  AddCartItemsBody,
  CartItem,
  CartItemInput,
  CheckCartItemsBody,
  FbaWholesalePriceBody,
  MultiUpdateCartBody,
  UpdateCartItemBody,
  CartItemCheck,
  CartLogisticsQuery,
  CartPriceBreakdown,
  CartPriceQuery,
  CartSummary,
  FbaWholesalePrice,
  LogisticsMethod,
  OrdinaryProductPrice,
  OrdinaryProductPriceQuery,
  ShippingQuoteQuery,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { MAX_QUANTITY } from './limits.js';

export const Quantity = Type.Integer({ title: '数量', minimum: 1, maximum: MAX_QUANTITY });
const positiveId = (title: string) => Type.Integer({ title, minimum: 1 });

/** One line to add: a blank colour × size, or a general good (its SKU when it has SKUs). */
export const CartItemInputSchema = requestSchema<CartItemInput>()(
  Type.Object({
    basic_product_id: Type.Optional(positiveId('底板商品 id')),
    designed_product_id: Type.Optional(positiveId('设计产品 id')),
    color_id: Type.Optional(positiveId('颜色 id')),
    size_id: Type.Optional(positiveId('尺码 id')),
    goods_id: Type.Optional(positiveId('通用商品 id')),
    goods_sku_id: Type.Optional(Type.Union([positiveId('通用商品规格 id'), Type.Null()])),
    quantity: Quantity,
  }),
);

export const IdList = Type.String({
  title: '购物车商品 id 列表',
  pattern: '^[0-9]+(,[0-9]+)*$',
  description: '逗号分隔，如 1,2,3',
});

export const ItemIds = Type.Array(positiveId('购物车商品 id'), {
  title: '购物车商品 id 列表',
  minItems: 1,
  maxItems: 200,
});

export const CartItemSchema = wireSchema<CartItem>()(
  Type.Object({
    id: Type.Integer(),
    item_type: Type.Union([Type.Literal('blank'), Type.Literal('goods')]),
    basic_product_id: Type.Union([Type.Integer(), Type.Null()]),
    color_id: Type.Union([Type.Integer(), Type.Null()]),
    size_id: Type.Union([Type.Integer(), Type.Null()]),
    designed_product_id: Type.Union([Type.Integer(), Type.Null()]),
    goods_id: Type.Union([Type.Integer(), Type.Null()]),
    goods_sku_id: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.String(),
    sku_text: Type.String(),
    image_url: Type.Union([Type.String(), Type.Null()]),
    quantity: Type.Integer(),
    unit_price: Type.String({ description: '单价（元），按当前等级' }),
    amount: Type.String({ description: '小计（元）' }),
    weight_grams: Type.Integer({ description: '该行总重量（克）' }),
    available: Type.Boolean(),
    reason: Type.String({ description: '不可下单的原因' }),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const CartSummarySchema = wireSchema<CartSummary>()(
  Type.Object({
    total_item_num: Type.Integer({ description: '商品总件数' }),
    total_amount: Type.String({ description: '可下单商品总金额（元）' }),
  }),
);

export const CartItemCheckSchema = wireSchema<CartItemCheck>()(
  Type.Object({
    id: Type.Integer(),
    status: Type.Union([
      Type.Literal('ok'),
      Type.Literal('price_changed'),
      Type.Literal('unavailable'),
      Type.Literal('out_of_stock'),
      Type.Literal('print_file_pending'),
      Type.Literal('print_file_failed'),
    ]),
    reason: Type.String(),
    unit_price: Type.String(),
    added_unit_price: Type.String(),
  }),
);

export const LogisticsMethodSchema = wireSchema<LogisticsMethod>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    fee: Type.String({ description: '按商品重量计算的运费（元）' }),
    first_weight_grams: Type.Integer(),
    first_fee: Type.String(),
    additional_weight_grams: Type.Integer(),
    additional_fee: Type.String(),
    delivery_time: Type.String(),
    weight_grams: Type.Integer(),
  }),
);

export const PriceBreakdownSchema = wireSchema<CartPriceBreakdown>()(
  Type.Object({
    goods_amount: Type.String(),
    shipping_fee: Type.String(),
    packaging_fee: Type.String({ description: '包装模板每单费用（元）' }),
    discount: Type.String(),
    total: Type.String(),
    weight_grams: Type.Integer(),
    item_num: Type.Integer(),
    coupon_id: Type.Union([Type.Integer(), Type.Null()]),
  }),
);

const Tier = Type.Object({ min_quantity: Type.Integer(), percent: Type.Integer() });

export const FbaWholesalePriceSchema = wireSchema<FbaWholesalePrice>()(
  Type.Object({
    ...PriceBreakdownSchema.properties,
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        quantity: Type.Integer(),
        unit_price: Type.String(),
        wholesale_unit_price: Type.String(),
        amount: Type.String(),
      }),
    ),
    tier: Type.Union([Tier, Type.Null()]),
    tiers: Type.Array(Tier),
    min_quantity: Type.Integer(),
  }),
);

export const OrdinaryPriceSchema = wireSchema<OrdinaryProductPrice>()(
  Type.Object({
    id: Type.Integer(),
    price: Type.String(),
    stock: Type.Integer(),
    skus: Type.Array(
      Type.Object({ id: Type.Integer(), price: Type.String(), stock: Type.Integer() }),
    ),
  }),
);

export const AddCartItemsBodySchema = requestSchema<AddCartItemsBody>()(
  Type.Object({
    items: Type.Array(CartItemInputSchema, { title: '商品列表', minItems: 1, maxItems: 100 }),
  }),
);

export const UpdateCartItemBodySchema = requestSchema<UpdateCartItemBody>()(
  Type.Object({ quantity: Quantity }),
);

export const MultiUpdateCartBodySchema = requestSchema<MultiUpdateCartBody>()(
  Type.Object({
    items: Type.Array(
      Type.Object({
        id: Type.Integer({ title: '购物车商品 id', minimum: 1 }),
        quantity: Quantity,
      }),
      { title: '修改列表', minItems: 1, maxItems: 200 },
    ),
  }),
);

export const FbaWholesalePriceBodySchema = requestSchema<FbaWholesalePriceBody>()(
  Type.Object({
    item_ids: ItemIds,
    logistics_id: Type.Optional(Type.Integer({ title: '物流方式 id', minimum: 1 })),
  }),
);

export const CheckCartItemsBodySchema = requestSchema<CheckCartItemsBody>()(
  Type.Object({ item_ids: ItemIds }),
);

export const CartPriceQuerySchema = requestSchema<CartPriceQuery>()(
  Type.Object({
    item_ids: IdList,
    logistics_id: Type.Optional(Type.Integer({ title: '物流方式 id', minimum: 1 })),
    address_id: Type.Optional(Type.Integer({ title: '收货地址 id', minimum: 1 })),
    coupon_id: Type.Optional(Type.Integer({ title: '优惠券 id', minimum: 1 })),
    bottom_template_id: Type.Optional(
      Type.Integer({ title: '包装模板 id（已支付制版费的）', minimum: 1 }),
    ),
  }),
);

export const OrdinaryPriceQuerySchema = requestSchema<OrdinaryProductPriceQuery>()(
  Type.Object({
    ids: Type.String({ title: '通用商品 id 列表', pattern: '^[0-9]+(,[0-9]+)*$' }),
  }),
);

export const CartLogisticsQuerySchema = requestSchema<CartLogisticsQuery>()(
  Type.Object({
    address_id: Type.Integer({ title: '收货地址 id', minimum: 1 }),
    item_ids: IdList,
  }),
);

export const ShippingQuoteQuerySchema = requestSchema<ShippingQuoteQuery>()(
  Type.Object({
    country_code: Type.String({
      title: '目的国家或地区代码',
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO 3166-1 二位代码，如 US',
    }),
    weight_grams: Type.Integer({ title: '重量（克）', minimum: 1, maximum: 1_000_000 }),
  }),
);
