import type {
  AdminOrderCountsQuery,
  AdminOrderQuery,
  OrderHoldBody,
  OrderIdsBody,
  OrderRefundBody,
  OrderShipBody,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema } from '../../http/wire-schema.js';
import { OrderIdsSchema, OrderStatusSchema, orderFilterFields } from '../orders/index.js';

const Username = Type.Optional(Type.String({ title: '用户名', maxLength: 64 }));

export const AdminOrderQuerySchema = requestSchema<AdminOrderQuery>()(
  Type.Object({
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
    status: Type.Optional(OrderStatusSchema),
    username: Username,
    ...orderFilterFields,
  }),
);

export const CountsQuery = requestSchema<AdminOrderCountsQuery>()(
  Type.Object({ username: Username, ...orderFilterFields }),
);

export const OrderIdsBodySchema = requestSchema<OrderIdsBody>()(
  Type.Object({ order_ids: OrderIdsSchema }),
);

export const ShipBody = requestSchema<OrderShipBody>()(
  Type.Object({
    carrier: Type.String({ title: '承运商', minLength: 1, maxLength: 60 }),
    tracking_number: Type.String({ title: '运单号', minLength: 1, maxLength: 40 }),
    tracking_url: Type.Optional(
      Type.String({ title: '查询链接', pattern: '^https?://', maxLength: 500 }),
    ),
  }),
);

export const HoldBody = requestSchema<OrderHoldBody>()(
  Type.Object({
    order_ids: OrderIdsSchema,
    note: Type.String({ title: '挂起原因', minLength: 1, maxLength: 200 }),
  }),
);

export const RefundBody = requestSchema<OrderRefundBody>()(
  Type.Object({
    reason: Type.String({ title: '退款原因', minLength: 1, maxLength: 200 }),
  }),
);
