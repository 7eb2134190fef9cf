import { Type } from 'typebox';
import type {
  AdminDesignOrder,
  AdminDesignOrderQuery,
  DesignDeliveryInput,
  DesignOrder,
  DesignOrderInput,
  DesignOrderQuery,
  DesignRevisionInput,
  Designer,
  DesignerInput,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { MAX_ATTACHMENTS } from '../work-orders/index.js';

const Timestamp = Type.String({ format: 'date-time' });

export const StatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('in_progress'),
    Type.Literal('delivered'),
    Type.Literal('revising'),
    Type.Literal('accepted'),
    Type.Literal('cancelled'),
  ],
  {
    title: '设计订单状态',
    description:
      'pending 待接单，in_progress 设计中，delivered 待验收，revising 修改中，accepted 已完成，cancelled 已取消',
  },
);

const FileSchema = Type.Object({
  name: Type.String(),
  url: Type.String({ description: '私有文件的短期签名链接' }),
  mime: Type.String(),
});

const EventSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('created'),
    Type.Literal('taken'),
    Type.Literal('delivered'),
    Type.Literal('revision'),
    Type.Literal('accepted'),
    Type.Literal('cancelled'),
  ]),
  kind_label: Type.String(),
  note: Type.String(),
  files: Type.Array(FileSchema),
  mockups: Type.Array(FileSchema),
  actor_name: Type.String(),
  created_at: Timestamp,
});

const orderFields = {
  id: Type.Integer(),
  order_no: Type.String(),
  item_id: Type.Integer(),
  item_name: Type.String(),
  price: Type.String({ description: '已支付金额（元）' }),
  brief: Type.String(),
  references: Type.Array(FileSchema),
  product_id: Nullable(Type.Integer()),
  product_name: Type.String(),
  size_name: Type.String(),
  deadline: Type.String({ description: 'YYYY-MM-DD' }),
  status: StatusSchema,
  status_label: Type.String(),
  designer_name: Type.String(),
  revisions_used: Type.Integer(),
  revisions_included: Type.Integer(),
  material_ids: Type.Array(Type.Integer(), { description: '验收后进入我的素材的素材 id' }),
  events: Type.Array(EventSchema),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const DesignOrderSchema = wireSchema<DesignOrder>()(Type.Object(orderFields));
export const AdminDesignOrderSchema = wireSchema<AdminDesignOrder>()(
  Type.Object({
    ...orderFields,
    user_id: Type.Integer(),
    username: Type.String(),
    designer_id: Nullable(Type.Integer()),
  }),
);

export const DesignerSchema = wireSchema<Designer>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    nickname: Type.String(),
    status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
    created_at: Timestamp,
  }),
);

const queryFields = {
  status: Type.Optional(StatusSchema),
  keyword: Type.Optional(Type.String({ title: '订单号或需求（后台含用户名）', maxLength: 100 })),
  ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 50 }),
};

export const DesignOrderQuerySchema = requestSchema<DesignOrderQuery>()(Type.Object(queryFields));
export const AdminDesignOrderQuerySchema = requestSchema<AdminDesignOrderQuery>()(
  Type.Object({
    ...queryFields,
    mine: Type.Optional(
      Type.Union([Type.Literal(0), Type.Literal(1)], { title: '只看我接的单（1）' }),
    ),
  }),
);

const fileIds = (title: string) =>
  Type.Array(IdSchema('文件 id'), { title, maxItems: MAX_ATTACHMENTS });

export const DesignOrderBody = requestSchema<DesignOrderInput>()(
  Type.Object({
    item_id: IdSchema('设计服务价目 id'),
    brief: Type.String({ title: '设计需求', minLength: 1, maxLength: 2000 }),
    reference_file_ids: Type.Optional(fileIds('参考图（type=file 上传）')),
    product_id: IdSchema('产品 id'),
    size_id: IdSchema('尺码 id'),
    deadline: Type.String({ title: '交付期限（YYYY-MM-DD）', maxLength: 10 }),
    idempotency_key: Type.String({ title: '幂等键', minLength: 8, maxLength: 100 }),
  }),
);

export const ReviseBody = requestSchema<DesignRevisionInput>()(
  Type.Object({
    note: Type.String({ title: '修改意见', minLength: 1, maxLength: 2000 }),
  }),
);

export const DeliverBody = requestSchema<DesignDeliveryInput>()(
  Type.Object({
    file_ids: fileIds('设计文件（type=file 上传）'),
    mockup_ids: Type.Optional(fileIds('效果图（type=file 上传）')),
    note: Type.Optional(Type.String({ title: '交付说明', maxLength: 2000 })),
  }),
);

export const DesignerBody = requestSchema<DesignerInput>()(
  Type.Object({
    username: Type.String({ title: '用户名', minLength: 1, maxLength: 50 }),
    password: Type.String({ title: '密码', minLength: 1, maxLength: 100 }),
    nickname: Type.Optional(Type.String({ title: '昵称', maxLength: 50 })),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('设计订单 id') });
