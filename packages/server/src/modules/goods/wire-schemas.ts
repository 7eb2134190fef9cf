import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { pageQueryFields } from '../../http/paging.js';
import type {
  AdminOrdinaryProductQuery,
  GoodsStockAdjustInput,
  GoodsStockMovement,
  GoodsStockMovementQuery,
  OrdinaryProduct,
  OrdinaryProductCategory,
  OrdinaryProductForm,
  OrdinaryProductFormQuery,
  OrdinaryProductInput,
  OrdinaryProductQuery,
  PageQuery,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { ImageUrl } from '../catalog/index.js';

export const GoodsSchema = wireSchema<OrdinaryProduct>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    category_id: Type.Union([Type.Integer(), Type.Null()]),
    category_name: Type.String(),
    image: Type.String(),
    images: Type.Array(Type.String()),
    price: Type.String({ description: '元；有 SKU 时为最低 SKU 价' }),
    stock: Type.Integer({ description: '有 SKU 时为各 SKU 库存之和' }),
    skus: Type.Array(
      Type.Object({
        id: Type.Integer(),
        code: Type.String(),
        spec_values: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
        price: Type.String(),
        stock: Type.Integer(),
      }),
    ),
    description: Type.String(),
    is_published: Type.Union([Type.Literal(0), Type.Literal(1)]),
    created_at: Type.String({ format: 'date-time' }),
    is_favourite: Type.Optional(
      Type.Union([Type.Literal(0), Type.Literal(1)], { description: '登录分销商：是否已收藏' }),
    ),
  }),
);

export const GoodsCategorySchema = wireSchema<OrdinaryProductCategory>()(
  Type.Object({
    category_id: Type.Integer(),
    parent_category_id: Type.Integer({ description: '顶级为 0' }),
    display_category_name: Type.String({ description: '从顶级到本级的路径，如 家居用品 / 水杯' }),
    category_name: Type.String(),
    sort: Type.Integer(),
  }),
);

export const SourcingRequestSchema = wireSchema<OrdinaryProductForm>()(
  Type.Object({
    id: Type.Integer(),
    user_id: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    link: Type.String(),
    description: Type.String(),
    expected_quantity: Type.Integer(),
    contact: Type.String(),
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

const YuanInput = (title: string) =>
  Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
    title,
    description: '金额（元），最多两位小数',
  });

const goodsFields = {
  name: Type.String({ title: '商品名称', minLength: 1, maxLength: 100 }),
  category_id: Type.Union([Type.Integer({ title: '分类', minimum: 1 }), Type.Null()]),
  images: Type.Array(ImageUrl('商品图片'), { title: '商品图片', maxItems: 20 }),
  price: YuanInput('价格'),
  stock: Type.Integer({ title: '库存', minimum: 0, maximum: 100_000_000 }),
  description: Type.String({ title: '商品描述', maxLength: 20_000 }),
  is_published: Type.Integer({ title: '是否发布', minimum: 0, maximum: 1 }),
  skus: Type.Array(
    Type.Object({
      id: Type.Optional(Type.Integer({ title: 'SKU id', minimum: 1 })),
      code: Type.Optional(Type.String({ title: 'SKU 编码', maxLength: 50 })),
      spec_values: Type.Array(
        Type.Object({
          name: Type.String({ title: '规格名', maxLength: 30 }),
          value: Type.String({ title: '规格值', maxLength: 50 }),
        }),
        { title: '规格', minItems: 1, maxItems: 5 },
      ),
      price: YuanInput('SKU 价格'),
      stock: Type.Optional(
        Type.Integer({
          title: 'SKU 库存',
          minimum: 0,
          maximum: 100_000_000,
          description: '新 SKU 的期初库存；已有 SKU 只能通过库存调整修改',
        }),
      ),
    }),
    { title: 'SKU', maxItems: 200 },
  ),
};

export const CreateGoodsBody = requestSchema<OrdinaryProductInput>()(
  Type.Object({
    name: goodsFields.name,
    category_id: Type.Optional(goodsFields.category_id),
    images: goodsFields.images,
    price: goodsFields.price,
    stock: Type.Optional(goodsFields.stock),
    description: Type.Optional(goodsFields.description),
    is_published: Type.Optional(goodsFields.is_published),
    skus: Type.Optional(goodsFields.skus),
  }),
);
export const UpdateGoodsBody = requestSchema<Partial<OrdinaryProductInput>>()(
  Type.Partial(Type.Object(goodsFields)),
);

const goodsListQueryFields = {
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
  keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
  category_id: Type.Optional(Type.Integer({ title: '分类', minimum: 1 })),
};
const binary = (title: string) => Type.Optional(Type.Integer({ title, minimum: 0, maximum: 1 }));

export const GoodsListQuery = requestSchema<OrdinaryProductQuery>()(
  Type.Object(goodsListQueryFields),
);
export const AdminGoodsListQuery = requestSchema<AdminOrdinaryProductQuery>()(
  Type.Object({ ...goodsListQueryFields, is_published: binary('是否发布') }),
);
export const SourcingRequestQuery = requestSchema<OrdinaryProductFormQuery>()(
  Type.Object({
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
    status: binary('处理状态'),
  }),
);
export const GoodsStockQuery = requestSchema<GoodsStockMovementQuery>()(
  Type.Object({
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
    sku_id: Type.Optional(Type.Integer({ title: 'SKU', minimum: 1 })),
  }),
);
export const MyGoodsPageQuery = requestSchema<PageQuery>()(
  Type.Object(pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 })),
);

export const GoodsMovementSchema = wireSchema<GoodsStockMovement>()(
  Type.Object({
    id: Type.Integer(),
    goods_id: Type.Integer(),
    goods_sku_id: Type.Union([Type.Integer(), Type.Null()], {
      description: '商品本身的库存为 null',
    }),
    kind: Type.Union([
      Type.Literal('initial'),
      Type.Literal('adjustment'),
      Type.Literal('order'),
      Type.Literal('order_return'),
      Type.Literal('stock_up'),
      Type.Literal('stock_up_return'),
    ]),
    kind_label: Type.String(),
    delta: Type.Integer({ description: '入库为正，出库为负' }),
    quantity_after: Type.Integer(),
    reference_type: Type.Union([Type.String(), Type.Null()]),
    reference_id: Type.Union([Type.String(), Type.Null()]),
    description: Type.String({ description: '调整原因或变动说明' }),
    actor_name: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const GoodsStockAdjustBody = requestSchema<GoodsStockAdjustInput>()(
  Type.Object({
    sku_id: Type.Optional(
      Type.Union([Type.Integer({ title: 'SKU', minimum: 1 }), Type.Null()], {
        description: '不填为商品本身的库存（无 SKU 时）',
      }),
    ),
    delta: Type.Integer({
      title: '调整数量',
      minimum: -100_000_000,
      maximum: 100_000_000,
      description: '入库为正，出库为负，不能为 0',
    }),
    reason: Type.String({ title: '调整原因', minLength: 1, maxLength: 200 }),
    idempotency_key: Type.String({ title: '幂等键', minLength: 8, maxLength: 100 }),
  }),
);
