import type {
  AdminMemberLevel,
  AdminMemberLevelInput,
  MemberLevel,
  MemberLevelBuyBody,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { IdSchema, Nullable } from '../../http/schemas.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { IdempotencyKey } from '../orders/index.js';
import { YuanField } from '../wallet/index.js';

const Yuan = Type.String({ description: '元' });

export const MemberLevelSchema = wireSchema<MemberLevel>()(
  Type.Object({
    id: Type.Integer(),
    level_name: Type.String(),
    threshold: Type.String({ description: '达到该等级的累计充值（元）' }),
    price: Type.Union([Yuan, Type.Null()], {
      description: '直接购买的价格（元）；null 表示只能通过充值达到',
    }),
    benefits: Type.String({ description: '等级权益说明' }),
    current: Type.Boolean({ description: '当前所在等级' }),
    purchasable: Type.Boolean({ description: '高于当前等级且可购买' }),
  }),
);

export const AdminMemberLevelSchema = wireSchema<AdminMemberLevel>()(
  Type.Object({
    id: Type.Integer(),
    level_name: Type.String(),
    threshold: Yuan,
    price: Nullable(Yuan),
    benefits: Type.String(),
    sort: Type.Integer(),
    members: Type.Integer({ description: '指定为该等级的分销商数' }),
  }),
);

export const LevelIdParams = Type.Object({ id: IdSchema('会员等级') });

export const BuyBody = requestSchema<MemberLevelBuyBody>()(
  Type.Object({ idempotency_key: IdempotencyKey }),
);

export const LevelBody = requestSchema<AdminMemberLevelInput>()(
  Type.Object({
    level_name: Type.String({ title: '等级名称', minLength: 1, maxLength: 20 }),
    threshold: YuanField('累计充值门槛'),
    price: Type.Optional(Type.Union([YuanField('购买价格'), Type.Null()])),
    benefits: Type.Optional(Type.String({ title: '等级权益', maxLength: 500 })),
    sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  }),
);
