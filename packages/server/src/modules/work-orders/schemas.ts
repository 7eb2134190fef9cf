import { Type } from 'typebox';
import type {
  AdminWorkOrder,
  AdminWorkOrderDetail,
  WorkOrder,
  WorkOrderDetail,
  WorkOrderInput,
  WorkOrderNote,
  WorkOrderOrderChoice,
  WorkOrderOrderQuery,
  WorkOrderQuery as WorkOrderQueryInput,
  WorkOrderReply,
  WorkOrderUnread,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const Timestamp = Type.String({ format: 'date-time' });
const Day = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD（站点时区）' });

export const WorkOrderTypeSchema = Type.Union(
  [
    Type.Literal('quality'),
    Type.Literal('wrong_item'),
    Type.Literal('lost_parcel'),
    Type.Literal('address_change'),
    Type.Literal('other'),
  ],
  {
    title: '工单类型',
    description:
      'quality 质量问题，wrong_item 错发漏发，lost_parcel 物流丢件，address_change 修改地址，other 其他',
  },
);

export const WorkOrderStatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('processing'),
    Type.Literal('awaiting_confirm'),
    Type.Literal('done'),
    Type.Literal('closed'),
  ],
  {
    title: '工单状态',
    description:
      'pending 待处理，processing 处理中，awaiting_confirm 待确认，done 已完成，closed 已关闭',
  },
);

const ActionSchema = Type.Union([
  Type.Literal('reply'),
  Type.Literal('take'),
  Type.Literal('ask_confirm'),
  Type.Literal('confirm'),
  Type.Literal('close'),
]);

const FileSchema = Type.Object({
  name: Type.String(),
  url: Type.String({ description: '私有文件的短期签名链接' }),
  mime: Type.String(),
});

const LineSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sku_text: Type.String(),
  quantity: Type.Integer(),
});

const ticketFields = {
  id: Type.Integer(),
  ticket_no: Type.String(),
  type: WorkOrderTypeSchema,
  type_label: Type.String(),
  status: WorkOrderStatusSchema,
  status_label: Type.String(),
  order_id: Nullable(Type.Integer()),
  order_no: Type.String(),
  description: Type.String(),
  unread: Type.Integer({ description: '对方的新回复中尚未查看的条数' }),
  created_at: Timestamp,
  updated_at: Timestamp,
};
const ownerFields = { user_id: Type.Integer(), username: Type.String() };

const detailFields = {
  ...ticketFields,
  lines: Type.Array(LineSchema),
  photos: Type.Array(FileSchema),
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      author: Type.Union([
        Type.Literal('reseller'),
        Type.Literal('operator'),
        Type.Literal('system'),
      ]),
      author_name: Type.String(),
      content: Type.String(),
      attachments: Type.Array(FileSchema),
      created_at: Timestamp,
    }),
  ),
  actions: Type.Array(ActionSchema, { description: '当前一方此刻可以进行的操作' }),
};

export const WorkOrderSchema = wireSchema<WorkOrder>()(Type.Object(ticketFields));
export const AdminWorkOrderSchema = wireSchema<AdminWorkOrder>()(
  Type.Object({ ...ticketFields, ...ownerFields }),
);
export const WorkOrderDetailSchema = wireSchema<WorkOrderDetail>()(Type.Object(detailFields));
export const AdminWorkOrderDetailSchema = wireSchema<AdminWorkOrderDetail>()(
  Type.Object({ ...detailFields, ...ownerFields }),
);
export const OrderChoiceSchema = wireSchema<WorkOrderOrderChoice>()(
  Type.Object({
    id: Type.Integer(),
    order_no: Type.String(),
    status_label: Type.String(),
    created_at: Timestamp,
    lines: Type.Array(LineSchema),
  }),
);

export const WorkOrderQuery = requestSchema<WorkOrderQueryInput>()(
  Type.Object({
    status: Type.Optional(WorkOrderStatusSchema),
    type: Type.Optional(WorkOrderTypeSchema),
    start_date: Type.Optional(Day('开始日期')),
    end_date: Type.Optional(Day('结束日期')),
    keyword: Type.Optional(Type.String({ title: '工单号或订单号', maxLength: 100 })),
    order_id: Type.Optional(IdSchema('订单 id')),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 50 }),
  }),
);

export const OrderChoiceQuery = requestSchema<WorkOrderOrderQuery>()(
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '订单号', maxLength: 100 })),
    order_id: Type.Optional(IdSchema('订单 id')),
  }),
);

const FileIds = (title: string) =>
  Type.Array(IdSchema('文件 id'), {
    title,
    maxItems: 9,
    description: '以 type=file 上传的文件 id（StoredFile.id），最多 9 个',
  });

export const CreateWorkOrderBody = requestSchema<WorkOrderInput>()(
  Type.Object({
    type: WorkOrderTypeSchema,
    order_id: Type.Optional(IdSchema('订单 id')),
    order_item_ids: Type.Optional(
      Type.Array(IdSchema('商品行 id'), { title: '商品行', maxItems: 200 }),
    ),
    description: Type.String({ title: '问题描述', minLength: 1, maxLength: 2000 }),
    photo_file_ids: Type.Optional(FileIds('问题图片')),
  }),
);

export const ReplyBody = requestSchema<WorkOrderReply>()(
  Type.Object({
    content: Type.String({ title: '回复内容', minLength: 1, maxLength: 2000 }),
    file_ids: Type.Optional(FileIds('附件')),
  }),
);

export const NoteBody = requestSchema<WorkOrderNote>()(
  Type.Object({
    content: Type.Optional(Type.String({ title: '说明', maxLength: 2000 })),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('工单 id') });

export const UnreadSchema = wireSchema<WorkOrderUnread>()(Type.Object({ unread: Type.Integer() }));
