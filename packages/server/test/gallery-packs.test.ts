import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminGalleryPack,
  GalleryPack,
  GalleryPackPurchase,
  Material,
  Paginator,
  ServiceOrder,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { materials } from '../src/modules/materials/schema.js';
import { users } from '../src/modules/users/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import type { clientFor } from './cart-fixtures.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { uploadAttachment } from './support/uploads.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;
let pack: AdminGalleryPack;
let originalKey: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'gp_operator');
  const created = await operator<AdminGalleryPack>('POST', '/admin/galleryPacks', {
    name: '复古花卉图包',
    description: '手绘花卉，适合 T 恤',
    tags: ['花卉', '复古'],
    price: '12.50',
    licence: '商用授权：可用于印刷销售，不得转售原图',
  });
  expect(created.status_code, created.msg).toBe(200);
  const file = await uploadAttachment(server.app, operator, '玫瑰.png');
  originalKey = file.key;
  const added = await operator<AdminGalleryPack>(
    'POST',
    `/admin/galleryPacks/${created.data.id}/files`,
    {
      file_ids: [file.id],
    },
  );
  expect(added.status_code, added.msg).toBe(200);
  const published = await operator<AdminGalleryPack>(
    'PUT',
    `/admin/galleryPacks/${created.data.id}`,
    {
      name: '复古花卉图包',
      description: '手绘花卉，适合 T 恤',
      tags: ['花卉', '复古'],
      price: '12.50',
      licence: '商用授权：可用于印刷销售，不得转售原图',
      is_published: true,
    },
  );
  pack = published.data;
});
afterAll(async () => {
  await server?.close();
});

const reseller = (prefix: string, balanceCents = 100_000) =>
  freshReseller(server.app, db, siteId, prefix, balanceCents);
const balanceCents = async (userId: number) =>
  (await db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId)))[0]!.b;
const packPayments = (userId: number) =>
  db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.referenceType, 'gallery_pack')));

