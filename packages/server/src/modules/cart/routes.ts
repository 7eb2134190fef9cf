import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CartItemInput, CreateOrderBody } from '@podkit/sdk-core';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { requestSchema } from '../../http/wire-schema.js';
import { findAddress } from '../addresses/index.js';
import { createOrderFromCart } from '../orders/index.js';
import { checkFbaShipmentOfStore } from '../stores/index.js';
import { orderDetail } from '../orders/index.js';
import { IdempotencyKey, OrderDetailSchema } from '../orders/index.js';
import { signedInUser } from '../users/index.js';
import {
  checkLines,
  fbaWholesaleBreakdown,
  linesWeight,
  ordinaryProductPrices,
  priceBreakdown,
} from './cart-checkout.js';
import { FBA_MIN_QUANTITY } from './order-quote.js';
import {
  addCartItems,
  cartSummary,
  loadCartLines,
  removeCartItem,
  setQuantities,
  toCartItem,
} from './cart-service.js';
import { siteLogistics, toLogisticsMethod } from './logistics.js';
import {
  AddCartItemsBodySchema,
  CartItemCheckSchema,
  CheckCartItemsBodySchema,
  FbaWholesalePriceBodySchema,
  MultiUpdateCartBodySchema,
  UpdateCartItemBodySchema,
  CartItemInputSchema,
  CartItemSchema,
  CartSummarySchema,
  FbaWholesalePriceSchema,
  CartLogisticsQuerySchema,
  CartPriceQuerySchema,
  ItemIds,
  LogisticsMethodSchema,
  OrdinaryPriceQuerySchema,
  OrdinaryPriceSchema,
  PriceBreakdownSchema,
} from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['cart'];
const IdParams = Type.Object({ id: Type.Integer({ title: '购物车商品 id', minimum: 1 }) });

// Here, not in wire-schemas.ts: the orders module's IdempotencyKey is loaded by the time routes are.
const CreateOrderBodySchema = requestSchema<CreateOrderBody>()(
  Type.Object({
    item_ids: ItemIds,
    address_id: Type.Integer({ title: '收货地址 id', minimum: 1 }),
    logistics_id: Type.Integer({ title: '物流方式 id', minimum: 1 }),
    idempotency_key: IdempotencyKey,
    coupon_id: Type.Optional(
      Type.Union([Type.Integer({ title: '优惠券 id', minimum: 1 }), Type.Null()]),
    ),
    order_kind: Type.Optional(
      Type.Union([Type.Literal('normal'), Type.Literal('fba')], { title: '订单类型' }),
    ),
    fba_shipment_id: Type.Optional(Type.String({ title: 'FBA 货件编号', maxLength: 40 })),
    fba_store_id: Type.Optional(
      Type.Union([Type.Integer({ title: '选取货件的 Amazon 店铺 id', minimum: 1 }), Type.Null()]),
    ),
    bottom_template_id: Type.Optional(
      Type.Union([
        Type.Integer({ title: '包装模板 id（已支付制版费的）', minimum: 1 }),
        Type.Null(),
      ]),
    ),
  }),
);

function parseIds(list: string): number[] {
  return [...new Set(list.split(',').map(Number))];
}

/** A body line as the service takes it; a line naming neither a blank SKU nor a good is refused. */
function cartInput(body: Static<typeof CartItemInputSchema>): CartItemInput {
  if (body.designed_product_id !== undefined) {
    if (body.color_id === undefined || body.size_id === undefined)
      throw invalid('请选择设计产品的颜色和尺码');
    return {
      designed_product_id: body.designed_product_id,
      color_id: body.color_id,
      size_id: body.size_id,
      quantity: body.quantity,
    };
  }
  if (body.basic_product_id !== undefined) {
    if (body.color_id === undefined || body.size_id === undefined)
      throw invalid('请选择底板商品的颜色和尺码');
    return {
      basic_product_id: body.basic_product_id,
      color_id: body.color_id,
      size_id: body.size_id,
      quantity: body.quantity,
    };
  }
  if (body.goods_id !== undefined)
    return {
      goods_id: body.goods_id,
      goods_sku_id: body.goods_sku_id ?? null,
      quantity: body.quantity,
    };
  throw invalid('请指定底板商品或设计产品（含颜色和尺码），或通用商品');
}

