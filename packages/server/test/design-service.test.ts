import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDesignOrder,
  DesignOrder,
  Designer,
  MenuEntry,
  Paginator,
  ServiceCatalogEntry,
  ServiceOrder,
  ServicePriceItem,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { clientFor, demoShirt, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId, signIn } from './support/accounts.js';
import { uploadAttachment } from './support/uploads.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: Call;
let item: ServicePriceItem;
let shirt: Awaited<ReturnType<typeof demoShirt>>;

type Call = ReturnType<typeof clientFor>;
type Reseller = Awaited<ReturnType<typeof freshReseller>>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'ds_operator');
  shirt = await demoShirt(db, siteId);
  const created = await operator<ServicePriceItem>('POST', '/admin/valueAddedServices/items', {
    kind: 'design',
    name: '测试图案设计',
    description: '一张印花图案',
    price: '88.50',
    sort: 99,
  });
  expect(created.status_code, created.msg).toBe(200);
  item = created.data;
});
afterAll(async () => {
  await server?.close();
});

const reseller = (prefix: string, balanceCents = 100_000) =>
  freshReseller(server.app, db, siteId, prefix, balanceCents);

const balanceOf = async (call: Call) =>
  Math.round(
    Number((await call<{ balance: string }>('GET', '/distribution/user')).data.balance) * 100,
  );

const ledgerOf = (userId: number) =>
  db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

const messagesOf = async (userId: number) =>
  (await db.select().from(userMessages).where(eq(userMessages.userId, userId))).map(
    (m) => m.description,
  );

const tomorrow = () => new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
let keys = 0;

async function order(r: Reseller, extra: Record<string, unknown> = {}) {
  keys += 1;
  const reference = await uploadAttachment(server.app, r.call, '参考图.png');
  return r.call<DesignOrder>('POST', '/distribution/designService', {
    item_id: item.id,
    brief: '一只戴墨镜的柴犬，复古配色',
    reference_file_ids: [reference.id],
    product_id: shirt.shirt.id,
    size_id: shirt.sizes[0]!.id,
    deadline: tomorrow(),
    idempotency_key: `design-key-${keys}-${Date.now()}`,
    ...extra,
  });
}

async function designer(name: string) {
  const created = await operator<Designer>('POST', '/admin/designService/designers', {
    username: name,
    password: 'designer123',
    nickname: `设计师${name.slice(-2)}`,
  });
  expect(created.status_code, created.msg).toBe(200);
  const token = await signIn(server.app, name, 'designer123');
  return { ...created.data, call: clientFor(server.app, token) };
}

async function deliver(d: { call: Call }, id: number) {
  const file = await uploadAttachment(server.app, d.call, '柴犬图案.png');
  const mockup = await uploadAttachment(server.app, d.call, '效果图.png');
  return d.call<AdminDesignOrder>('POST', `/admin/designService/${id}/deliver`, {
    file_ids: [file.id],
    mockup_ids: [mockup.id],
    note: '按需求出图',
  });
}

