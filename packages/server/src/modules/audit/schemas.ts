import type { AuditEntry, AuditQuery } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

export const AuditEntrySchema = wireSchema<AuditEntry>()(
  Type.Object({
    id: Type.Integer(),
    actor_id: Type.Integer({ description: '操作的账号 id（主账号或子账号）' }),
    actor_name: Type.String(),
    method: Type.String(),
    route: Type.String({ description: '接口路径（不含参数值）' }),
    action: Type.String({
      description: '菜单中的页面与按钮，如 订单管理「支付」；运营后台的操作为空',
    }),
    status_code: Type.Integer({ description: 'HTTP 状态码；403 表示被拒绝' }),
    ip: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const AuditQuerySchema = requestSchema<AuditQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    actor_id: Type.Optional(Type.Integer({ title: '账号 id', minimum: 1 })),
  }),
);
