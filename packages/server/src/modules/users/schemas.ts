import type { GroupBalance, VisitQuery } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

/** The header's level progress (spec section 3, Group data). */
export const GroupBalanceSchema = wireSchema<GroupBalance>()(
  Type.Object({
    level_name: Type.String(),
    next_group_level_name: Type.String(),
    next_group_level_balance: Type.Union([Type.String(), Type.Literal(-1)], {
      description: '下一等级所需累计充值（元）；已是最高等级时为 -1',
    }),
    recharge_balance: Type.String({ description: '累计充值（元）' }),
  }),
);

export const VisitQuerySchema = requestSchema<VisitQuery>()(
  Type.Object({
    path: Type.Optional(Type.String({ title: '页面路径', maxLength: 500 })),
  }),
);
