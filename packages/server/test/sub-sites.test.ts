import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderDetail,
  OrderPayResult,
  Paginator,
  SiteConfig,
  SubSite,
  SubSiteCustomer,
  SubSiteLevels,
  SubSiteOrder,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { users } from '../src/modules/users/schema.js';
import { userVerifications } from '../src/modules/verification/schema.js';
import { changeBalance } from '../src/modules/wallet/balance.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import {
  clientFor,
  demoShirt,
  freshReseller,
  orderShirtsAndGood,
  signedInOperator,
} from './cart-fixtures.js';
import { startDnsTxtFake, type DnsTxtFake } from './fakes/dns-txt-fake.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId, latestSmsCode } from './support/accounts.js';
import { callApi } from './support/api.js';

type Call = ReturnType<typeof clientFor>;

let server: TestServer;
let db: Db;
let siteId: number;
let dns: DnsTxtFake;
let operator: Call;

const HOST = 'shop-a.example.com';
const LOGO = 'https://cdn.example.com/shop-a-logo.png';

beforeAll(async () => {
  dns = await startDnsTxtFake();
  server = await startTestServer({ env: { SUBSITE_DNS_SERVERS: dns.server } });
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'subsite_operator');
});
afterAll(async () => {
  await server?.close();
  await dns?.close();
});

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

async function balanceOf(userId: number): Promise<number> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!.balanceCents;
}

/** 已认证 as the operator's approval leaves it (the review itself is verification.test.ts's). */
async function markVerified(userId: number) {
  await db.insert(userVerifications).values({
    siteId,
    userId,
    kind: 'company',
    status: 'approved',
    subjectName: '分站测试有限公司',
    numberMasked: '91350100M000100Y43',
    numberSealed: 'test',
    documents: [],
  });
}

function subSiteInput(shirtCategoryId: number | null, host = HOST) {
  return {
    host,
    domain_name: '甲的小店',
    domain_ico_img: '',
    domain_logo_1: LOGO,
    domain_logo_2: '',
    domain_license_no: '粤ICP备00000001号',
    customer_qr_code: '',
    customer_phone: '400-000-0001',
    customer_email: 'service@shop-a.example.com',
    customer_address: '深圳市南山区',
    default_markup_percent: 10,
    markups: shirtCategoryId ? [{ category_id: shirtCategoryId, markup_percent: 20 }] : [],
  };
}

