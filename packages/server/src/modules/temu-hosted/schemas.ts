import type {
  TemuBoxesInput,
  TemuBoxLabels,
  TemuLogisticsCompany,
  TemuPackingInput,
  TemuPurchaseOrder,
  TemuPurchaseOrderQuery,
  TemuShipOrder,
  TemuShipOrderInput,
  TemuShipOrderQuery,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const Time = Type.String({ format: 'date-time' });
const Quantity = Type.Integer({ title: '数量', minimum: 0, maximum: 100_000 });

export const IdParams = Type.Object({ id: Type.Integer({ title: '发货单 id', minimum: 1 }) });

const ShipStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('sent'),
  Type.Literal('shipped'),
]);
const DeliverMethod = Type.Union([Type.Literal(1), Type.Literal(3)], {
  title: '发货方式：1 自送，3 自行委托第三方物流',
});

export const PurchaseOrderQuery = requestSchema<TemuPurchaseOrderQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    store_id: Type.Optional(Type.Integer({ title: '店铺 id', minimum: 1 })),
    status: Type.Optional(Type.Integer({ title: 'Temu 采购单状态', minimum: 0, maximum: 99 })),
    keyword: Type.Optional(Type.String({ title: '采购单号、商品名或货号', maxLength: 100 })),
  }),
);

export const ShipOrderQuery = requestSchema<TemuShipOrderQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    status: Type.Optional(ShipStatus),
    keyword: Type.Optional(Type.String({ title: '采购单号、发货单号或商品名', maxLength: 100 })),
  }),
);

export const SyncBody = requestSchema<{ store_id: number }>()(
  Type.Object({ store_id: Type.Integer({ title: '店铺 id', minimum: 1 }) }),
);
export const SyncAnswer = wireSchema<{ job_id: number }>()(Type.Object({ job_id: Type.Integer() }));

export const ShipOrderBody = requestSchema<TemuShipOrderInput>()(
  Type.Object({
    purchase_order_id: Type.Integer({ title: '采购单 id', minimum: 1 }),
    lines: Type.Array(
      Type.Object({
        purchase_order_line_id: Type.Integer({ title: '采购单 SKU 行 id', minimum: 1 }),
        quantity: Quantity,
      }),
      { minItems: 1, maxItems: 200 },
    ),
  }),
);

const BoxItem = Type.Object({
  line_id: Type.Integer({ title: '发货单 SKU 行 id', minimum: 1 }),
  quantity: Quantity,
});

export const BoxesBody = requestSchema<TemuBoxesInput>()(
  Type.Object({
    boxes: Type.Array(Type.Object({ items: Type.Array(BoxItem, { maxItems: 200 }) }), {
      minItems: 1,
      maxItems: 200,
    }),
  }),
);

export const PurchaseOrderSchema = wireSchema<TemuPurchaseOrder>()(
  Type.Object({
    id: Type.Integer(),
    store_id: Type.Integer(),
    store_name: Type.String(),
    sub_purchase_order_sn: Type.String(),
    original_purchase_order_sn: Type.String(),
    product_name: Type.String(),
    product_skc_id: Type.String(),
    skc_code: Type.String(),
    picture_url: Type.String(),
    status: Type.Integer(),
    status_label: Type.String(),
    is_custom: Type.Boolean(),
    warehouse_name: Type.String(),
    purchased_at: Type.Union([Time, Type.Null()]),
    deliver_by: Type.Union([Time, Type.Null()]),
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        product_sku_id: Type.String(),
        sku_code: Type.String(),
        spec: Type.String(),
        purchase_quantity: Type.Integer(),
        delivered_quantity: Type.Integer(),
        planned_quantity: Type.Integer(),
      }),
    ),
  }),
);

export const ShipOrderSchema = wireSchema<TemuShipOrder>()(
  Type.Object({
    id: Type.Integer(),
    store_id: Type.Integer(),
    store_name: Type.String(),
    purchase_order_id: Type.Integer(),
    sub_purchase_order_sn: Type.String(),
    product_name: Type.String(),
    skc_code: Type.String(),
    status: ShipStatus,
    status_label: Type.String(),
    delivery_order_sn: Type.Union([Type.String(), Type.Null()]),
    warehouse_name: Type.String(),
    last_error: Type.String(),
    created_at: Time,
    sent_at: Type.Union([Time, Type.Null()]),
    temu_status: Type.Union([Type.Integer(), Type.Null()]),
    temu_status_label: Type.String(),
    delivery: Type.Union([
      Type.Object({
        deliver_method: DeliverMethod,
        express_company_id: Type.Union([Type.Integer(), Type.Null()]),
        express_company_name: Type.String(),
        express_delivery_sn: Type.String(),
        driver_name: Type.String(),
        plate_number: Type.String(),
        phone: Type.String(),
      }),
      Type.Null(),
    ]),
    express_batch_sn: Type.Union([Type.String(), Type.Null()]),
    shipped_at: Type.Union([Time, Type.Null()]),
    quantity: Type.Integer(),
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        purchase_order_line_id: Type.Integer(),
        product_sku_id: Type.String(),
        sku_code: Type.String(),
        spec: Type.String(),
        quantity: Type.Integer(),
      }),
    ),
    boxes: Type.Array(
      Type.Object({
        box_no: Type.Integer(),
        items: Type.Array(Type.Object({ line_id: Type.Integer(), quantity: Type.Integer() })),
        package_sn: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  }),
);

export const BoxLabelsSchema = wireSchema<TemuBoxLabels>()(
  Type.Object({ url: Type.String(), name: Type.String(), labels: Type.Integer() }),
);

export const PackingBody = requestSchema<TemuPackingInput>()(
  Type.Object({
    deliver_method: DeliverMethod,
    express_company_id: Type.Optional(Type.Integer({ title: 'Temu 快递公司 id', minimum: 1 })),
    express_delivery_sn: Type.Optional(Type.String({ title: '快递单号', maxLength: 64 })),
    driver_name: Type.Optional(Type.String({ title: '司机姓名', maxLength: 32 })),
    plate_number: Type.Optional(Type.String({ title: '车牌号', maxLength: 16 })),
    phone: Type.Optional(Type.String({ title: '司机电话', maxLength: 20 })),
  }),
);

export const LogisticsCompaniesSchema = wireSchema<TemuLogisticsCompany[]>()(
  Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
);
