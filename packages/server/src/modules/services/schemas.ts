import { Type } from 'typebox';
import type {
  ServiceCatalogEntry,
  ServiceOrder,
  ServiceOrderQuery,
  ServicePriceItem,
  ServicePriceItemInput,
  ServicePriceItemQuery,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { YuanField } from '../wallet/index.js';

const Timestamp = Type.String({ format: 'date-time' });

export const ServiceKindSchema = Type.Union(
  [Type.Literal('design'), Type.Literal('gallery'), Type.Literal('warehouse')],
  { title: '服务类型', description: 'design 设计服务，gallery 图库服务，warehouse 仓储服务' },
);

export const PriceItemSchema = wireSchema<ServicePriceItem>()(
  Type.Object({
    id: Type.Integer(),
    kind: ServiceKindSchema,
    name: Type.String(),
    description: Type.String(),
    price: Type.String({ description: '价格（元）' }),
    enabled: Type.Boolean(),
    sort: Type.Integer(),
  }),
);

export const CatalogueEntrySchema = wireSchema<ServiceCatalogEntry>()(
  Type.Object({
    kind: ServiceKindSchema,
    name: Type.String(),
    description: Type.String(),
    component: Type.String({ description: '该服务的工作台页面（菜单组件名）' }),
    items: Type.Array(PriceItemSchema),
  }),
);

export const ServiceOrderSchema = wireSchema<ServiceOrder>()(
  Type.Object({
    id: Type.Integer(),
    kind: ServiceKindSchema,
    kind_label: Type.String(),
    reference_id: Type.Integer({ description: '该服务自己的记录 id（如设计订单 id）' }),
    order_no: Type.String(),
    title: Type.String(),
    amount: Type.String({ description: '金额（元）' }),
    status_label: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

export const ServiceOrderQuerySchema = requestSchema<ServiceOrderQuery>()(
  Type.Object({
    kind: Type.Optional(ServiceKindSchema),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 50 }),
  }),
);

export const PriceItemQuerySchema = requestSchema<ServicePriceItemQuery>()(
  Type.Object({ kind: Type.Optional(ServiceKindSchema) }),
);

export const PriceItemBody = requestSchema<ServicePriceItemInput>()(
  Type.Object({
    kind: ServiceKindSchema,
    name: Type.String({ title: '服务项目名称', minLength: 1, maxLength: 60 }),
    description: Type.Optional(Type.String({ title: '说明', maxLength: 500 })),
    price: YuanField('价格'),
    enabled: Type.Optional(Type.Boolean({ title: '上架' })),
    sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('服务价目 id') });
