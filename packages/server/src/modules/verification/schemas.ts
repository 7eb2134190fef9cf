import { Type } from 'typebox';
import type {
  AdminVerification,
  AdminVerificationDetail,
  AdminVerificationQuery,
  ReasonInput,
  Verification,
  VerificationInput,
} from '@podkit/sdk-core';
import { pageQueryFields } from '../../http/paging.js';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const Timestamp = Type.String({ format: 'date-time' });

const KindSchema = Type.Union([Type.Literal('personal'), Type.Literal('company')], {
  title: '认证类型',
  description: 'personal 个人认证，company 企业认证',
});
const DecidedStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')],
  { title: '认证状态', description: 'pending 审核中，approved 已认证，rejected 已驳回' },
);
const StatusSchema = Type.Union(
  [
    Type.Literal('none'),
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
  ],
  { description: 'none 未认证，pending 审核中，approved 已认证，rejected 已驳回' },
);

const DocumentSchema = Type.Object({
  role: Type.Union([Type.Literal('id_front'), Type.Literal('id_back'), Type.Literal('licence')]),
  role_label: Type.String(),
  name: Type.String(),
  url: Type.String({ description: '私有文件的短期签名链接，只交给本人和运营' }),
  mime: Type.String(),
});

export const VerificationSchema = wireSchema<Verification>()(
  Type.Object({
    status: StatusSchema,
    status_label: Type.String(),
    kind: Nullable(KindSchema),
    real_name: Type.String(),
    id_number_masked: Type.String({ description: '脱敏的身份证号；完整号码加密保存' }),
    company_name: Type.String(),
    credit_code: Type.String(),
    legal_person: Type.String(),
    documents: Type.Array(DocumentSchema),
    reject_reason: Type.String(),
    submitted_at: Nullable(Timestamp),
    reviewed_at: Nullable(Timestamp),
    recharge_limit: Type.String({ description: '单笔充值超过该金额（元）需实名认证' }),
  }),
);

const adminFields = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  status: StatusSchema,
  status_label: Type.String(),
  kind: KindSchema,
  kind_label: Type.String(),
  subject_name: Type.String({ description: '个人姓名或企业名称' }),
  number_masked: Type.String({ description: '脱敏的身份证号，或统一社会信用代码' }),
  submitted_at: Timestamp,
  reviewed_at: Nullable(Timestamp),
  reject_reason: Type.String(),
};

export const AdminVerificationSchema = wireSchema<AdminVerification>()(Type.Object(adminFields));

export const AdminVerificationDetailSchema = wireSchema<AdminVerificationDetail>()(
  Type.Object({
    ...adminFields,
    number: Type.String({ description: '完整的身份证号或统一社会信用代码（供审核比对）' }),
    legal_person: Type.String(),
    documents: Type.Array(DocumentSchema),
  }),
);

const FileId = (title: string) =>
  Type.Optional(
    Type.Integer({
      title,
      minimum: 1,
      maximum: 2_147_483_647,
      description: '以 type=verification 上传的文件 id（StoredFile.id）',
    }),
  );
const Text = (title: string, maxLength: number) => Type.Optional(Type.String({ title, maxLength }));

export const SubmitBody = requestSchema<VerificationInput>()(
  Type.Object({
    kind: KindSchema,
    real_name: Text('真实姓名', 50),
    id_number: Text('身份证号', 30),
    company_name: Text('企业名称', 100),
    credit_code: Text('统一社会信用代码', 30),
    legal_person: Text('法定代表人', 50),
    id_front_file_id: FileId('身份证人像面'),
    id_back_file_id: FileId('身份证国徽面'),
    licence_file_id: FileId('营业执照'),
  }),
);

export const AdminQuery = requestSchema<AdminVerificationQuery>()(
  Type.Object({
    status: Type.Optional(DecidedStatusSchema),
    kind: Type.Optional(KindSchema),
    keyword: Type.Optional(Type.String({ title: '用户名或认证名称', maxLength: 100 })),
    ...pageQueryFields({ defaultPageSize: 10, maxPageSize: 100 }),
  }),
);

export const RejectBody = requestSchema<ReasonInput>()(
  Type.Object({
    reason: Type.String({ title: '驳回原因', minLength: 1, maxLength: 200 }),
  }),
);

export const IdParams = Type.Object({ id: IdSchema('实名认证记录 id') });
