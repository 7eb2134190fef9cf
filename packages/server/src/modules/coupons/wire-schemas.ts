import type {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponQuery,
  CouponsIssued,
  IssueCouponBody,
  UsableCoupon,
  UsableCouponQuery,
  UserCoupon,
  UserCouponPage,
  UserCouponQuery,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields, paginatorOf } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { IdList } from '../cart/index.js';
import { YuanField } from '../wallet/index.js';
import { MAX_ISSUE_QUANTITY } from './admin-coupons.js';

const Kind = Type.Union([Type.Literal('amount'), Type.Literal('percent')], { title: '优惠类型' });
export const UserCouponStatusSchema = Type.Union(
  [Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired')],
  { title: '优惠券状态' },
);

/** A coupon's terms, as both lists show them (coupon-rules.ts couponTerms). */
const couponTermFields = {
  name: Type.String(),
  kind: Kind,
  amount_off: Type.String(),
  percent_off: Type.Integer(),
  min_spend: Type.String(),
  valid_from: Type.String({ format: 'date-time' }),
  valid_to: Type.String({ format: 'date-time' }),
};

export const UserCouponSchema = wireSchema<UserCoupon>()(
  Type.Object({
    id: Type.Integer(),
    coupon_id: Type.Integer(),
    ...couponTermFields,
    status: UserCouponStatusSchema,
    status_label: Type.String(),
    used_order_id: Type.Union([Type.Integer(), Type.Null()]),
    used_order_no: Type.String(),
    used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    issued_at: Type.String({ format: 'date-time' }),
  }),
);

export const UserCouponPageSchema = wireSchema<UserCouponPage>()(
  Type.Object({
    ...paginatorOf(UserCouponSchema).properties,
    counts: Type.Object({
      usable: Type.Integer(),
      used: Type.Integer(),
      expired: Type.Integer(),
    }),
  }),
);

export const UsableCouponSchema = wireSchema<UsableCoupon>()(
  Type.Object({ ...UserCouponSchema.properties, discount: Type.String() }),
);

export const CouponsIssuedSchema = wireSchema<CouponsIssued>()(
  Type.Object({ issued: Type.Integer() }),
);

export const AdminCouponSchema = wireSchema<AdminCoupon>()(
  Type.Object({
    id: Type.Integer(),
    ...couponTermFields,
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    issued_count: Type.Integer(),
    used_count: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const AdminCouponInputSchema = requestSchema<AdminCouponInput>()(
  Type.Object({
    name: Type.String({ title: '优惠券名称', minLength: 1, maxLength: 60 }),
    kind: Kind,
    amount_off: Type.Optional(YuanField('优惠金额')),
    percent_off: Type.Optional(Type.Integer({ title: '折扣比例（%）', minimum: 1, maximum: 99 })),
    min_spend: Type.Optional(YuanField('最低消费')),
    valid_from: Type.String({ title: '生效时间', format: 'date-time' }),
    valid_to: Type.String({ title: '失效时间', format: 'date-time' }),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态' })),
  }),
);

export const UserCouponQuerySchema = requestSchema<UserCouponQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    status: Type.Optional(UserCouponStatusSchema),
  }),
);

export const UsableCouponQuerySchema = requestSchema<UsableCouponQuery>()(
  Type.Object({ item_ids: IdList }),
);

export const AdminCouponQuerySchema = requestSchema<AdminCouponQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    keyword: Type.Optional(Type.String({ title: '名称', maxLength: 60 })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态' })),
  }),
);

export const IssueCouponBodySchema = requestSchema<IssueCouponBody>()(
  Type.Object({
    usernames: Type.Array(Type.String({ title: '用户名', minLength: 1, maxLength: 64 }), {
      title: '用户名列表',
      minItems: 1,
      maxItems: 200,
    }),
    quantity: Type.Optional(
      Type.Integer({ title: '每人张数', minimum: 1, maximum: MAX_ISSUE_QUANTITY }),
    ),
  }),
);
