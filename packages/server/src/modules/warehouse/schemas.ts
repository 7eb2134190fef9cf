import { Type } from 'typebox';
import type {
  AdminStockInbound,
  InboundInput,
  InboundQuery,
  InboundReceiveBody,
  PageQuery,
  StockInbound,
  StockItem,
  StockMovement,
  StorageFee,
  StorageFeeRun,
  WarehouseSummary,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { MAX_INBOUND_QUANTITY } from './inbound.js';

const Timestamp = Type.String({ format: 'date-time' });
const Yuan = Type.String({ description: '金额（元）' });
const ItemType = Type.Union([Type.Literal('blank'), Type.Literal('goods')], {
  title: '类型',
  description: 'blank 底板（颜色 × 尺码），goods 通用商品',
});

export const InboundStatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('partial'),
    Type.Literal('received'),
    Type.Literal('closed'),
  ],
  {
    title: '入库状态',
    description: 'pending 待入库，partial 部分入库，received 已入库，closed 已关闭',
  },
);

export const StockItemSchema = wireSchema<StockItem>()(
  Type.Object({
    id: Type.Integer(),
    sku_key: Type.String(),
    item_type: ItemType,
    name: Type.String(),
    sku_text: Type.String(),
    quantity: Type.Integer(),
    updated_at: Timestamp,
  }),
);

const MovementKind = Type.Union([
  Type.Literal('inbound'),
  Type.Literal('order'),
  Type.Literal('order_return'),
  Type.Literal('adjustment'),
]);

export const StockMovementSchema = wireSchema<StockMovement>()(
  Type.Object({
    id: Type.Integer(),
    stock_id: Type.Integer(),
    name: Type.String(),
    sku_text: Type.String(),
    kind: MovementKind,
    kind_label: Type.String(),
    delta: Type.Integer(),
    quantity_after: Type.Integer(),
    reference_type: Nullable(Type.String()),
    reference_id: Nullable(Type.String()),
    description: Type.String(),
    created_at: Timestamp,
  }),
);

const inboundFields = {
  id: Type.Integer(),
  item_type: ItemType,
  name: Type.String(),
  sku_text: Type.String(),
  quantity: Type.Integer(),
  received_quantity: Type.Integer(),
  unit_cost: Yuan,
  total: Yuan,
  refund: Yuan,
  status: InboundStatusSchema,
  status_label: Type.String(),
  note: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const InboundSchema = wireSchema<StockInbound>()(Type.Object(inboundFields));
export const AdminInboundSchema = wireSchema<AdminStockInbound>()(
  Type.Object({ ...inboundFields, user_id: Type.Integer(), username: Type.String() }),
);

export const StorageFeeSchema = wireSchema<StorageFee>()(
  Type.Object({
    id: Type.Integer(),
    period: Type.String({ description: 'YYYY-MM（站点时区）' }),
    units: Type.Integer(),
    amount: Yuan,
    status: Type.Union([Type.Literal('paid'), Type.Literal('owed')]),
    status_label: Type.String(),
    paid_at: Nullable(Timestamp),
    created_at: Timestamp,
  }),
);

export const SummarySchema = wireSchema<WarehouseSummary>()(
  Type.Object({
    sku_count: Type.Integer(),
    units: Type.Integer(),
    fee_per_unit_month: Yuan,
    owed: Yuan,
    held: Type.Boolean({ description: '欠费时库存暂停发货' }),
  }),
);

export const InboundQuerySchema = requestSchema<InboundQuery>()(
  Type.Object({
    status: Type.Optional(InboundStatusSchema),
    keyword: Type.Optional(Type.String({ title: '商品名称（后台含用户名）', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 50 }),
  }),
);

export const LedgerQuerySchema = requestSchema<PageQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

const OptionalId = (title: string) => Type.Optional(Nullable(IdSchema(title)));

export const InboundBody = requestSchema<InboundInput>()(
  Type.Object({
    item_type: ItemType,
    basic_product_id: OptionalId('底板 id'),
    color_id: OptionalId('颜色 id'),
    size_id: OptionalId('尺码 id'),
    goods_id: OptionalId('通用商品 id'),
    goods_sku_id: OptionalId('通用商品 SKU id'),
    quantity: Type.Integer({ title: '备货数量', minimum: 1, maximum: MAX_INBOUND_QUANTITY }),
    note: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
    idempotency_key: Type.String({ title: '幂等键', minLength: 8, maxLength: 100 }),
  }),
);

export const ReceiveBody = requestSchema<InboundReceiveBody>()(
  Type.Object({
    quantity: Type.Integer({ title: '本次入库数量', minimum: 1, maximum: MAX_INBOUND_QUANTITY }),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('入库申请 id') });

export const RunResultSchema = wireSchema<StorageFeeRun>()(
  Type.Object({
    period: Type.String({ description: 'YYYY-MM（站点时区）' }),
    billed: Type.Integer({ description: '新出账笔数' }),
    owed: Type.Integer({ description: '仍欠费笔数' }),
    settled: Type.Integer({ description: '本次扣款笔数' }),
  }),
);
