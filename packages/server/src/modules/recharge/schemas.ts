import type {
  AdminRechargeQuery,
  OfflineRechargeBody,
  OnlineRechargeBody,
  ReasonInput,
  RechargeQuery,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema } from '../../http/wire-schema.js';
import { YuanField } from '../wallet/index.js';

export const StatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('paid'),
    Type.Literal('closed'),
  ],
  { title: '状态' },
);
export const MethodSchema = Type.Union([Type.Literal('offline'), Type.Literal('alipay')], {
  title: '充值方式',
});

const listFields = {
  ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  status: Type.Optional(StatusSchema),
  method: Type.Optional(MethodSchema),
  recharge_no: Type.Optional(Type.String({ title: '充值单号', maxLength: 40 })),
};

export const RechargeListQuery = requestSchema<RechargeQuery>()(Type.Object(listFields));

export const AdminRechargeListQuery = requestSchema<AdminRechargeQuery>()(
  Type.Object({
    ...listFields,
    keyword: Type.Optional(Type.String({ title: '用户名或充值单号', maxLength: 64 })),
  }),
);

export const OfflineBody = requestSchema<OfflineRechargeBody>()(
  Type.Object({
    amount: YuanField('充值金额'),
    voucher_file_id: Type.Integer({ title: '转账凭证文件 id', minimum: 1 }),
    remark: Type.Optional(Type.String({ title: '备注', maxLength: 200 })),
  }),
);

export const OnlineBody = requestSchema<OnlineRechargeBody>()(
  Type.Object({
    amount: YuanField('充值金额'),
    method: Type.Literal('alipay', { title: '支付方式' }),
    return_path: Type.Optional(Type.String({ title: '支付后返回的页面', maxLength: 200 })),
  }),
);

export const RejectBody = requestSchema<ReasonInput>()(
  Type.Object({
    reason: Type.String({ title: '驳回原因', minLength: 1, maxLength: 200 }),
  }),
);
