import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryRemoval,
  MaterialCategory,
  MaterialCategoryNode,
  MaterialTag,
  UploadSettings,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import {
  materialCategories,
  materialCategoryLinks,
  materialTagLinks,
  materialTags,
} from '../src/modules/materials/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { seedMaterials } from './support/materials.js';
import { makeSignedInUser } from './support/uploads.js';

let server: TestServer;
let db: Db;
let alice: { token: string; owner: { siteId: number; userId: number } };
let bob: { token: string; owner: { siteId: number; userId: number } };

async function reseller() {
  const { user, token } = await makeSignedInUser(db);
  return { token, owner: { siteId: user.siteId, userId: user.id } };
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  alice = await reseller();
  bob = await reseller();
});
afterAll(async () => {
  await server?.close();
});

const as = (who: { token: string }) => ({ token: who.token });

/** Names of a tree, nested, for compact assertions. */
function shape(nodes: MaterialCategoryNode[]): unknown[] {
  return nodes.map((node) =>
    node.children.length ? { [node.name]: shape(node.children) } : node.name,
  );
}

async function tree(who = alice) {
  const res = await callApi<MaterialCategoryNode[]>(
    server.app,
    'GET',
    '/req/distribution/userMaterialCategory',
    as(who),
  );
  expect(res.status_code, res.msg).toBe(200);
  return res.data;
}

async function createCategory(name: string, parent_id = 0, who = alice) {
  const res = await callApi<MaterialCategory>(
    server.app,
    'POST',
    '/req/distribution/userMaterialCategory',
    {
      ...as(who),
      payload: { name, parent_id },
    },
  );
  expect(res.status_code, res.msg).toBe(200);
  return res.data;
}

describe(`material tags on ${testDbKind}`, () => {
  it('creates, lists (with and without the trailing slash), renames and refuses duplicates', async () => {
    const created = await callApi<MaterialTag>(
      server.app,
      'POST',
      '/req/distribution/userMaterialTag',
      {
        ...as(alice),
        payload: { name: '  节日 ' },
      },
    );
    expect(created).toMatchObject({
      status_code: 200,
      msg: '标签已创建',
      data: { name: '节日', material_count: 0 },
    });
    await callApi(server.app, 'POST', '/req/distribution/userMaterialTag', {
      ...as(alice),
      payload: { name: '动物' },
    });

    const duplicate = await callApi(server.app, 'POST', '/req/distribution/userMaterialTag', {
      ...as(alice),
      payload: { name: '节日' },
    });
    expect(duplicate).toMatchObject({ status_code: 409, msg: '标签「节日」已存在' });
    // Another user may use the same name.
    const bobs = await callApi(server.app, 'POST', '/req/distribution/userMaterialTag', {
      ...as(bob),
      payload: { name: '节日' },
    });
    expect(bobs.status_code).toBe(200);

    for (const url of [
      '/req/distribution/userMaterialTag/?is_all=1',
      '/req/distribution/userMaterialTag?is_all=1',
    ]) {
      const all = await callApi<MaterialTag[]>(server.app, 'GET', url, as(alice));
      expect(
        all.data.map((tag) => tag.name),
        url,
      ).toEqual(['动物', '节日']);
    }
    const page = await callApi<{ data: MaterialTag[]; total: number; last_page: number }>(
      server.app,
      'GET',
      '/req/distribution/userMaterialTag?page=1&page_size=1&name=节',
      as(alice),
    );
    expect(page.data).toMatchObject({ total: 1, last_page: 1, data: [{ name: '节日' }] });

    const renamed = await callApi<MaterialTag>(
      server.app,
      'PUT',
      `/req/distribution/userMaterialTag/${created.data.id}`,
      {
        ...as(alice),
        payload: { name: '春节' },
      },
    );
    expect(renamed.data.name).toBe('春节');
    const clash = await callApi(
      server.app,
      'PUT',
      `/req/distribution/userMaterialTag/${created.data.id}`,
      {
        ...as(alice),
        payload: { name: '动物' },
      },
    );
    expect(clash.status_code).toBe(409);
    const blank = await callApi(server.app, 'POST', '/req/distribution/userMaterialTag', {
      ...as(alice),
      payload: { name: '   ' },
    });
    expect(blank).toMatchObject({ status_code: 422, msg: '标签名称不能为空' });
  });

  it('deleting a tag keeps its materials and removes only the links', async () => {
    const tag = (
      await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
        ...as(alice),
        payload: { name: '待删' },
      })
    ).data;
    const [material] = await seedMaterials(db, alice.owner, 1);
    await callApi(server.app, 'POST', '/req/distribution/material/tags', {
      ...as(alice),
      payload: { ids: [material!.id], tag_ids: [tag.id] },
    });
    const removed = await callApi(
      server.app,
      'DELETE',
      `/req/distribution/userMaterialTag/${tag.id}`,
      as(alice),
    );
    expect(removed).toMatchObject({
      status_code: 200,
      data: { id: tag.id, unlinked_materials: 1 },
    });
    expect(
      await db.select().from(materialTagLinks).where(eq(materialTagLinks.tagId, tag.id)),
    ).toEqual([]);
    const list = await callApi<{ total: number }>(
      server.app,
      'GET',
      '/req/distribution/material',
      as(alice),
    );
    expect(list.data.total).toBeGreaterThanOrEqual(1);
  });

  it("answers another reseller's tag as not found and leaves it alone", async () => {
    const bobsTag = (
      await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
        ...as(bob),
        payload: { name: '鲍勃的' },
      })
    ).data;
    const put = await callApi(
      server.app,
      'PUT',
      `/req/distribution/userMaterialTag/${bobsTag.id}`,
      {
        ...as(alice),
        payload: { name: '抢走' },
      },
    );
    expect(put).toMatchObject({ status_code: 404, msg: '标签不存在' });
    const del = await callApi(
      server.app,
      'DELETE',
      `/req/distribution/userMaterialTag/${bobsTag.id}`,
      as(alice),
    );
    expect(del.status_code).toBe(404);
    const [row] = await db.select().from(materialTags).where(eq(materialTags.id, bobsTag.id));
    expect(row).toMatchObject({ name: '鲍勃的', userId: bob.owner.userId });
  });

  it('needs a signed-in user', async () => {
    const res = await callApi(server.app, 'GET', '/req/distribution/userMaterialTag/?is_all=1');
    expect(res.http).toBe(401);
  });
});

