import type { UserAddress, UserAddressInput } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const text = (title: string, minLength: number, maxLength: number) =>
  Type.String({ title, minLength, maxLength });

export const AddressFields = {
  recipient_name: text('收件人', 1, 64),
  phone: Type.String({
    title: '联系电话',
    pattern: '^[0-9+()\\- ]{5,20}$',
    description: '5–20 位数字，可含 + - ( ) 和空格',
  }),
  country_code: Type.String({
    title: '国家/地区代码',
    pattern: '^[A-Za-z]{2}$',
    description: 'ISO 3166-1 两位字母代码，如 CN、US',
  }),
  province: text('省/州', 1, 64),
  city: text('城市', 1, 64),
  district: text('区/县', 0, 64),
  address1: text('详细地址', 1, 200),
  address2: text('地址补充', 0, 200),
  postcode: Type.String({ title: '邮编', pattern: '^[A-Za-z0-9\\- ]{0,12}$' }),
};

export const AddressSchema = wireSchema<UserAddress>()(
  Type.Object({
    id: Type.Integer(),
    ...AddressFields,
    is_default: Type.Boolean({ title: '默认地址' }),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
export const AddressBody = requestSchema<UserAddressInput>()(
  Type.Object({
    ...AddressFields,
    district: Type.Optional(AddressFields.district),
    address2: Type.Optional(AddressFields.address2),
    postcode: Type.Optional(AddressFields.postcode),
    is_default: Type.Optional(Type.Boolean({ title: '设为默认地址' })),
  }),
);
