import type { OrderImportListQuery, OrderImportTemplateQuery } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema } from '../../http/wire-schema.js';

export const KindSchema = Type.Union([Type.Literal('standard'), Type.Literal('fba')], {
  title: '导入类型',
  description: 'standard 普通订单，fba FBA 批发订单',
});

export const TemplateQuery = requestSchema<OrderImportTemplateQuery>()(
  Type.Object({ kind: Type.Optional(KindSchema) }),
);

export const ImportListQuery = requestSchema<OrderImportListQuery>()(
  Type.Object({ ...pageQueryFields(), kind: Type.Optional(KindSchema) }),
);