describe(`design service on ${testDbKind}`, () => {
  it('lists the three services with the operator prices, and only enabled ones', async () => {
    const r = await reseller('ds_cat');
    const catalogue = await r.call<ServiceCatalogEntry[]>(
      'GET',
      '/distribution/valueAddedServices',
    );
    expect(catalogue.data.map((entry) => [entry.kind, entry.component])).toEqual([
      ['design', 'valueAddedServicesDesign'],
      ['gallery', 'valueAddedServicesGallery'],
      ['warehouse', 'valueAddedServicesHouse'],
    ]);
    expect(catalogue.data[0]!.items).toContainEqual(
      expect.objectContaining({ id: item.id, price: '88.50' }),
    );
    const hidden = await operator<ServicePriceItem>('POST', '/admin/valueAddedServices/items', {
      kind: 'design',
      name: '已下架项目',
      price: 10,
      enabled: false,
    });
    const again = await r.call<ServiceCatalogEntry[]>('GET', '/distribution/valueAddedServices');
    expect(again.data[0]!.items.map((one) => one.id)).not.toContain(hidden.data.id);
    const refused = await order(r, { item_id: hidden.data.id });
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toContain('已下架');
    const badPrice = await operator('POST', '/admin/valueAddedServices/items', {
      kind: 'design',
      name: '零元',
      price: '0',
    });
    expect(badPrice.status_code).toBe(422);
    // Resellers do not set prices.
    expect((await r.call('GET', '/admin/valueAddedServices/items')).http).toBe(403);
  });

  it('pays from the balance once per key, refuses bad input, and refunds a cancel once', async () => {
    const r = await reseller('ds_pay');
    const before = await balanceOf(r.call);
    const placed = await order(r, { idempotency_key: 'design-same-key-1' });
    expect(placed.status_code, placed.msg).toBe(200);
    expect(placed.data).toMatchObject({
      status: 'pending',
      status_label: '待接单',
      price: '88.50',
      product_name: shirt.shirt.name,
      size_name: shirt.sizes[0]!.name,
      revisions_included: 2,
    });
    expect(placed.data.order_no).toMatch(/^SJ\d{8}\d{6}$/);
    expect(placed.data.references[0]!.url).toMatch(/\?expires=\d+&signature=/);
    const replay = await order(r, { idempotency_key: 'design-same-key-1' });
    expect(replay.data.id).toBe(placed.data.id);
    expect(await balanceOf(r.call)).toBe(before - 8850);
    const payments = (await ledgerOf(r.user.id)).filter((row) => row.kind === 'payment');
    expect(payments).toHaveLength(1);

    const services = await r.call<Paginator<ServiceOrder>>(
      'GET',
      '/distribution/valueAddedServices/orders',
    );
    expect(services.data.data).toMatchObject([
      { kind: 'design', reference_id: placed.data.id, status_label: '待接单', amount: '88.50' },
    ]);

    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    const late = await order(r, { deadline: yesterday });
    expect(late).toMatchObject({ status_code: 422, msg: '交付期限（deadline）不能早于今天' });
    const wrongSize = await order(r, { size_id: 2_000_000_000 });
    expect(wrongSize.status_code).toBe(422);
    expect(wrongSize.msg).toContain('尺码不属于产品');
    const other = await reseller('ds_other');
    const stranger = await uploadAttachment(server.app, other.call, '别人的.png');
    const foreign = await order(r, { reference_file_ids: [stranger.id] });
    expect(foreign.status_code).toBe(422);
    expect(foreign.msg).toContain('参考图不存在');
    expect(
      (await other.call('GET', `/distribution/designService/${placed.data.id}`)).status_code,
    ).toBe(404);

    const poor = await reseller('ds_poor', 1000);
    const short = await order(poor);
    expect(short.status_code).toBe(4001);
    expect(
      (await poor.call<Paginator<DesignOrder>>('GET', '/distribution/designService')).data.total,
    ).toBe(0);

    // Cancels at once: the order is locked, one refund row however many arrive.
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        r.call<DesignOrder>('POST', `/distribution/designService/${placed.data.id}/cancel`),
      ),
    );
    for (const answer of cancels) expect(answer.data.status).toBe('cancelled');
    const refunds = (await ledgerOf(r.user.id)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBe(8850);
    expect(await balanceOf(r.call)).toBe(before);
    expect(await messagesOf(r.user.id)).toContainEqual(
      expect.stringContaining('已取消，88.50 元已退回余额'),
    );
  });

  it('places one order and one payment for the same key sent at once', async () => {
    const r = await reseller('ds_race');
    const reference = await uploadAttachment(server.app, r.call, '参考图.png');
    const body = {
      item_id: item.id,
      brief: '同时提交',
      reference_file_ids: [reference.id],
      product_id: shirt.shirt.id,
      size_id: shirt.sizes[0]!.id,
      deadline: tomorrow(),
      idempotency_key: 'design-race-key-1',
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        r.call<DesignOrder>('POST', '/distribution/designService', body),
      ),
    );
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    expect((await ledgerOf(r.user.id)).filter((row) => row.kind === 'payment')).toHaveLength(1);
  });

  it('goes from a designer taking it through deliveries and revisions to the gallery', async () => {
    const r = await reseller('ds_flow');
    const placed = (await order(r)).data;
    const d = await designer(`ds_designer_${Date.now() % 100000}`);
    // The designer role opens the design queue and nothing else of the console: its menu (what
    // the console shows) holds that one screen with its buttons, and the server refuses the rest.
    const menu = await d.call<{ menus: MenuEntry[] }>('GET', '/distribution/user/getPermissions');
    expect(menu.data.menus).toHaveLength(1);
    expect(menu.data.menus[0]!.children.map((entry) => [entry.component, entry.operates])).toEqual([
      ['adminDesignService', [{ name: 'take' }, { name: 'deliver' }]],
    ]);
    expect((await d.call('GET', '/admin/site')).http).toBe(403);
    expect((await d.call('GET', '/admin/goods/product')).http).toBe(403);
    expect((await d.call('GET', '/admin/bottomTemplate')).http).toBe(403);
    expect((await d.call('GET', '/admin/valueAddedServices/items')).http).toBe(403);
    expect((await r.call('GET', '/admin/designService')).http).toBe(403);
    const queue = await d.call<Paginator<AdminDesignOrder>>(
      'GET',
      `/admin/designService?status=pending&keyword=${r.user.username}`,
    );
    expect(queue.data.data).toMatchObject([{ id: placed.id, username: r.user.username }]);

    const taken = await d.call<AdminDesignOrder>('POST', `/admin/designService/${placed.id}/take`);
    expect(taken.data).toMatchObject({ status: 'in_progress', designer_id: d.id });
    const lateCancel = await r.call('POST', `/distribution/designService/${placed.id}/cancel`);
    expect(lateCancel.status_code).toBe(409);
    expect(lateCancel.msg).toContain('设计师已接单');
    const stolen = await operator('POST', `/admin/designService/${placed.id}/take`);
    expect(stolen.status_code).toBe(409);
    const early = await r.call('POST', `/distribution/designService/${placed.id}/accept`);
    expect(early.status_code).toBe(409);

    const first = await deliver(d, placed.id);
    expect(first.status_code, first.msg).toBe(200);
    expect(first.data.status).toBe('delivered');
    const shown = await r.call<DesignOrder>('GET', `/distribution/designService/${placed.id}`);
    const delivery = shown.data.events.find((event) => event.kind === 'delivered')!;
    expect(delivery.files[0]!.url).toMatch(/\?expires=\d+&signature=/);
    expect(delivery.mockups).toHaveLength(1);
    // A private file: the bare address answers 403.
    const bare = await server.app.inject({ url: delivery.files[0]!.url.split('?')[0]! });
    expect(bare.statusCode).toBe(403);

    for (let round = 1; round <= 2; round += 1) {
      const revised = await r.call<DesignOrder>(
        'POST',
        `/distribution/designService/${placed.id}/revise`,
        { note: `第 ${round} 次：颜色再亮一些` },
      );
      expect(revised.data).toMatchObject({ status: 'revising', revisions_used: round });
      expect((await deliver(d, placed.id)).data.status).toBe('delivered');
    }
    const third = await r.call('POST', `/distribution/designService/${placed.id}/revise`, {
      note: '再改一次',
    });
    expect(third.status_code).toBe(409);
    expect(third.msg).toContain('已用完 2 次免费修改');

    const accepted = await r.call<DesignOrder>(
      'POST',
      `/distribution/designService/${placed.id}/accept`,
    );
    expect(accepted.status_code, accepted.msg).toBe(200);
    expect(accepted.data.status).toBe('accepted');
    expect(accepted.data.material_ids).toHaveLength(1);
    const again = await r.call<DesignOrder>(
      'POST',
      `/distribution/designService/${placed.id}/accept`,
    );
    expect(again.data.material_ids).toEqual(accepted.data.material_ids);
    const found = await db.execute(
      sql`select id, name, file_key from materials where user_id = ${r.user.id} and site_id = ${siteId}`,
    );
    const gallery = (
      found as unknown as { rows: Array<{ id: number; name: string; file_key: string }> }
    ).rows;
    expect(gallery).toHaveLength(1);
    expect(gallery[0]).toMatchObject({ id: accepted.data.material_ids[0], name: '柴犬图案' });
    expect(gallery[0]!.file_key).toMatch(new RegExp(`^s${siteId}/u${r.user.id}/material/`));

    const told = await messagesOf(r.user.id);
    for (const text of [
      '等待设计师接单',
      '接单，开始设计',
      '已交付设计稿',
      '已提交修改意见',
      '已加入「我的素材」',
    ])
      expect(told).toContainEqual(expect.stringContaining(text));
    expect(await messagesOf(d.id)).toContainEqual(expect.stringContaining('客户申请修改'));
    const services = await r.call<Paginator<ServiceOrder>>(
      'GET',
      '/distribution/valueAddedServices/orders?kind=design',
    );
    expect(services.data.data[0]).toMatchObject({
      reference_id: placed.id,
      status_label: '已完成',
    });
  });
});
