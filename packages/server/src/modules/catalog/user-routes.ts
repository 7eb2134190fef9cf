import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { UserBasicProductCategory } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import type { User } from '../users/index.js';
import { signedInUser } from '../users/index.js';
import { addColors, MAX_USER_COLORS, removeColors } from './user-colors.js';
import { basicProducts, userBlankCategories, userColors } from './schema.js';
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
const CreateCategoryBody = Type.Object({
  name: categoryFields.name,
  sort: Type.Optional(categoryFields.sort),
  basic_product_ids: Type.Optional(categoryFields.basic_product_ids),
});
const UpdateCategoryBody = Type.Partial(Type.Object(categoryFields));
const ColorsBody = Type.Object({
  colors: Type.Array(Type.String({ maxLength: 9 }), { title: '颜色', minItems: 1, maxItems: 100 }),
});

type CategoryRow = typeof userBlankCategories.$inferSelect;

function toCategory(row: CategoryRow): UserBasicProductCategory {
  return { id: row.id, name: row.name, sort: row.sort, basic_product_ids: row.productIds };
}

/** The given blank ids, unique, each one of the site's blanks. */
async function siteBlankIds(db: DbExecutor, siteId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), inArray(basicProducts.id, unique)));
  const known = new Set(found.map((row) => row.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined)
    throw invalid(`商品 id 列表（basic_product_ids）中的商品 ${missing} 不存在`);
  return unique;
}

async function savedColors(db: DbExecutor, user: User): Promise<string[]> {
  const [row] = await db
    .select({ colors: userColors.colors })
    .from(userColors)
    .where(and(eq(userColors.siteId, user.siteId), eq(userColors.userId, user.id)));
  return row?.colors ?? [];
}

async function saveColors(db: DbExecutor, user: User, colors: string[]): Promise<void> {
  await db
    .insert(userColors)
    .values({ siteId: user.siteId, userId: user.id, colors })
    .onConflictDoUpdate({ target: [userColors.siteId, userColors.userId], set: { colors } });
}

/** A reseller's own blank categories and saved colour swatches. */
export const userRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const own = (user: User, id?: number) =>
    and(
      eq(userBlankCategories.siteId, user.siteId),
      eq(userBlankCategories.userId, user.id),
      ...(id === undefined ? [] : [eq(userBlankCategories.id, id)]),
    );

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
    async (request) => {
      const user = signedInUser(request);
      const rows = await app.db
        .select()
        .from(userBlankCategories)
        .where(own(user))
        .orderBy(asc(userBlankCategories.sort), asc(userBlankCategories.id));
      return ok(rows.map(toCategory));
    },
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
    async (request) => {
      const user = signedInUser(request);
      const body = request.body;
      const name = body.name.trim();
      if (!name) throw invalid('分类名称（name）不能为空');
      const [row] = await app.db
        .insert(userBlankCategories)
        .values({
          siteId: user.siteId,
          userId: user.id,
          name,
          sort: body.sort ?? 0,
          productIds: await siteBlankIds(app.db, user.siteId, body.basic_product_ids ?? []),
        })
        .returning();
      if (!row) throw new Error('category insert returned no row');
      return ok(toCategory(row), '分类已创建');
    },
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
    async (request) => {
      const user = signedInUser(request);
      const body = request.body;
      const changes: Partial<typeof userBlankCategories.$inferInsert> = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw invalid('分类名称（name）不能为空');
      }
      if (body.sort !== undefined) changes.sort = body.sort;
      if (body.basic_product_ids !== undefined)
        changes.productIds = await siteBlankIds(app.db, user.siteId, body.basic_product_ids);
      const where = own(user, request.params.id);
      const [row] =
        Object.keys(changes).length > 0
          ? await app.db.update(userBlankCategories).set(changes).where(where).returning()
          : await app.db.select().from(userBlankCategories).where(where);
      if (!row) throw notFound('分类');
      return ok(toCategory(row), '分类已保存');
    },
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
      const user = signedInUser(request);
      const deleted = await app.db
        .delete(userBlankCategories)
        .where(own(user, request.params.id))
        .returning({ id: userBlankCategories.id });
      if (deleted.length === 0) throw notFound('分类');
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
      const user = signedInUser(request);
      const colors = addColors(await savedColors(app.db, user), request.body.colors);
      if (colors.length > MAX_USER_COLORS)
        throw invalid(`常用颜色最多保存 ${MAX_USER_COLORS} 个，请先删除一些`);
      await saveColors(app.db, user, colors);
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
      const user = signedInUser(request);
      const colors = removeColors(await savedColors(app.db, user), request.body.colors);
      await saveColors(app.db, user, colors);
      return ok({ colors }, '颜色已删除');
    },
  );
};
