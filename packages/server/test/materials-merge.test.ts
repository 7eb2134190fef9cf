import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryMerge,
  MaterialCategory,
  MaterialCategoryNode,
  MaterialTag,
  TagMerge,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { materialCategoryLinks, materialTagLinks } from '../src/modules/materials/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { galleryOwner, seedMaterials, type GalleryOwner } from './support/materials.js';

let server: TestServer;
let db: Db;

type Reseller = GalleryOwner;
const reseller = () => galleryOwner(db);

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(async () => {
  await server?.close();
});

async function createTag(who: Reseller, name: string): Promise<MaterialTag> {
  const res = await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
    token: who.token,
    payload: { name },
  });
  expect(res.status_code, res.msg).toBe(200);
  return res.data;
}

async function createCategory(who: Reseller, name: string, parent_id = 0) {
  const res = await callApi<MaterialCategory>(
    server.app,
    'POST',
    '/req/distribution/userMaterialCategory',
    { token: who.token, payload: { name, parent_id } },
  );
  expect(res.status_code, res.msg).toBe(200);
  return res.data;
}

async function link(who: Reseller, kind: 'tags' | 'categorys', ids: number[], to: number[]) {
  const payload = kind === 'tags' ? { ids, tag_ids: to } : { ids, category_ids: to };
  const res = await callApi(server.app, 'POST', `/req/distribution/material/${kind}`, {
    token: who.token,
    payload,
  });
  expect(res.status_code, res.msg).toBe(200);
}

const mergeTag = (who: Reseller, id: number, into_id: number) =>
  callApi<TagMerge>(server.app, 'POST', `/req/distribution/userMaterialTag/${id}/merge`, {
    token: who.token,
    payload: { into_id },
  });

const mergeCategory = (who: Reseller, id: number, into_id: number) =>
  callApi<CategoryMerge>(server.app, 'POST', `/req/distribution/userMaterialCategory/${id}/merge`, {
    token: who.token,
    payload: { into_id },
  });

async function tree(who: Reseller): Promise<MaterialCategoryNode[]> {
  const res = await callApi<MaterialCategoryNode[]>(
    server.app,
    'GET',
    '/req/distribution/userMaterialCategory',
    { token: who.token },
  );
  return res.data;
}

/** Names of a tree with their material counts, nested. */
function shape(nodes: MaterialCategoryNode[]): unknown[] {
  return nodes.map((node) => {
    const label = `${node.name}:${node.material_count}`;
    return node.children.length ? { [label]: shape(node.children) } : label;
  });
}

describe(`merging material tags on ${testDbKind}`, () => {
  it('gives the kept tag every material of the merged one, once, and deletes the merged tag', async () => {
    const alice = await reseller();
    const summer = await createTag(alice, '夏季');
    const hot = await createTag(alice, '夏天');
    const [m1, m2, m3] = await seedMaterials(db, alice.owner, 3);
    await link(alice, 'tags', [m1!.id, m2!.id], [hot.id]);
    await link(alice, 'tags', [m2!.id, m3!.id], [summer.id]);

    const merged = await mergeTag(alice, hot.id, summer.id);
    expect(merged.msg).toBe('已合并到「夏季」');
    expect(merged.data).toMatchObject({
      merged_id: hot.id,
      added_materials: 1,
      tag: { id: summer.id, name: '夏季', material_count: 3 },
    });
    const links = await db
      .select({ materialId: materialTagLinks.materialId, tagId: materialTagLinks.tagId })
      .from(materialTagLinks)
      .where(eq(materialTagLinks.userId, alice.owner.userId));
    expect(links.map((row) => [row.materialId, row.tagId]).sort()).toEqual(
      [
        [m1!.id, summer.id],
        [m2!.id, summer.id],
        [m3!.id, summer.id],
      ].sort(),
    );
    const again = await mergeTag(alice, hot.id, summer.id);
    expect(again).toMatchObject({ status_code: 404 });
  });

  it('refuses a merge into itself and into another reseller’s tag, changing nothing', async () => {
    const alice = await reseller();
    const bob = await reseller();
    const mine = await createTag(alice, '复古');
    const bobs = await createTag(bob, '复古风');
    const [material] = await seedMaterials(db, alice.owner, 1);
    await link(alice, 'tags', [material!.id], [mine.id]);

    expect(await mergeTag(alice, mine.id, mine.id)).toMatchObject({
      status_code: 422,
      msg: '不能把标签合并到它自己',
    });
    const across = await mergeTag(alice, mine.id, bobs.id);
    expect(across.status_code).toBe(404);
    expect(across.msg).toContain('标签');
    const left = await db
      .select({ tagId: materialTagLinks.tagId })
      .from(materialTagLinks)
      .where(eq(materialTagLinks.materialId, material!.id));
    expect(left).toEqual([{ tagId: mine.id }]);
  });
});

