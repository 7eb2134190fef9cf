import type { PageQuery, SmsOutboxEntry } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

export const OutboxQuery = requestSchema<PageQuery>()(
  Type.Object(pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 })),
);

export const SmsOutboxEntrySchema = wireSchema<SmsOutboxEntry>()(
  Type.Object({
    id: Type.Integer(),
    phone: Type.String(),
    text: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