describe(`gallery packs on ${testDbKind}`, () => {
  it('shows watermarked previews only, and a purchase puts the full-size files in the gallery with the licence, once', async () => {
    expect(pack).toMatchObject({ is_published: true, file_count: 1, price: '12.50', sales: 0 });
    const r = await reseller('gp_buy');
    const list = await r.call<Paginator<GalleryPack>>(
      'GET',
      '/distribution/galleryPacks?tag=花卉&keyword=复古',
    );
    expect(list.data.data).toMatchObject([
      { id: pack.id, purchased: false, tags: ['花卉', '复古'] },
    ]);
    const preview = list.data.data[0]!.files[0]!;
    expect(JSON.stringify(list.data)).not.toContain(originalKey);
    const previewRes = await server.app.inject({
      method: 'GET',
      url: new URL(preview.preview_url, 'http://x').pathname,
    });
    expect(previewRes.statusCode).toBe(200);
    expect(previewRes.headers['content-type']).toContain('image/webp');
    // The full-size file is private: no link without a signature.
    const bare = await server.app.inject({ method: 'GET', url: `/files/${originalKey}` });
    expect(bare.statusCode).toBe(403);
    const none = await r.call<Paginator<GalleryPack>>('GET', '/distribution/galleryPacks?tag=人物');
    expect(none.data.data).toHaveLength(0);
    expect((await r.call<string[]>('GET', '/distribution/galleryPacks/tags')).data).toEqual(
      expect.arrayContaining(['花卉', '复古']),
    );

    const before = await balanceCents(r.user.id);
    const bought = await r.call<GalleryPackPurchase>(
      'POST',
      `/distribution/galleryPacks/${pack.id}/buy`,
      {
        idempotency_key: 'gp-buy-00001',
      },
    );
    expect(bought.status_code, bought.msg).toBe(200);
    expect(bought.data.pack.purchased).toBe(true);
    expect(bought.data.material_ids).toHaveLength(1);
    expect(await balanceCents(r.user.id)).toBe(before - 1250);
    const again = await r.call<GalleryPackPurchase>(
      'POST',
      `/distribution/galleryPacks/${pack.id}/buy`,
      {
        idempotency_key: 'gp-buy-00002',
      },
    );
    expect(again.data.material_ids).toEqual(bought.data.material_ids);
    expect(await balanceCents(r.user.id)).toBe(before - 1250);
    expect(await packPayments(r.user.id)).toHaveLength(1);
    const services = await r.call<Paginator<ServiceOrder>>(
      'GET',
      '/distribution/valueAddedServices/orders?kind=gallery',
    );
    expect(services.data.data).toMatchObject([
      { kind: 'gallery', title: '图包「复古花卉图包」', amount: '12.50', status_label: '已完成' },
    ]);

    const gallery = await r.call<Paginator<Material>>('GET', '/distribution/material');
    const material = gallery.data.data.find((m) => m.id === bought.data.material_ids[0]);
    expect(material).toMatchObject({
      name: '玫瑰',
      licence: '商用授权：可用于印刷销售，不得转售原图（图包「复古花卉图包」）',
    });
    // Licensed to the buyer only: it cannot go into the site's shared gallery.
    const share = await r.call('POST', '/distribution/material/share', {
      ids: bought.data.material_ids,
      is_shared: 1,
    });
    expect(share.status_code).toBe(422);
    expect(share.msg).toBe('购买的授权图片不能共享：「玫瑰」');
    const copy = await server.app.inject({
      method: 'GET',
      url: new URL(material!.url, 'http://x').pathname,
    });
    expect(copy.statusCode).toBe(200);
  });

  it('charges once however many purchases race, and refuses one the balance does not cover', async () => {
    const r = await reseller('gp_race');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        r.call<GalleryPackPurchase>('POST', `/distribution/galleryPacks/${pack.id}/buy`, {
          idempotency_key: `gp-race-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    for (const answer of answers) expect(answer.status_code, answer.msg).toBe(200);
    expect(new Set(answers.map((a) => a.data.material_ids.join(','))).size).toBe(1);
    expect(await packPayments(r.user.id)).toHaveLength(1);
    const owned = await db.select().from(materials).where(eq(materials.userId, r.user.id));
    expect(owned).toHaveLength(1);

    const poor = await reseller('gp_poor', 100);
    const refused = await poor.call('POST', `/distribution/galleryPacks/${pack.id}/buy`, {
      idempotency_key: 'gp-poor-0001',
    });
    expect(refused.status_code).toBe(4001);
    expect(refused.msg).toContain('余额不足');
    expect(
      await db.select().from(materials).where(eq(materials.userId, poor.user.id)),
    ).toHaveLength(0);
    expect(await balanceCents(poor.user.id)).toBe(100);
  });

  it('refuses bad input in Chinese and keeps unpublished packs from resellers', async () => {
    const draft = await operator<AdminGalleryPack>('POST', '/admin/galleryPacks', {
      name: '未上架图包',
      price: '1',
      licence: '个人使用',
    });
    const r = await reseller('gp_bad');
    const hidden = await r.call('POST', `/distribution/galleryPacks/${draft.data.id}/buy`, {
      idempotency_key: 'gp-hidden-001',
    });
    expect(hidden.status_code).toBe(404);
    const noLicence = await operator('POST', '/admin/galleryPacks', {
      name: '无授权',
      price: '1',
      licence: ' ',
    });
    expect(noLicence.status_code).toBe(422);
    expect(noLicence.msg).toContain('授权说明');
    const material = await operator('POST', `/admin/galleryPacks/${draft.data.id}/files`, {
      file_ids: [999999],
    });
    expect(material.status_code).toBe(422);
    expect(material.msg).toContain('文件不存在');
    expect((await r.call('GET', '/admin/galleryPacks')).status_code).not.toBe(200);
  });
});
