import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { signedInUser } from '../users/index.js';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  toUserAddress,
  updateAddress,
} from './address-service.js';
import { AddressBody, AddressSchema } from './schemas.js';

const IdParams = Type.Object({ id: Type.Integer({ title: '地址 id', minimum: 1 }) });

const bearer = [{ bearer: [] }];
const tags = ['addresses'];

function inputOf(body: Static<typeof AddressBody>) {
  return {
    ...body,
    district: body.district ?? '',
    address2: body.address2 ?? '',
    postcode: body.postcode ?? '',
  };
}

const addresses: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const owner = (user: { siteId: number; id: number }) => ({
    siteId: user.siteId,
    userId: user.id,
  });

  app.get(
    '/distribution/userAddress/addressList',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: '我的收货地址（默认地址在前）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(AddressSchema)) },
      },
    },
    async (request) => {
      const rows = await listAddresses(app.db, owner(signedInUser(request)));
      return ok(rows.map(toUserAddress));
    },
  );

  app.post(
    '/distribution/userAddress',
    {
      config: { permission: ['addressAdmin.add', 'cartCheckout'] },
      schema: {
        tags,
        summary: '新增收货地址（第一个地址自动设为默认）',
        security: bearer,
        body: AddressBody,
        response: { 200: envelopeOf(AddressSchema) },
      },
    },
    async (request) => {
      const row = await createAddress(app.db, owner(signedInUser(request)), inputOf(request.body));
      return ok(toUserAddress(row), '添加成功');
    },
  );

  app.put(
    '/distribution/userAddress/:id',
    {
      config: { permission: ['addressAdmin.edit', 'cartCheckout'] },
      schema: {
        tags,
        summary: '修改收货地址',
        security: bearer,
        params: IdParams,
        body: AddressBody,
        response: { 200: envelopeOf(AddressSchema) },
      },
    },
    async (request) => {
      const row = await updateAddress(
        app.db,
        owner(signedInUser(request)),
        request.params.id,
        inputOf(request.body),
      );
      return ok(toUserAddress(row), '修改成功');
    },
  );

  app.put(
    '/distribution/userAddress/:id/default',
    {
      config: { permission: ['addressAdmin.edit', 'cartCheckout'] },
      schema: {
        tags,
        summary: '设为默认收货地址',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(AddressSchema) },
      },
    },
    async (request) => {
      const row = await setDefaultAddress(app.db, owner(signedInUser(request)), request.params.id);
      return ok(toUserAddress(row), '设置成功');
    },
  );

  app.delete(
    '/distribution/userAddress/:id',
    {
      config: { permission: 'addressAdmin.delete' },
      schema: {
        tags,
        summary: '删除收货地址（删除默认地址时，最新的另一个地址成为默认）',
        security: bearer,
        params: IdParams,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      await deleteAddress(app.db, owner(signedInUser(request)), request.params.id);
      return ok(null, '删除成功');
    },
  );
};

export default addresses;
