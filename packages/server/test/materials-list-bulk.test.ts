import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material, MaterialCategory, MaterialTag } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import {
  materialCategoryLinks,
  materials,
  materialTagLinks,
} from '../src/modules/materials/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { seedMaterials, galleryOwner, type GalleryOwner } from './support/materials.js';

let server: TestServer;
let db: Db;
type Who = GalleryOwner;
const reseller = () => galleryOwner(db);

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(async () => {
  await server?.close();
});

const as = (who: Who) => ({ token: who.token });
type Page = {
  data: Material[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

async function list(who: Who, query: string) {
  const res = await callApi<Page>(
    server.app,
    'GET',
    `/req/distribution/material?${query}`,
    as(who),
  );
  expect(res.status_code, res.msg).toBe(200);
  return res.data;
}

async function tag(who: Who, name: string) {
  return (
    await callApi<MaterialTag>(server.app, 'POST', '/req/distribution/userMaterialTag', {
      ...as(who),
      payload: { name },
    })
  ).data;
}

async function category(who: Who, name: string, parent_id = 0) {
  return (
    await callApi<MaterialCategory>(server.app, 'POST', '/req/distribution/userMaterialCategory', {
      ...as(who),
      payload: { name, parent_id },
    })
  ).data;
}

async function post(who: Who, path: string, payload: unknown) {
  return callApi<{ changed: number }>(server.app, 'POST', `/req/distribution/material/${path}`, {
    ...as(who),
    payload,
  });
}

describe(`material list on ${testDbKind}`, () => {
  let who: Who;
  let rows: Awaited<ReturnType<typeof seedMaterials>>;
  let redTag: MaterialTag;
  let animals: MaterialCategory;
  let cats: MaterialCategory;

  beforeAll(async () => {
    who = await reseller();
    // 30 materials, one per day of January 2025 (noon in China), newest = 30 Jan.
    rows = await seedMaterials(db, who.owner, 30, (i) => ({
      name: i % 3 === 0 ? `Red_Cat ${i}` : `blue%dog ${i}`,
      type: i % 10 === 0 ? 'svg' : 'image',
      createdAt: new Date(`2025-01-${String(i + 1).padStart(2, '0')}T12:00:00+08:00`),
    }));
    redTag = await tag(who, '红色');
    animals = await category(who, '动物');
    cats = await category(who, '猫', animals.id);
    const redIds = rows.filter((r) => r.name.startsWith('Red')).map((r) => r.id);
    await post(who, 'tags', { ids: redIds, tag_ids: [redTag.id] });
    await post(who, 'categorys', { ids: redIds.slice(0, 4), category_ids: [cats.id] });
    await post(who, 'categorys', { ids: [rows[1]!.id], category_ids: [animals.id] });
  });

  it('pages newest first with the paging fields', async () => {
    const first = await list(who, 'page=1&page_size=7');
    expect(first).toMatchObject({ total: 30, current_page: 1, per_page: 7, last_page: 5 });
    expect(first.data.map((m) => m.id)).toEqual(
      rows
        .slice(23)
        .reverse()
        .map((r) => r.id),
    );
    const last = await list(who, 'page=5&page_size=7');
    expect(last.data.map((m) => m.id)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(first.data[0]).toMatchObject({
      id: rows[29]!.id,
      is_mine: 1,
      is_shared: 0,
      thumb_url: null,
      url: expect.stringMatching(/\/files\/s\d+\/u\d+\/material\/202501\/Seed000029\.png$/),
      created_at: '2025-01-30T04:00:00.000Z',
    });
  });

  it('filters by tag, category (with or without children, or none), name, type and dates', async () => {
    const byTag = await list(who, `tag_id=${redTag.id}&page_size=50`);
    expect(byTag.total).toBe(10);
    expect(byTag.data.every((m) => m.tags.some((t) => t.id === redTag.id))).toBe(true);

    const withChildren = await list(who, `category_id=${animals.id}`);
    expect(withChildren.total).toBe(5);
    const onlyItself = await list(who, `category_id=${animals.id}&include_children=0`);
    expect(onlyItself.data.map((m) => m.id)).toEqual([rows[1]!.id]);
    expect(onlyItself.data[0]!.categories).toEqual([
      { id: animals.id, name: '动物', parent_id: 0 },
    ]);
    const uncategorised = await list(who, 'category_id=0&page_size=50');
    expect(uncategorised.total).toBe(25);

    expect((await list(who, 'name=red_cat')).total).toBe(10); // case-insensitive
    expect((await list(who, `name=${encodeURIComponent('%dog')}`)).total).toBe(20); // % is literal
    expect((await list(who, 'name=_')).total).toBe(10); // _ is literal: only "Red_Cat"
    expect((await list(who, 'type=svg')).total).toBe(3);
    const january10to12 = await list(who, 'start_date=2025-01-10&end_date=2025-01-12');
    expect(january10to12.data.map((m) => m.created_at)).toEqual([
      '2025-01-12T04:00:00.000Z',
      '2025-01-11T04:00:00.000Z',
      '2025-01-10T04:00:00.000Z',
    ]);
    const combined = await list(
      who,
      `tag_id=${redTag.id}&category_id=${cats.id}&start_date=2025-01-05`,
    );
    expect(combined.total).toBe(2);
  });

  it('explains bad filters in Chinese and treats foreign tags and categories as not found', async () => {
    const bad = await callApi(
      server.app,
      'GET',
      '/req/distribution/material?start_date=2025-13-01',
      as(who),
    );
    expect(bad).toMatchObject({ status_code: 422, msg: expect.stringContaining('开始日期') });
    const reversed = await callApi(
      server.app,
      'GET',
      '/req/distribution/material?start_date=2025-02-01&end_date=2025-01-01',
      as(who),
    );
    expect(reversed).toMatchObject({ status_code: 422, msg: '开始日期不能晚于结束日期' });
    const other = await reseller();
    expect(
      (
        await callApi(
          server.app,
          'GET',
          `/req/distribution/material?tag_id=${redTag.id}`,
          as(other),
        )
      ).status_code,
    ).toBe(404);
    expect(
      (
        await callApi(
          server.app,
          'GET',
          `/req/distribution/material?category_id=${cats.id}`,
          as(other),
        )
      ).status_code,
    ).toBe(404);
    expect((await list(other, '')).total).toBe(0);
  });

  it('shares materials into the site gallery (scope=open) and takes them out again', async () => {
    const shared = await post(who, 'share', { ids: [rows[0]!.id, rows[1]!.id] });
    expect(shared).toMatchObject({
      status_code: 200,
      data: { changed: 2 },
      msg: '已共享 2 个素材',
    });
    const visitor = await reseller();
    const open = await list(visitor, 'scope=open');
    expect(open.data.map((m) => [m.id, m.is_mine, m.tags, m.categories])).toEqual([
      [rows[1]!.id, 0, [], []],
      [rows[0]!.id, 0, [], []],
    ]);
    expect((await list(who, 'is_shared=1')).total).toBe(2);
    const refused = await callApi(
      server.app,
      'GET',
      `/req/distribution/material?scope=open&tag_id=${redTag.id}`,
      as(visitor),
    );
    expect(refused.status_code).toBe(422);
    // Someone else cannot share (or unshare) them.
    expect((await post(visitor, 'share', { ids: [rows[0]!.id], is_shared: 0 })).status_code).toBe(
      404,
    );
    await post(who, 'share', { ids: [rows[0]!.id], is_shared: 0 });
    expect((await list(visitor, 'scope=open')).data.map((m) => m.id)).toEqual([rows[1]!.id]);
  });
});

describe(`editing materials on ${testDbKind}`, () => {
  it('PUT /material/{id} renames and replaces tags and categories; the body id must match', async () => {
    const who = await reseller();
    const [row] = await seedMaterials(db, who.owner, 1);
    const t1 = await tag(who, 'a');
    const t2 = await tag(who, 'b');
    const c1 = await category(who, '分类一');
    const res = await callApi<Material>(
      server.app,
      'PUT',
      `/req/distribution/material/${row!.id}`,
      {
        ...as(who),
        payload: { id: row!.id, name: ' 新名字 ', tag_ids: [t1.id, t2.id], category_ids: [c1.id] },
      },
    );
    expect(res).toMatchObject({
      status_code: 200,
      msg: '素材已保存',
      data: { name: '新名字', tags: [{ name: 'a' }, { name: 'b' }], categories: [{ id: c1.id }] },
    });
    const second = await callApi<Material>(
      server.app,
      'PUT',
      `/req/distribution/material/${row!.id}`,
      {
        ...as(who),
        payload: { id: row!.id, tag_ids: [t2.id] },
      },
    );
    expect(second.data).toMatchObject({
      name: '新名字',
      tags: [{ name: 'b' }],
      categories: [{ id: c1.id }],
    });
    const mismatch = await callApi(server.app, 'PUT', `/req/distribution/material/${row!.id}`, {
      ...as(who),
      payload: { id: row!.id + 1, name: 'x' },
    });
    expect(mismatch).toMatchObject({
      status_code: 422,
      msg: '请求体中的 id 与路径中的素材 id 不一致',
    });
  });

  it('renames many by list and by prefix + sequence number', async () => {
    const who = await reseller();
    const seeded = await seedMaterials(db, who.owner, 3);
    const byList = await post(who, 'names', {
      items: seeded.map((r, i) => ({ id: r.id, name: `图${i}` })),
    });
    expect(byList).toMatchObject({ status_code: 200, data: { changed: 3 } });
    const ids = [seeded[2]!.id, seeded[0]!.id, seeded[1]!.id];
    await post(who, 'names', { ids, prefix: '春节', start: 9, digits: 3 });
    const names = await db
      .select({ id: materials.id, name: materials.name })
      .from(materials)
      .where(inArray(materials.id, ids));
    expect(Object.fromEntries(names.map((r) => [r.id, r.name]))).toEqual({
      [seeded[2]!.id]: '春节009',
      [seeded[0]!.id]: '春节010',
      [seeded[1]!.id]: '春节011',
    });
    const neither = await post(who, 'names', {});
    expect(neither.status_code).toBe(422);
    const twice = await post(who, 'names', {
      items: [
        { id: seeded[0]!.id, name: 'a' },
        { id: seeded[0]!.id, name: 'b' },
      ],
    });
    expect(twice.status_code).toBe(422);
  });

  it('adds, replaces and removes tags and categories in bulk', async () => {
    const who = await reseller();
    const seeded = await seedMaterials(db, who.owner, 2);
    const ids = seeded.map((r) => r.id);
    const [a, b, c] = [await tag(who, 'a'), await tag(who, 'b'), await tag(who, 'c')];
    const tagsOf = async () => {
      const links = await db
        .select({ materialId: materialTagLinks.materialId, tagId: materialTagLinks.tagId })
        .from(materialTagLinks)
        .where(inArray(materialTagLinks.materialId, ids));
      return ids.map((id) =>
        links
          .filter((l) => l.materialId === id)
          .map((l) => l.tagId)
          .sort((x, y) => x - y),
      );
    };
    await post(who, 'tags', { ids, tag_ids: [a.id] });
    await post(who, 'tags', { ids: [ids[0]], tag_ids: [b.id], mode: 'add' });
    expect(await tagsOf()).toEqual([[a.id, b.id], [a.id]]);
    await post(who, 'tags', { ids, tag_ids: [c.id], mode: 'replace' });
    expect(await tagsOf()).toEqual([[c.id], [c.id]]);
    await post(who, 'tags', { ids, tag_ids: [c.id], mode: 'remove' });
    expect(await tagsOf()).toEqual([[], []]);
    const empty = await post(who, 'tags', { ids, tag_ids: [] });
    expect(empty.status_code).toBe(422);

    const c1 = await category(who, '一');
    const c2 = await category(who, '二');
    await post(who, 'categorys', { ids, category_ids: [c1.id, c2.id] });
    const res = await post(who, 'categorys', {
      ids: [ids[1]],
      category_ids: [c1.id],
      mode: 'remove',
    });
    expect(res).toMatchObject({
      status_code: 200,
      data: { changed: 1 },
      msg: '已为 1 个素材设置分类',
    });
    const links = await db
      .select({
        materialId: materialCategoryLinks.materialId,
        categoryId: materialCategoryLinks.categoryId,
      })
      .from(materialCategoryLinks)
      .where(inArray(materialCategoryLinks.materialId, ids));
    expect(links.filter((l) => l.materialId === ids[1]).map((l) => l.categoryId)).toEqual([c2.id]);
    expect(links.filter((l) => l.materialId === ids[0]).length).toBe(2);
  });

  it("answers another reseller's material, tag or category ids as not found and changes nothing", async () => {
    const owner = await reseller();
    const intruder = await reseller();
    const [victim] = await seedMaterials(db, owner.owner, 1, () => ({ name: '原名' }));
    const [own] = await seedMaterials(db, intruder.owner, 1);
    const ownersTag = await tag(owner, '主人的标签');
    const ownersCategory = await category(owner, '主人的分类');
    const intruderTag = await tag(intruder, '入侵者标签');

    const attempts = await Promise.all([
      callApi(server.app, 'PUT', `/req/distribution/material/${victim!.id}`, {
        ...as(intruder),
        payload: { id: victim!.id, name: '被改' },
      }),
      post(intruder, 'deletes', { ids: [own!.id, victim!.id] }),
      post(intruder, 'names', { items: [{ id: victim!.id, name: '被改' }] }),
      post(intruder, 'names', { ids: [own!.id, victim!.id], prefix: '被改' }),
      post(intruder, 'tags', { ids: [victim!.id], tag_ids: [intruderTag.id] }),
      post(intruder, 'tags', { ids: [own!.id], tag_ids: [ownersTag.id] }),
      post(intruder, 'categorys', { ids: [own!.id], category_ids: [ownersCategory.id] }),
      post(intruder, 'share', { ids: [victim!.id] }),
      post(intruder, 'exportMaterial', { ids: [victim!.id] }),
      callApi(server.app, 'PUT', `/req/distribution/material/${own!.id}`, {
        ...as(intruder),
        payload: { id: own!.id, tag_ids: [ownersTag.id] },
      }),
    ]);
    for (const res of attempts) expect(res.status_code, res.msg).toBe(404);

    const [victimAfter] = await db.select().from(materials).where(eq(materials.id, victim!.id));
    expect(victimAfter).toEqual(victim);
    const [ownAfter] = await db.select().from(materials).where(eq(materials.id, own!.id));
    expect(ownAfter).toEqual(own); // the intruder's own row was not deleted either: all or nothing
    expect(
      await db
        .select()
        .from(materialTagLinks)
        .where(inArray(materialTagLinks.materialId, [victim!.id, own!.id])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(materialCategoryLinks)
        .where(inArray(materialCategoryLinks.materialId, [victim!.id, own!.id])),
    ).toEqual([]);
  });
});

describe(`bulk operations on 1,000 materials on ${testDbKind}`, () => {
  it('tags, categorises, renames, shares and deletes 1,000 materials, each in one call', async () => {
    const who = await reseller();
    const seeded = await seedMaterials(db, who.owner, 1000);
    const ids = seeded.map((r) => r.id);
    const t = await tag(who, '批量');
    const c = await category(who, '批量分类');

    expect(await post(who, 'tags', { ids, tag_ids: [t.id] })).toMatchObject({
      status_code: 200,
      data: { changed: 1000 },
    });
    expect(
      await post(who, 'categorys', { ids, category_ids: [c.id], mode: 'replace' }),
    ).toMatchObject({
      data: { changed: 1000 },
    });
    expect((await list(who, `tag_id=${t.id}&category_id=${c.id}`)).total).toBe(1000);

    const renamed = await post(who, 'names', { ids, prefix: '批量', digits: 4 });
    expect(renamed).toMatchObject({ status_code: 200, data: { changed: 1000 } });
    const named = await db
      .select({ id: materials.id, name: materials.name })
      .from(materials)
      .where(eq(materials.userId, who.owner.userId));
    const nameOf = new Map(named.map((r) => [r.id, r.name]));
    expect([nameOf.get(ids[0]!), nameOf.get(ids[999]!)]).toEqual(['批量0001', '批量1000']);

    const byList = await post(who, 'names', {
      items: ids.map((id) => ({ id, name: `逐个${id}` })),
    });
    expect(byList.data.changed).toBe(1000);

    expect((await post(who, 'share', { ids })).data.changed).toBe(1000);
    expect((await list(who, 'is_shared=1')).total).toBe(1000);

    const deleted = await post(who, 'deletes', { ids });
    expect(deleted).toMatchObject({
      status_code: 200,
      data: { changed: 1000 },
      msg: '已删除 1000 个素材',
    });
    expect((await list(who, '')).total).toBe(0);
    expect(
      await db
        .select()
        .from(materialTagLinks)
        .where(and(eq(materialTagLinks.tagId, t.id))),
    ).toEqual([]);
  });

  it('refuses more than 1,000 ids in one call', async () => {
    const who = await reseller();
    const res = await post(who, 'deletes', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(res).toMatchObject({ status_code: 422, msg: expect.stringContaining('最多 1000 项') });
  });
});
