import type { AddressBlackEntry, AddressBlackInput, AddressBlackQuery } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

export const EntrySchema = wireSchema<AddressBlackEntry>()(
  Type.Object({
    id: Type.Integer(),
    recipient_name: Type.String(),
    phone: Type.String(),
    address_keyword: Type.String(),
    remark: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const EntryBody = requestSchema<AddressBlackInput>()(
  Type.Object({
    recipient_name: Type.String({ title: '收件人', maxLength: 64 }),
    phone: Type.String({ title: '电话', maxLength: 40 }),
    address_keyword: Type.String({ title: '地址关键词', maxLength: 200 }),
    remark: Type.Optional(Type.String({ title: '备注', maxLength: 200 })),
  }),
);

export const BlacklistQuery = requestSchema<AddressBlackQuery>()(
  Type.Object({
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
  }),
);
