import type {
  StoreTradeFigures,
  StoreTradePeriod,
  StoreTradeQuery,
  StoreTradeReport,
  StoreTradeRow,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const day = (title: string) =>
  Type.String({
    title,
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'YYYY-MM-DD（站点时区，含当天）',
  });

export const StoreTradeQuerySchema = requestSchema<StoreTradeQuery>()(
  Type.Object({
    store_id: Type.Optional(Type.Integer({ title: '店铺 id', minimum: 1 })),
    start_date: Type.Optional(day('开始日期')),
    end_date: Type.Optional(day('结束日期')),
    group_by: Type.Optional(
      Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], {
        title: '统计周期',
        description: 'day 按日；week 按周（周一开始）；month 按月',
      }),
    ),
  }),
);

const figureFields = {
  order_count: Type.Integer({ description: '期间内导入的店铺订单数' }),
  paid_order_count: Type.Integer({ description: '其中已在本平台支付的订单数' }),
  podkit_cost: Type.String({ description: '在本平台支付的金额（元，已扣除退款）' }),
  store_amounts: Type.Array(
    Type.Object({
      currency: Type.String({ description: 'ISO 4217 币种；平台未提供时为空' }),
      amount: Type.String(),
    }),
    { description: '店铺顾客支付的商品金额，按币种（导入时有价格的订单）' },
  ),
};

const FiguresSchema = wireSchema<StoreTradeFigures>()(Type.Object(figureFields));

const PeriodSchema = wireSchema<StoreTradePeriod>()(
  Type.Object({ start_date: Type.String(), label: Type.String(), ...figureFields }),
);

const RowSchema = wireSchema<StoreTradeRow>()(
  Type.Object({
    start_date: Type.String(),
    label: Type.String(),
    store_id: Type.Integer(),
    store_name: Type.String(),
    platform: Type.Integer(),
    platform_name: Type.String(),
    ...figureFields,
  }),
);

export const StoreTradeReportSchema = wireSchema<StoreTradeReport>()(
  Type.Object({
    start_date: Type.String(),
    end_date: Type.String(),
    group_by: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
    totals: FiguresSchema,
    periods: Type.Array(PeriodSchema),
    rows: Type.Array(RowSchema),
  }),
);
