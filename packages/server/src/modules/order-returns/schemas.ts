import { Type } from 'typebox';
import type {
  AdminOrderReturn,
  AdminOrderReturnDetail,
  OrderReturn,
  OrderReturnApproveBody,
  OrderReturnAskInfoBody,
  OrderReturnDetail,
  OrderReturnInput,
  OrderReturnQuery,
  OrderReturnRejectBody,
  OrderReturnResubmit,
  ReturnableOrder,
  ReturnableOrderQuery,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { YuanField } from '../wallet/index.js';

const Timestamp = Type.String({ format: 'date-time' });
const Day = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD（站点时区）' });
const Yuan = Type.String({ description: '金额（元）' });

export const ResolutionSchema = Type.Union(
  [Type.Literal('refund'), Type.Literal('reprint'), Type.Literal('partial_refund')],
  {
    title: '处理方式',
    description: 'refund 退款到余额，reprint 重新印制（免费补发），partial_refund 部分退款',
  },
);

export const ReturnStatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('needs_info'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('cancelled'),
  ],
  {
    title: '申请状态',
    description:
      'pending 待审核，needs_info 待补充资料，approved 已通过，rejected 已驳回，cancelled 已撤销',
  },
);

const ActionSchema = Type.Union([
  Type.Literal('resubmit'),
  Type.Literal('cancel'),
  Type.Literal('approve'),
  Type.Literal('reject'),
  Type.Literal('ask_info'),
]);

const FileSchema = Type.Object({
  name: Type.String(),
  url: Type.String({ description: '私有文件的短期签名链接' }),
  mime: Type.String(),
});

const returnFields = {
  id: Type.Integer(),
  return_no: Type.String(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  status: ReturnStatusSchema,
  status_label: Type.String(),
  resolution: ResolutionSchema,
  resolution_label: Type.String(),
  reason: Type.String(),
  item_num: Type.Integer(),
  requested_amount: Nullable(Yuan),
  approved_amount: Nullable(Yuan),
  replacement_order_id: Nullable(Type.Integer()),
  replacement_order_no: Type.String(),
  operator_note: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
};
const ownerFields = { user_id: Type.Integer(), username: Type.String() };

const detailFields = {
  ...returnFields,
  lines: Type.Array(
    Type.Object({
      order_item_id: Type.Integer(),
      name: Type.String(),
      sku_text: Type.String(),
      quantity: Type.Integer(),
      unit_price: Yuan,
    }),
  ),
  photos: Type.Array(FileSchema),
  history: Type.Array(
    Type.Object({
      action: Type.Union([Type.Literal('apply'), ActionSchema]),
      action_label: Type.String(),
      author: Type.Union([Type.Literal('reseller'), Type.Literal('operator')]),
      author_name: Type.String(),
      note: Type.String(),
      photos: Type.Array(FileSchema),
      created_at: Timestamp,
    }),
  ),
  actions: Type.Array(ActionSchema, { description: '当前一方此刻可以进行的操作' }),
  max_refund: Type.String({
    description: '此刻最多可退金额（元）：所退商品实付，且不超过订单尚未退款的部分',
  }),
};

export const OrderReturnSchema = wireSchema<OrderReturn>()(Type.Object(returnFields));
export const AdminOrderReturnSchema = wireSchema<AdminOrderReturn>()(
  Type.Object({ ...returnFields, ...ownerFields }),
);
export const OrderReturnDetailSchema = wireSchema<OrderReturnDetail>()(Type.Object(detailFields));
export const AdminOrderReturnDetailSchema = wireSchema<AdminOrderReturnDetail>()(
  Type.Object({ ...detailFields, ...ownerFields }),
);

export const ReturnableOrderSchema = wireSchema<ReturnableOrder>()(
  Type.Object({
    id: Type.Integer(),
    order_no: Type.String(),
    status_label: Type.String(),
    shipped_at: Nullable(Timestamp),
    delivered_at: Nullable(Timestamp),
    deadline: Nullable(Timestamp),
    refusal: Type.String({ description: '此刻不能申请的原因（未发货、已过期限），可申请时为空' }),
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        sku_text: Type.String(),
        quantity: Type.Integer(),
        unit_price: Yuan,
        returnable: Type.Integer({ description: '还可申请的件数（已发货减去其他申请已占）' }),
      }),
    ),
  }),
);

export const OrderReturnQuerySchema = requestSchema<OrderReturnQuery>()(
  Type.Object({
    status: Type.Optional(ReturnStatusSchema),
    resolution: Type.Optional(ResolutionSchema),
    start_date: Type.Optional(Day('开始日期')),
    end_date: Type.Optional(Day('结束日期')),
    keyword: Type.Optional(Type.String({ title: '申请单号或订单号', maxLength: 100 })),
    order_id: Type.Optional(IdSchema('订单 id')),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 50 }),
  }),
);

export const ReturnableQuery = requestSchema<ReturnableOrderQuery>()(
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '订单号', maxLength: 100 })),
    order_id: Type.Optional(IdSchema('订单 id')),
  }),
);

const PhotoIds = (title: string) =>
  Type.Array(IdSchema('文件 id'), {
    title,
    maxItems: 9,
    description: '以 type=file 上传的文件 id（StoredFile.id），最多 9 个',
  });

export const ApplyBody = requestSchema<OrderReturnInput>()(
  Type.Object({
    order_id: IdSchema('订单 id'),
    lines: Type.Array(
      Type.Object({
        order_item_id: IdSchema('商品行 id'),
        quantity: Type.Integer({ title: '申请数量', minimum: 1, maximum: 100000 }),
      }),
      { title: '退货商品', minItems: 1, maxItems: 200 },
    ),
    resolution: ResolutionSchema,
    reason: Type.String({ title: '退货原因', minLength: 1, maxLength: 2000 }),
    photo_file_ids: Type.Optional(PhotoIds('退货图片')),
    requested_amount: Type.Optional(Type.String({ title: '申请退款金额', maxLength: 20 })),
  }),
);

export const ResubmitBody = requestSchema<OrderReturnResubmit>()(
  Type.Object({
    note: Type.String({ title: '补充说明', minLength: 1, maxLength: 2000 }),
    photo_file_ids: Type.Optional(PhotoIds('补充图片')),
  }),
);

export const ApproveBody = requestSchema<OrderReturnApproveBody>()(
  Type.Object({
    amount: Type.Optional(YuanField('退款金额')),
    note: Type.Optional(Type.String({ title: '审核说明', maxLength: 1000 })),
  }),
);

export const RejectBody = requestSchema<OrderReturnRejectBody>()(
  Type.Object({
    reason: Type.String({ title: '驳回原因', minLength: 1, maxLength: 1000 }),
  }),
);

export const AskInfoBody = requestSchema<OrderReturnAskInfoBody>()(
  Type.Object({
    note: Type.String({ title: '需要补充的资料', minLength: 1, maxLength: 1000 }),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('退货申请 id') });