describe('sub-sites (域名设置 → 分站)', () => {
  it('opens a sub-site on a verified domain; its visitors become customers who pay the markup to the owner', async () => {
    const owner = await freshReseller(server.app, db, siteId, 'subsite_owner');
    const { shirt } = await demoShirt(db, siteId);

    // Closed until the operator allows a level, then needs 实名认证.
    let mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data).toMatchObject({
      allowed: false,
      status: 'none',
      refusal: '平台暂未开放分站，请联系客服',
    });
    let saved = await owner.call('PUT', '/distribution/subSite', subSiteInput(shirt.categoryId));
    expect(saved).toMatchObject({
      http: 200,
      status_code: 403,
      msg: '平台暂未开放分站，请联系客服',
    });

    const levels = await operator<SubSiteLevels>('GET', '/admin/subSite/levels');
    const top = levels.data.levels.at(-1)!;
    await operator('PUT', '/admin/subSite/levels', { group_ids: [top.group_id] });
    mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data.refusal).toContain(`不能开通分站，需达到：${top.level_name}`);
    const all = levels.data.levels.map((l) => l.group_id);
    expect((await operator('PUT', '/admin/subSite/levels', { group_ids: all })).status_code).toBe(
      200,
    );
    mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data.refusal).toBe('开通分站需先完成实名认证（账户设置 → 实名认证）');
    await markVerified(owner.user.id);

    // Bad input is answered in Chinese.
    saved = await owner.call('PUT', '/distribution/subSite', {
      ...subSiteInput(null),
      host: 'http://x',
    });
    expect(saved).toMatchObject({ status_code: 422 });
    expect(saved.msg).toContain('分站域名格式不正确');
    saved = await owner.call('PUT', '/distribution/subSite', {
      ...subSiteInput(null),
      domain_logo_1: 'javascript:alert(1)',
    });
    expect(saved).toMatchObject({
      status_code: 422,
      msg: 'Logo（浅色背景）请上传图片或填写 http(s) 图片地址',
    });
    saved = await owner.call('PUT', '/distribution/subSite', {
      ...subSiteInput(null),
      markups: [{ category_id: 999_999, markup_percent: 5 }],
    });
    expect(saved).toMatchObject({ status_code: 422, msg: '分类不存在：999999' });

    const opened = await owner.call<SubSite>(
      'PUT',
      '/distribution/subSite',
      subSiteInput(shirt.categoryId),
    );
    expect(opened.status_code, opened.msg).toBe(200);
    expect(opened.data).toMatchObject({
      status: 'pending',
      host: HOST,
      txt_name: `_podkit-verify.${HOST}`,
    });
    expect(opened.data.txt_value).toMatch(/^podkit-site-verification=[0-9a-f]{32}$/);

    // Not yet verified: the host is any unknown host (the default site's brand).
    const config = () =>
      callApi<SiteConfig>(server.app, 'POST', '/req/api/frontend/getConfigDdata', { host: HOST });
    expect((await config()).data.domain_logo_1).not.toBe(LOGO);
    let verified = await owner.call<SubSite>('POST', '/distribution/subSite/verify');
    expect(verified).toMatchObject({ status_code: 422 });
    expect(verified.msg).toContain(`未找到 _podkit-verify.${HOST} 的 TXT 记录`);
    dns.setTxt(`_podkit-verify.${HOST}`, ['podkit-site-verification=wrong']);
    verified = await owner.call<SubSite>('POST', '/distribution/subSite/verify');
    expect(verified.msg).toContain('TXT 记录值不正确');
    dns.setTxt(`_podkit-verify.${HOST}`, ['v=spf1 -all', opened.data.txt_value]);
    verified = await owner.call<SubSite>('POST', '/distribution/subSite/verify');
    expect(verified.status_code, verified.msg).toBe(200);
    expect(verified.data.status).toBe('verified');
    expect((await config()).data).toMatchObject({
      domain_logo_1: LOGO,
      site_name: '甲的小店',
      domain_license_no: '粤ICP备00000001号',
      customer_phone: '400-000-0001',
    });

    // Another reseller cannot take the host.
    const other = await freshReseller(server.app, db, siteId, 'subsite_other');
    await markVerified(other.user.id);
    const taken = await other.call('PUT', '/distribution/subSite', subSiteInput(null));
    expect(taken).toMatchObject({ status_code: 409, msg: `域名 ${HOST} 已被其他分站使用` });

    // A visitor registers on the sub-site's domain.
    const phone = `139${String(Date.now()).slice(-8)}`;
    const sent = await callApi(server.app, 'POST', '/req/api/frontend/phoneCode', {
      host: HOST,
      payload: { phone, scene: 'register' },
    });
    expect(sent.status_code, sent.msg).toBe(200);
    const registered = await callApi<{ token: string }>(
      server.app,
      'POST',
      '/req/api/auth/register',
      {
        host: HOST,
        payload: {
          username: `shopper_${Date.now() % 100000}`,
          phone,
          password: 'shopper12345',
          code: await latestSmsCode(db, siteId, phone),
          agreement: true,
        },
      },
    );
    expect(registered.status_code, registered.msg).toBe(200);
    const customer = clientFor(server.app, registered.data.token);
    const [customerRow] = await db.select().from(users).where(eq(users.phone, phone));
    await changeBalance(db, {
      siteId,
      userId: customerRow!.id,
      kind: 'adjustment',
      amountCents: 100_000,
      description: '测试入账',
    });

    const customers = await owner.call<Paginator<SubSiteCustomer>>(
      'GET',
      '/distribution/subSite/customers',
    );
    expect(customers.data.data.map((c) => c.id)).toEqual([customerRow!.id]);
    expect(
      (await other.call<Paginator<SubSiteCustomer>>('GET', '/distribution/subSite/customers')).data
        .total,
    ).toBe(0);

    // The customer pays the platform's price plus the owner's markup; a plain reseller does not.
    const plain = await freshReseller(server.app, db, siteId, 'subsite_plain', 100_000);
    const plainOrder = await orderShirtsAndGood(db, siteId, plain);
    const order: OrderDetail = await orderShirtsAndGood(db, siteId, {
      user: customerRow!,
      call: customer,
    });
    const shirtLine = (o: OrderDetail) => o.items.find((i) => i.item_type === 'blank')!;
    const goodsLine = (o: OrderDetail) => o.items.find((i) => i.item_type === 'goods')!;
    const platformUnit = cents(shirtLine(plainOrder).unit_price);
    const markupUnit = Math.trunc((platformUnit * 2000) / 10_000);
    expect(markupUnit).toBeGreaterThan(0);
    expect(cents(shirtLine(order).unit_price)).toBe(platformUnit + markupUnit);
    expect(goodsLine(order).unit_price).toBe(goodsLine(plainOrder).unit_price);
    const markup = markupUnit * shirtLine(order).quantity;

    // Paid: the markup reaches the owner's balance as one ledger row, once.
    const key = `sub-site-pay-${order.id}`;
    const pay = () =>
      customer<OrderPayResult[]>('POST', '/distribution/order/pay', {
        order_ids: [order.id],
        idempotency_key: key,
      });
    const paid = await pay();
    expect(paid.data?.[0], paid.msg).toMatchObject({ paid: true, status_code: 200 });
    expect((await pay()).data[0]).toMatchObject({ paid: true });
    expect(await balanceOf(owner.user.id)).toBe(markup);
    const credits = await db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, owner.user.id), eq(walletLedger.kind, 'commission')));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      amountCents: markup,
      referenceType: 'order',
      referenceId: String(order.id),
    });
    expect(await balanceOf(customerRow!.id)).toBe(100_000 - cents(order.total));

    // The owner sees the customer's orders; nobody else does.
    const orders = await owner.call<Paginator<SubSiteOrder>>('GET', '/distribution/subSite/orders');
    expect(orders.data.data).toEqual([
      expect.objectContaining({
        order_id: order.id,
        customer_id: customerRow!.id,
        credited: true,
        markup: (markup / 100).toFixed(2),
      }),
    ]);
    expect(
      (await other.call<Paginator<SubSiteOrder>>('GET', '/distribution/subSite/orders')).data.total,
    ).toBe(0);
    expect((await customer<SubSite>('GET', '/distribution/subSite')).data.customer_count).toBe(0);
    mine = await owner.call<SubSite>('GET', '/distribution/subSite');
    expect(mine.data).toMatchObject({ customer_count: 1, earned: (markup / 100).toFixed(2) });

    // A new host takes effect only once verified again.
    const moved = await owner.call<SubSite>(
      'PUT',
      '/distribution/subSite',
      subSiteInput(shirt.categoryId, 'shop-b.example.com'),
    );
    expect(moved.data.status).toBe('pending');
    expect((await config()).data.domain_logo_1).not.toBe(LOGO);
  });
});
