import { Type } from 'typebox';
import type {
  AdminPackagingTemplate,
  IdempotentInput,
  PackagingApproveBody,
  PackagingInput,
  PackagingPrintSize,
  PackagingQuery,
  PackagingTemplate,
  PackagingUpdate,
  ReasonInput,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { DesignDocumentSchema, IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { YuanField } from '../wallet/index.js';

const Timestamp = Type.String({ format: 'date-time' });
const Yuan = Type.String({ description: '金额（元）' });

export const KindSchema = Type.Union(
  [Type.Literal('insert'), Type.Literal('label'), Type.Literal('bag'), Type.Literal('box')],
  { title: '包装类型', description: 'insert 吊牌，label 贴纸，bag 包装袋，box 包装盒' },
);

export const StatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('rejected'),
    Type.Literal('approved'),
    Type.Literal('active'),
  ],
  {
    title: '模板状态',
    description: 'pending 待审核，rejected 已驳回，approved 已通过（待支付制版费），active 可使用',
  },
);

const DocumentSchema = DesignDocumentSchema({
  title: '编辑器设计',
  description:
    '@podkit/design 的设计文档（一个视图，印刷尺寸按包装类型），单位毫米；上传文件的模板为 null',
});

const templateFields = {
  id: Type.Integer(),
  kind: KindSchema,
  kind_label: Type.String(),
  name: Type.String(),
  note: Type.String(),
  status: StatusSchema,
  status_label: Type.String(),
  design_file: Type.Object(
    {
      name: Type.String(),
      url: Type.String({ description: '私有文件的短期签名链接' }),
      mime: Type.String(),
    },
    { description: '上传的设计文件，或由编辑器设计生成的印刷文件（私有）' },
  ),
  design_document: Nullable(DocumentSchema),
  reject_reason: Type.String(),
  setup_fee: Nullable(Yuan),
  per_order_fee: Nullable(Yuan),
  paid_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const PackagingSchema = wireSchema<PackagingTemplate>()(Type.Object(templateFields));
export const AdminPackagingSchema = wireSchema<AdminPackagingTemplate>()(
  Type.Object({ ...templateFields, user_id: Type.Integer(), username: Type.String() }),
);

export const PackagingQuerySchema = requestSchema<PackagingQuery>()(
  Type.Object({
    status: Type.Optional(StatusSchema),
    kind: Type.Optional(KindSchema),
    keyword: Type.Optional(Type.String({ title: '模板名称（后台含用户名）', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 50 }),
  }),
);

export const PackagingBody = requestSchema<PackagingInput>()(
  Type.Object({
    kind: KindSchema,
    name: Type.String({ title: '模板名称', minLength: 1, maxLength: 60 }),
    design_file_id: Type.Optional(
      IdSchema('设计文件 id（以 type=file 上传；与 design_document 二选一）'),
    ),
    design_document: Type.Optional(DocumentSchema),
    note: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
  }),
);

/** An edit: with neither design_file_id nor design_document the design is kept. */
export const UpdateBody = requestSchema<PackagingUpdate>()(PackagingBody);

export const PayBody = requestSchema<IdempotentInput>()(
  Type.Object({
    idempotency_key: Type.String({ title: '幂等键', minLength: 8, maxLength: 100 }),
  }),
);

export const ApproveBody = requestSchema<PackagingApproveBody>()(
  Type.Object({
    setup_fee: YuanField('制版费'),
    per_order_fee: YuanField('每单费用'),
  }),
);

export const RejectBody = requestSchema<ReasonInput>()(
  Type.Object({
    reason: Type.String({ title: '驳回原因', minLength: 1, maxLength: 1000 }),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('包装模板 id') });

export const PrintSizeSchema = wireSchema<PackagingPrintSize>()(
  Type.Object({
    kind: KindSchema,
    kind_label: Type.String(),
    width_mm: Type.Number({ description: '印刷宽度（毫米）' }),
    height_mm: Type.Number({ description: '印刷高度（毫米）' }),
    dpi: Type.Integer({ description: '印刷分辨率' }),
  }),
);