const cart: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const urlOf = app.fileUrl;

  app.get(
    '/distribution/cart',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '购物车汇总（商品件数与金额）',
        security: bearer,
        response: { 200: envelopeOf(CartSummarySchema) },
      },
    },
    async (request) => ok(await cartSummary(app.db, signedInUser(request))),
  );

  app.get(
    '/distribution/cartItem',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '购物车商品（按当前等级计价，含是否可下单）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(CartItemSchema)) },
      },
    },
    async (request) => {
      const lines = await loadCartLines(app.db, signedInUser(request));
      return ok(lines.map((line) => toCartItem(line, urlOf)));
    },
  );

  app.post(
    '/distribution/cartItem',
    {
      config: { permission: '*.addCart' },
      schema: {
        tags,
        summary: '加入购物车（同一规格累加数量）',
        security: bearer,
        body: CartItemInputSchema,
        response: { 200: envelopeOf(CartItemSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const [id] = await addCartItems(app.db, user, [cartInput(request.body)]);
      const [line] = await loadCartLines(app.db, user, [id!]);
      return ok(toCartItem(line!, urlOf), '已加入购物车');
    },
  );

  app.post(
    '/distribution/cartItem/addCartItems',
    {
      config: { permission: '*.addCart' },
      schema: {
        tags,
        summary: '批量加入购物车（全部成功或全部不加）',
        security: bearer,
        body: AddCartItemsBodySchema,
        response: { 200: envelopeOf(Type.Array(CartItemSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const ids = await addCartItems(app.db, user, request.body.items.map(cartInput));
      const lines = await loadCartLines(app.db, user, ids);
      return ok(
        lines.map((line) => toCartItem(line, urlOf)),
        '已加入购物车',
      );
    },
  );

  app.put(
    '/distribution/cartItem/:id',
    {
      config: { permission: 'cart.edit' },
      schema: {
        tags,
        summary: '修改购物车商品数量',
        security: bearer,
        params: IdParams,
        body: UpdateCartItemBodySchema,
        response: { 200: envelopeOf(CartItemSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await setQuantities(app.db, user, [
        { id: request.params.id, quantity: request.body.quantity },
      ]);
      const [line] = await loadCartLines(app.db, user, [request.params.id]);
      return ok(toCartItem(line!, urlOf), '修改成功');
    },
  );

  app.delete(
    '/distribution/cartItem/:id',
    {
      config: { permission: 'cart.delete' },
      schema: {
        tags,
        summary: '删除购物车商品',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await removeCartItem(app.db, signedInUser(request), request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/distribution/cartItem/multiUpdateCartInfo',
    {
      config: { permission: 'cart.edit' },
      schema: {
        tags,
        summary: '批量修改购物车商品数量（全部成功或全部不改）',
        security: bearer,
        body: MultiUpdateCartBodySchema,
        response: { 200: envelopeOf(Type.Array(CartItemSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await setQuantities(app.db, user, request.body.items);
      const lines = await loadCartLines(
        app.db,
        user,
        request.body.items.map((item) => item.id),
      );
      return ok(
        lines.map((line) => toCartItem(line, urlOf)),
        '修改成功',
      );
    },
  );

  app.get(
    '/distribution/cartItem/showPrice',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '价格明细：商品金额、运费（指定物流方式时）、包装费（指定包装模板时）、优惠、合计',
        security: bearer,
        querystring: CartPriceQuerySchema,
        response: { 200: envelopeOf(PriceBreakdownSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { query } = request;
      if (query.address_id !== undefined)
        await findAddress(app.db, { siteId: user.siteId, userId: user.id }, query.address_id);
      const lines = await loadCartLines(app.db, user, parseIds(query.item_ids));
      return ok(
        await priceBreakdown(app.db, user, lines, {
          logisticsId: query.logistics_id,
          userCouponId: query.coupon_id,
          bottomTemplateId: query.bottom_template_id,
        }),
      );
    },
  );

  app.post(
    '/distribution/cartItem/fbaWholesalePrice',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: 'FBA 批发价：按本单总件数达到的批发档位计价',
        description: `FBA 批发订单至少 ${FBA_MIN_QUANTITY} 件；批发单价 = 等级价 × 档位比例（截断到分）。`,
        security: bearer,
        body: FbaWholesalePriceBodySchema,
        response: { 200: envelopeOf(FbaWholesalePriceSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const lines = await loadCartLines(app.db, user, request.body.item_ids);
      return ok(await fbaWholesaleBreakdown(app.db, user, lines, request.body.logistics_id));
    },
  );

  app.post(
    '/distribution/cartItem/checkCartItems',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '下单前复核购物车商品（价格、上下架、库存、印刷文件），逐项给出原因',
        security: bearer,
        body: CheckCartItemsBodySchema,
        response: { 200: envelopeOf(Type.Array(CartItemCheckSchema)) },
      },
    },
    async (request) => {
      const lines = await loadCartLines(app.db, signedInUser(request), request.body.item_ids);
      return ok(checkLines(lines));
    },
  );

  app.get(
    '/distribution/cartItem/ordinaryProductPrice',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '通用商品价格（已上架的，按 id）',
        security: bearer,
        querystring: OrdinaryPriceQuerySchema,
        response: { 200: envelopeOf(Type.Array(OrdinaryPriceSchema)) },
      },
    },
    async (request) =>
      ok(await ordinaryProductPrices(app.db, signedInUser(request), parseIds(request.query.ids))),
  );

  app.get(
    '/distribution/cartItem/logistics',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '可选物流方式及按商品重量计算的运费、时效',
        description: '运费 = 首重 500 克费用 + 每续重 500 克（不足按 500 克）费用。',
        security: bearer,
        querystring: CartLogisticsQuerySchema,
        response: { 200: envelopeOf(Type.Array(LogisticsMethodSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const address = await findAddress(
        app.db,
        { siteId: user.siteId, userId: user.id },
        request.query.address_id,
      );
      const lines = await loadCartLines(app.db, user, parseIds(request.query.item_ids));
      const weight = linesWeight(lines);
      const methods = await siteLogistics(app.db, user.siteId, address.countryCode);
      return ok(methods.map((method) => toLogisticsMethod(method, weight)));
    },
  );

  app.post(
    '/distribution/cartItem/createOrder',
    {
      config: { permission: 'cart.checkout' },
      schema: {
        tags,
        summary: '购物车商品下单（复核后生成一个待付款订单，并移出购物车）',
        description: '相同的 idempotency_key 重复提交返回同一个订单。',
        security: bearer,
        body: CreateOrderBodySchema,
        response: { 200: envelopeOf(OrderDetailSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { order_kind, fba_store_id, fba_shipment_id } = request.body;
      // A shipment picked from a store must be one of that store's; Amazon is asked first.
      if (order_kind === 'fba' && fba_store_id)
        await checkFbaShipmentOfStore(
          app.db,
          app.config.stores,
          { siteId: user.siteId, userId: user.id },
          fba_store_id,
          fba_shipment_id ?? '',
        );
      const order = await createOrderFromCart(app.db, user, request.body, request.site.timeZone);
      const detail = await orderDetail(
        app.db,
        { siteId: user.siteId, userId: user.id },
        order.id,
        urlOf,
      );
      return ok(detail, '下单成功');
    },
  );
};

export default cart;
