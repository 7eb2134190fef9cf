import { Type } from 'typebox';
import { pageQueryFields, paginatorOf } from '../../http/paging.js';

export const MailOutboxQuery = Type.Object(
  pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
);

export const MailOutboxPage = paginatorOf(
  Type.Object({
    id: Type.Integer(),
    to: Type.String({ description: '收件邮箱' }),
    subject: Type.String(),
    text: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
