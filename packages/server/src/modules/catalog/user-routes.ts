import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { UserBasicProductCategoryInput, UserColors } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { requestSchema } from '../../http/wire-schema.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { signedInUser } from '../users/index.js';
import {
  createUserCategory,
  deleteUserCategory,
  updateUserCategory,
  userCategories,
} from './user-categories.js';
import { addUserColors, removeUserColors, savedColors } from './user-colors.js';
import { UserCategorySchema, UserColorsSchema } from './wire-schemas.js';

const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.Integer({ title: '分类 id', minimum: 1 }) });
const categoryFields = {
  name: Type.String({ title: '分类名称', minLength: 1, maxLength: 50 }),
  sort: Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }),
  basic_product_ids: Type.Array(Type.Integer({ minimum: 1 }), {
    title: '商品 id 列表',
    maxItems: 1000,
  }),
};
const CreateCategoryBody = requestSchema<UserBasicProductCategoryInput>()(
  Type.Object({
    name: categoryFields.name,
    sort: Type.Optional(categoryFields.sort),
    basic_product_ids: Type.Optional(categoryFields.basic_product_ids),
  }),
);
const UpdateCategoryBody = requestSchema<Partial<UserBasicProductCategoryInput>>()(
  Type.Partial(Type.Object(categoryFields)),
);
const ColorsBody = requestSchema<UserColors>()(
  Type.Object({
    colors: Type.Array(Type.String({ maxLength: 9 }), {
      title: '颜色',
      minItems: 1,
      maxItems: 100,
    }),
  }),
);

/** A reseller's own blank categories and saved colour swatches. */
export const userRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/distribution/userBasicProductCategory',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '我的空白商品分类',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(UserCategorySchema)) },
      },
    },
    async (request) => ok(await userCategories(app.db, signedInUser(request))),
  );

  app.post(
    '/distribution/userBasicProductCategory',
    {
      config: { permission: 'userBasicProduct.add' },
      schema: {
        tags: ['catalog'],
        summary: '新建我的空白商品分类',
        security: bearer,
        body: CreateCategoryBody,
        response: { 200: envelopeOf(UserCategorySchema) },
      },
    },
    async (request) =>
      ok(await createUserCategory(app.db, signedInUser(request), request.body), '分类已创建'),
  );

  app.put(
    '/distribution/userBasicProductCategory/:id',
    {
      config: { permission: 'userBasicProduct.edit' },
      schema: {
        tags: ['catalog'],
        summary: '修改我的空白商品分类（名称、排序、商品）',
        security: bearer,
        params: IdParams,
        body: UpdateCategoryBody,
        response: { 200: envelopeOf(UserCategorySchema) },
      },
    },
    async (request) =>
      ok(
        await updateUserCategory(app.db, signedInUser(request), request.params.id, request.body),
        '分类已保存',
      ),
  );

  app.delete(
    '/distribution/userBasicProductCategory/:id',
    {
      config: { permission: 'userBasicProduct.delete' },
      schema: {
        tags: ['catalog'],
        summary: '删除我的空白商品分类（商品本身不受影响）',
        security: bearer,
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteUserCategory(app.db, signedInUser(request), request.params.id);
      return ok(null, '分类已删除');
    },
  );

  app.get(
    '/distribution/userConfig/userColors',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '我的常用颜色',
        security: bearer,
        response: { 200: envelopeOf(UserColorsSchema) },
      },
    },
    async (request) => ok({ colors: await savedColors(app.db, signedInUser(request)) }),
  );

  app.put(
    '/distribution/userConfig/userColors',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '保存常用颜色（加入到已保存的颜色之后，重复的不再加入）',
        security: bearer,
        body: ColorsBody,
        response: { 200: envelopeOf(UserColorsSchema) },
      },
    },
    async (request) => {
      const colors = await addUserColors(app.db, signedInUser(request), request.body.colors);
      return ok({ colors }, '颜色已保存');
    },
  );

  app.post(
    '/distribution/userConfig/deleteUserColors',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['catalog'],
        summary: '删除常用颜色',
        security: bearer,
        body: ColorsBody,
        response: { 200: envelopeOf(UserColorsSchema) },
      },
    },
    async (request) => {
      const colors = await removeUserColors(app.db, signedInUser(request), request.body.colors);
      return ok({ colors }, '颜色已删除');
    },
  );
};