describe(`material categories on ${testDbKind}`, () => {
  it('builds a tree; PUT puts the body id under the parent named in the path', async () => {
    const animals = await createCategory('动物');
    const festivals = await createCategory('节日');
    const cats = await createCategory('猫', animals.id);
    const dogs = await createCategory('狗', animals.id);
    expect([cats.parent_id, cats.sort, dogs.sort]).toEqual([animals.id, 1, 2]);
    expect(shape(await tree())).toEqual([{ 动物: ['猫', '狗'] }, '节日']);

    // Rename in place: the path carries the current parent.
    const renamed = await callApi<MaterialCategory>(
      server.app,
      'PUT',
      `/req/distribution/userMaterialCategory/${animals.id}`,
      { ...as(alice), payload: { id: cats.id, name: '小猫' } },
    );
    expect(renamed.data).toMatchObject({
      id: cats.id,
      name: '小猫',
      parent_id: animals.id,
      sort: 1,
    });

    // Move: a new parent in the path moves the category there (last, unless sort says otherwise).
    const moved = await callApi<MaterialCategory>(
      server.app,
      'PUT',
      `/req/distribution/userMaterialCategory/${festivals.id}`,
      { ...as(alice), payload: { id: cats.id } },
    );
    expect(moved.data).toMatchObject({ parent_id: festivals.id, sort: 1 });
    expect(shape(await tree())).toEqual([{ 动物: ['狗'] }, { 节日: ['小猫'] }]);
    const [dogRow] = await db
      .select()
      .from(materialCategories)
      .where(eq(materialCategories.id, dogs.id));
    expect(dogRow?.sort).toBe(1); // the old level closed up

    // To the top level (path 0) at position 1.
    await callApi(server.app, 'PUT', '/req/distribution/userMaterialCategory/0', {
      ...as(alice),
      payload: { id: cats.id, sort: 1 },
    });
    expect(shape(await tree())).toEqual(['小猫', { 动物: ['狗'] }, '节日']);

    // Back under 动物 for the tests below.
    await callApi(server.app, 'PUT', `/req/distribution/userMaterialCategory/${animals.id}`, {
      ...as(alice),
      payload: { id: cats.id, sort: 1 },
    });
    expect(shape(await tree())).toEqual([{ 动物: ['小猫', '狗'] }, '节日']);
  });

  it('refuses a move under itself or its own descendant, a missing body id and a sibling name clash', async () => {
    const top = await createCategory('顶级');
    const child = await createCategory('子级', top.id);
    const intoChild = await callApi(
      server.app,
      'PUT',
      `/req/distribution/userMaterialCategory/${child.id}`,
      {
        ...as(alice),
        payload: { id: top.id },
      },
    );
    expect(intoChild).toMatchObject({
      status_code: 422,
      msg: '不能把分类移动到它自己或它的下级分类下',
    });
    const intoSelf = await callApi(
      server.app,
      'PUT',
      `/req/distribution/userMaterialCategory/${top.id}`,
      {
        ...as(alice),
        payload: { id: top.id },
      },
    );
    expect(intoSelf.status_code).toBe(422);
    const noId = await callApi(
      server.app,
      'PUT',
      `/req/distribution/userMaterialCategory/${top.id}`,
      {
        ...as(alice),
        payload: { name: 'x' },
      },
    );
    expect(noId).toMatchObject({ status_code: 422, msg: expect.stringContaining('id') });
    const clash = await callApi(server.app, 'POST', '/req/distribution/userMaterialCategory', {
      ...as(alice),
      payload: { name: '子级', parent_id: top.id },
    });
    expect(clash).toMatchObject({ status_code: 409, msg: '同一级下已有名为「子级」的分类' });
  });

  it('keeps the tree within 5 levels', async () => {
    let parent = 0;
    for (let level = 1; level <= 5; level++)
      parent = (await createCategory(`层${level}`, parent)).id;
    const sixth = await callApi(server.app, 'POST', '/req/distribution/userMaterialCategory', {
      ...as(alice),
      payload: { name: '层6', parent_id: parent },
    });
    expect(sixth).toMatchObject({ status_code: 422, msg: '分类最多 5 级' });
  });

  it('saves the order of one level, and of the whole tree', async () => {
    const owner = bob;
    const a = await createCategory('A', 0, owner);
    const b = await createCategory('B', 0, owner);
    const c = await createCategory('C', 0, owner);
    const a1 = await createCategory('A1', a.id, owner);
    const level = await callApi<MaterialCategoryNode[]>(
      server.app,
      'POST',
      '/req/distribution/userMaterialCategory/updateSort',
      {
        ...as(owner),
        payload: { ids: [c.id, a.id] },
      },
    );
    expect(level.status_code, level.msg).toBe(200);
    expect(shape(level.data)).toEqual(['C', { A: ['A1'] }, 'B']);
    expect(level.data.map((node) => node.sort)).toEqual([1, 2, 3]);

    const notSiblings = await callApi(
      server.app,
      'POST',
      '/req/distribution/userMaterialCategory/updateSort',
      {
        ...as(owner),
        payload: { ids: [c.id, a1.id] },
      },
    );
    expect(notSiblings.status_code).toBe(422);

    const whole = await callApi<MaterialCategoryNode[]>(
      server.app,
      'POST',
      '/req/distribution/userMaterialCategory/updateSort',
      {
        ...as(owner),
        payload: { tree: [{ id: b.id, children: [{ id: a1.id }, { id: c.id }] }, { id: a.id }] },
      },
    );
    expect(whole.status_code, whole.msg).toBe(200);
    expect(shape(whole.data)).toEqual([{ B: ['A1', 'C'] }, 'A']);

    const incomplete = await callApi(
      server.app,
      'POST',
      '/req/distribution/userMaterialCategory/updateSort',
      {
        ...as(owner),
        payload: { tree: [{ id: b.id }] },
      },
    );
    expect(incomplete).toMatchObject({
      status_code: 422,
      msg: expect.stringContaining('分类树不完整'),
    });
    expect(shape(await tree(owner))).toEqual([{ B: ['A1', 'C'] }, 'A']);
  });

  it('deleting a category moves its children up into its place and unlinks its materials only', async () => {
    const owner = await reseller();
    const first = await createCategory('甲', 0, owner);
    const middle = await createCategory('乙', 0, owner);
    const last = await createCategory('丙', 0, owner);
    const kid1 = await createCategory('乙一', middle.id, owner);
    const kid2 = await createCategory('乙二', middle.id, owner);
    const [material] = await seedMaterials(db, owner.owner, 1);
    await callApi(server.app, 'POST', '/req/distribution/material/categorys', {
      ...as(owner),
      payload: { ids: [material!.id], category_ids: [middle.id, kid1.id] },
    });
    const removed = await callApi<CategoryRemoval>(
      server.app,
      'DELETE',
      `/req/distribution/userMaterialCategory/${middle.id}`,
      as(owner),
    );
    expect(removed.data).toEqual({ id: middle.id, moved_children: 2, unlinked_materials: 1 });
    const after = await tree(owner);
    expect(shape(after)).toEqual(['甲', '乙一', '乙二', '丙']);
    expect(after.map((node) => [node.id, node.parent_id, node.sort])).toEqual([
      [first.id, 0, 1],
      [kid1.id, 0, 2],
      [kid2.id, 0, 3],
      [last.id, 0, 4],
    ]);
    const links = await db
      .select({ categoryId: materialCategoryLinks.categoryId })
      .from(materialCategoryLinks)
      .where(eq(materialCategoryLinks.materialId, material!.id));
    expect(links).toEqual([{ categoryId: kid1.id }]);
  });

  it("answers another reseller's categories as not found and changes nothing", async () => {
    const bobsParent = await createCategory('鲍勃的分类', 0, bob);
    const bobsChild = await createCategory('鲍勃的子分类', bobsParent.id, bob);
    const alicesOwn = await createCategory('爱丽丝的', 0, alice);
    const before = await db
      .select()
      .from(materialCategories)
      .where(and(eq(materialCategories.userId, bob.owner.userId)));

    const calls = [
      callApi(server.app, 'PUT', `/req/distribution/userMaterialCategory/${bobsParent.id}`, {
        ...as(alice),
        payload: { id: bobsChild.id, name: '改名' },
      }),
      // Alice's own category under Bob's parent: the parent is not found.
      callApi(server.app, 'PUT', `/req/distribution/userMaterialCategory/${bobsParent.id}`, {
        ...as(alice),
        payload: { id: alicesOwn.id },
      }),
      callApi(server.app, 'POST', '/req/distribution/userMaterialCategory', {
        ...as(alice),
        payload: { name: '挂到别人下面', parent_id: bobsParent.id },
      }),
      callApi(
        server.app,
        'DELETE',
        `/req/distribution/userMaterialCategory/${bobsChild.id}`,
        as(alice),
      ),
      callApi(server.app, 'POST', '/req/distribution/userMaterialCategory/updateSort', {
        ...as(alice),
        payload: { ids: [bobsParent.id] },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status_code, res.msg).toBe(404);
    const after = await db
      .select()
      .from(materialCategories)
      .where(and(eq(materialCategories.userId, bob.owner.userId)));
    expect(after).toEqual(before);
  });
});

describe(`upload settings on ${testDbKind}`, () => {
  it('answers defaults, saves the fields given and refuses ids of someone else', async () => {
    const owner = await reseller();
    const initial = await callApi<UploadSettings>(
      server.app,
      'GET',
      '/req/distribution/userConfig/uploadMaterial',
      as(owner),
    );
    expect(initial.data).toEqual({
      default_category_ids: [],
      default_tag_ids: [],
      name_rule: 'file_stem',
      name_prefix: '',
    });

    const tag = (
      await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
        ...as(owner),
        payload: { name: '新上传' },
      })
    ).data;
    const category = await createCategory('收件箱', 0, owner);
    const saved = await callApi<UploadSettings>(
      server.app,
      'PUT',
      '/req/distribution/userConfig/uploadMaterial',
      {
        ...as(owner),
        payload: {
          default_tag_ids: [tag.id],
          default_category_ids: [category.id],
          name_prefix: '店铺-',
        },
      },
    );
    expect(saved).toMatchObject({
      status_code: 200,
      msg: '设置已保存',
      data: {
        default_tag_ids: [tag.id],
        default_category_ids: [category.id],
        name_rule: 'file_stem',
        name_prefix: '店铺-',
      },
    });
    const partial = await callApi<UploadSettings>(
      server.app,
      'PUT',
      '/req/distribution/userConfig/uploadMaterial',
      {
        ...as(owner),
        payload: { name_rule: 'file_name' },
      },
    );
    expect(partial.data).toMatchObject({
      name_rule: 'file_name',
      name_prefix: '店铺-',
      default_tag_ids: [tag.id],
    });

    const bobsTag = (
      await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
        ...as(bob),
        payload: { name: '不可用' },
      })
    ).data;
    const foreign = await callApi(
      server.app,
      'PUT',
      '/req/distribution/userConfig/uploadMaterial',
      {
        ...as(owner),
        payload: { default_tag_ids: [bobsTag.id] },
      },
    );
    expect(foreign).toMatchObject({ status_code: 404, msg: '标签不存在' });
    const badRule = await callApi(
      server.app,
      'PUT',
      '/req/distribution/userConfig/uploadMaterial',
      {
        ...as(owner),
        payload: { name_rule: 'random' },
      },
    );
    expect(badRule.status_code).toBe(422);

    // A default tag deleted later is no longer answered (nor applied).
    await callApi(server.app, 'DELETE', `/req/distribution/userMaterialTag/${tag.id}`, as(owner));
    const afterDelete = await callApi<UploadSettings>(
      server.app,
      'GET',
      '/req/distribution/userConfig/uploadMaterial',
      as(owner),
    );
    expect(afterDelete.data.default_tag_ids).toEqual([]);
  });
});