describe(`merging material categories on ${testDbKind}`, () => {
  it('moves the materials and the direct children after the kept category’s own, and closes the level', async () => {
    const alice = await reseller();
    const cats = await createCategory(alice, '猫');
    const kitten = await createCategory(alice, '小猫', cats.id);
    const felines = await createCategory(alice, '猫科');
    const lion = await createCategory(alice, '狮子', felines.id);
    const tiger = await createCategory(alice, '老虎', felines.id);
    await createCategory(alice, '狗');
    const [m1, m2] = await seedMaterials(db, alice.owner, 2);
    await link(alice, 'categorys', [m1!.id, m2!.id], [felines.id]);
    await link(alice, 'categorys', [m2!.id], [cats.id]);

    const merged = await mergeCategory(alice, felines.id, cats.id);
    expect(merged).toMatchObject({
      status_code: 200,
      msg: '分类已合并',
      data: { merged_id: felines.id, into_id: cats.id, moved_children: 2, added_materials: 1 },
    });
    const after = await tree(alice);
    expect(shape(after)).toEqual([{ '猫:2': ['小猫:0', '狮子:0', '老虎:0'] }, '狗:0']);
    expect(after[0]!.children.map((node) => [node.id, node.sort])).toEqual([
      [kitten.id, 1],
      [lion.id, 2],
      [tiger.id, 3],
    ]);
    expect(after[1]!.sort).toBe(2);
    const links = await db
      .select({ categoryId: materialCategoryLinks.categoryId })
      .from(materialCategoryLinks)
      .where(eq(materialCategoryLinks.userId, alice.owner.userId));
    expect(links).toEqual([{ categoryId: cats.id }, { categoryId: cats.id }]);
  });

  it('merges a category into its own parent, its children taking its level below the parent', async () => {
    const alice = await reseller();
    const top = await createCategory(alice, '服装');
    const shirts = await createCategory(alice, '上衣', top.id);
    await createCategory(alice, 'T 恤', shirts.id);
    await createCategory(alice, '卫衣', shirts.id);
    await createCategory(alice, '裤子', top.id);
    const merged = await mergeCategory(alice, shirts.id, top.id);
    expect(merged.status_code, merged.msg).toBe(200);
    expect(shape(await tree(alice))).toEqual([{ '服装:0': ['裤子:0', 'T 恤:0', '卫衣:0'] }]);
  });

  it('refuses a merge into itself or below it, a name taken under the kept one, and too many levels', async () => {
    const alice = await reseller();
    const a = await createCategory(alice, '甲');
    const a1 = await createCategory(alice, '同名', a.id);
    const b = await createCategory(alice, '乙');
    await createCategory(alice, '同名', b.id);
    expect(await mergeCategory(alice, a.id, a.id)).toMatchObject({
      status_code: 422,
      msg: '不能把分类合并到它自己',
    });
    expect(await mergeCategory(alice, a.id, a1.id)).toMatchObject({
      status_code: 422,
      msg: '不能把分类合并到它自己或它的下级分类',
    });
    expect(await mergeCategory(alice, b.id, a.id)).toMatchObject({
      status_code: 409,
      msg: '「甲」下已有名为「同名」的分类',
    });

    // A chain four deep under 丙, merged into the fourth level of 丁: five levels would become six.
    let deep = await createCategory(alice, '丙');
    const c = deep;
    for (const name of ['丙一', '丙二', '丙三']) deep = await createCategory(alice, name, deep.id);
    let target = await createCategory(alice, '丁');
    for (const name of ['丁一', '丁二', '丁三'])
      target = await createCategory(alice, name, target.id);
    expect(await mergeCategory(alice, c.id, target.id)).toMatchObject({
      status_code: 422,
      msg: '分类最多 5 级',
    });
    expect(shape(await tree(alice)).length).toBe(4);
  });

  it("answers another reseller's category as not found and changes nothing", async () => {
    const alice = await reseller();
    const bob = await reseller();
    const mine = await createCategory(alice, '我的');
    const bobs = await createCategory(bob, '他的');
    const res = await mergeCategory(alice, mine.id, bobs.id);
    expect(res.status_code).toBe(404);
    expect(res.msg).toContain('分类');
    expect(shape(await tree(alice))).toEqual(['我的:0']);
    expect(shape(await tree(bob))).toEqual(['他的:0']);
  });
});
