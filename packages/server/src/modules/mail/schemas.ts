import type { MailOutboxEntry, PageQuery } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

export const MailOutboxQuery = requestSchema<PageQuery>()(
  Type.Object(pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 })),
);

export const MailOutboxEntrySchema = wireSchema<MailOutboxEntry>()(
  Type.Object({
    id: Type.Integer(),
    to: Type.String({ description: '收件邮箱' }),
    subject: Type.String(),
    text: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
