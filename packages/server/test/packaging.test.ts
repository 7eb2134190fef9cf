import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPackagingTemplate,
  CartItem,
  CartPriceBreakdown,
  OrderDetail,
  OrderFees,
  OrderStatistics,
  PackagingTemplate,
  Preferences,
  Store,
  Paginator,
  UploadForm,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { orders } from '../src/modules/orders/schema.js';
import type { StoreOrder } from '../src/modules/stores/connectors/connector.js';
import { importContext, importStoreOrders } from '../src/modules/stores/order-import.js';
import { stores } from '../src/modules/stores/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import type { clientFor } from './cart-fixtures.js';
import {
  freshReseller,
  generalGoodsCheckout,
  sampleAddress,
  signedInOperator,
} from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { makePng } from './support/images.js';
import { uploadAttachment, uploadFormData } from './support/uploads.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'pk_operator');
});
afterAll(async () => {
  await server?.close();
});

type Call = ReturnType<typeof clientFor>;
type Reseller = Awaited<ReturnType<typeof freshReseller>>;

const reseller = (prefix: string, balanceCents = 100_000) =>
  freshReseller(server.app, db, siteId, prefix, balanceCents);

const cents = (yuan: string) => Math.round(Number(yuan) * 100);
const balanceOf = async (call: Call) =>
  cents((await call<{ balance: string }>('GET', '/distribution/user')).data.balance);

const ledgerOf = (userId: number) =>
  db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

const messagesOf = async (userId: number) =>
  (await db.select().from(userMessages).where(eq(userMessages.userId, userId))).map(
    (m) => m.description,
  );

/** A design uploaded as a private attachment (upload type 'file'). */
const uploadDesign = (call: Call) => uploadAttachment(server.app, call, '品牌吊牌.png');

let materials = 0;
/** The same picture uploaded as a material: the wrong kind of file for a template. */
async function uploadMaterial(call: Call): Promise<{ id: number }> {
  materials += 1;
  const form = await call<UploadForm>('GET', '/admin/ossUpload?type=material');
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(
      form.data,
      { bytes: makePng(8, 6), name: '素材.png', type: 'image/png' },
      {},
      `PkMaterial${String(materials).padStart(4, '0')}`,
    ),
  });
  return (res.json() as { data: { id: number } }).data;
}

async function submit(r: Reseller, name = '品牌吊牌') {
  const design = await uploadDesign(r.call);
  const created = await r.call<PackagingTemplate>('POST', '/distribution/bottomTemplate', {
    kind: 'insert',
    name,
    design_file_id: design.id,
    note: '吊牌挂在领口',
  });
  expect(created.status_code, created.msg).toBe(200);
  return created.data;
}

const approve = (id: number, setup = '30.00', perOrder = '1.50') =>
  operator<AdminPackagingTemplate>('POST', `/admin/bottomTemplate/${id}/approve`, {
    setup_fee: setup,
    per_order_fee: perOrder,
  });

const pay = (r: Reseller, id: number, key = `pk-pay-${id}`) =>
  r.call<PackagingTemplate>('POST', `/distribution/bottomTemplate/${id}/pay`, {
    idempotency_key: key,
  });

const checkoutOf = (r: Reseller) => generalGoodsCheckout(db, siteId, r.call);

let orderKeys = 0;
const createOrder = (
  r: Reseller,
  checkout: Awaited<ReturnType<typeof checkoutOf>>,
  templateId?: number,
) =>
  r.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
    item_ids: checkout.ids,
    address_id: checkout.address_id,
    logistics_id: checkout.logistics_id,
    idempotency_key: `pk-order-${r.user.id}-${(orderKeys += 1)}`,
    ...(templateId === undefined ? {} : { bottom_template_id: templateId }),
  });

describe(`packaging templates on ${testDbKind}`, () => {
  it('goes from submission through review and the set-up fee to an order that pays its fee once', async () => {
    const r = await reseller('pk_flow');
    const submitted = await submit(r);
    expect(submitted).toMatchObject({
      kind: 'insert',
      kind_label: '吊牌',
      name: '品牌吊牌',
      note: '吊牌挂在领口',
      status: 'pending',
      status_label: '待审核',
      setup_fee: null,
      per_order_fee: null,
      paid_at: null,
    });
    expect(submitted.design_file.url).toMatch(/\?expires=\d+&signature=/);

    const queue = await operator<Paginator<AdminPackagingTemplate>>(
      'GET',
      `/admin/bottomTemplate?status=pending&keyword=${r.user.username}`,
    );
    expect(queue.data.data).toMatchObject([{ id: submitted.id, username: r.user.username }]);

    // Paying before the review is refused and takes nothing.
    const early = await pay(r, submitted.id);
    expect(early.status_code).toBe(409);
    expect(early.msg).toContain('审核通过后才能支付制版费');

    const approved = await approve(submitted.id, '30.00', '1.50');
    expect(approved.status_code, approved.msg).toBe(200);
    expect(approved.data).toMatchObject({
      status: 'approved',
      status_label: '已通过',
      setup_fee: '30.00',
      per_order_fee: '1.50',
    });
    expect(await messagesOf(r.user.id)).toContainEqual(
      expect.stringContaining('包装模板「品牌吊牌」已审核通过：制版费 30.00 元，每单 1.50 元'),
    );
    const again = await approve(submitted.id);
    expect(again.status_code).toBe(409);

    const before = await balanceOf(r.call);
    const paid = await pay(r, submitted.id, 'pk-setup-key-1');
    expect(paid.status_code, paid.msg).toBe(200);
    expect(paid.data).toMatchObject({ status: 'active', status_label: '可使用' });
    expect(await balanceOf(r.call)).toBe(before - 3000);
    const repeat = await pay(r, submitted.id, 'pk-setup-key-1');
    expect(repeat.status_code, repeat.msg).toBe(200);
    const other = await pay(r, submitted.id, 'pk-setup-key-2');
    expect(other.status_code, other.msg).toBe(200);
    expect(await balanceOf(r.call)).toBe(before - 3000);
    const setupRows = (await ledgerOf(r.user.id)).filter(
      (row) => row.referenceType === 'packaging_template',
    );
    expect(setupRows.map((row) => [row.kind, row.amountCents])).toEqual([['payment', -3000]]);

    const usable = await r.call<PackagingTemplate[]>('GET', '/distribution/bottomTemplate/usable');
    expect(usable.data.map((t) => t.id)).toEqual([submitted.id]);

    const checkout = await checkoutOf(r);
    const plainPrice = await r.call<CartPriceBreakdown>(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${checkout.ids.join(',')}&logistics_id=${checkout.logistics_id}`,
    );
    const withFee = await r.call<CartPriceBreakdown>(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${checkout.ids.join(',')}&logistics_id=${checkout.logistics_id}&bottom_template_id=${submitted.id}`,
    );
    expect(plainPrice.data.packaging_fee).toBe('0.00');
    expect(withFee.data.packaging_fee).toBe('1.50');
    expect(cents(withFee.data.total)).toBe(cents(plainPrice.data.total) + 150);

    const order = await createOrder(r, checkout, submitted.id);
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data).toMatchObject({
      packaging_fee: '1.50',
      packaging_template_id: submitted.id,
      packaging_name: '吊牌 · 品牌吊牌',
      total: withFee.data.total,
    });
    expect(cents(order.data.total)).toBe(
      cents(order.data.goods_amount) +
        cents(order.data.shipping_fee) +
        150 -
        cents(order.data.discount),
    );
    const seen = await operator<{ packaging_fee: string; packaging_name: string }>(
      'GET',
      `/admin/order/${order.data.id}`,
    );
    expect(seen.data).toMatchObject({ packaging_fee: '1.50', packaging_name: '吊牌 · 品牌吊牌' });

    const beforeOrder = await balanceOf(r.call);
    const payOrder = async () =>
      r.call<Array<{ paid: boolean; msg: string }>>('POST', '/distribution/order/pay', {
        order_ids: [order.data.id],
        idempotency_key: `pk-order-pay-${order.data.id}`,
      });
    const orderPaid = await payOrder();
    expect(orderPaid.data[0]!.paid, orderPaid.data[0]!.msg).toBe(true);
    await payOrder();
    expect(await balanceOf(r.call)).toBe(beforeOrder - cents(order.data.total));
    const orderRows = (await ledgerOf(r.user.id)).filter(
      (row) => row.referenceType === 'order' && row.referenceId === String(order.data.id),
    );
    expect(orderRows.map((row) => row.amountCents)).toEqual([-cents(order.data.total)]);

    // 费用明细 and 订单统计 count the packaging fee of the paid order.
    const fees = await r.call<OrderFees>('GET', '/distribution/order/fees');
    expect(fees.data.data).toMatchObject([{ order_id: order.data.id, packaging_fee: '1.50' }]);
    expect(fees.data.summary.packaging_fee).toBe('1.50');
    const statistics = await r.call<OrderStatistics>('GET', '/distribution/order/statistics');
    expect(statistics.data.totals.packaging_fee).toBe('1.50');
  });

  it('refuses a set-up fee the balance does not cover and takes nothing', async () => {
    const r = await reseller('pk_short', 1000);
    const template = await submit(r, '品牌包装盒');
    expect((await approve(template.id, '30.00', '2.00')).status_code).toBe(200);
    const refused = await pay(r, template.id);
    expect(refused.status_code).toBe(4001);
    expect(refused.msg).toMatch(/余额不足/);
    expect(await balanceOf(r.call)).toBe(1000);
    const after = await r.call<PackagingTemplate>(
      'GET',
      `/distribution/bottomTemplate/${template.id}`,
    );
    expect(after.data.status).toBe('approved');
    expect(
      (await ledgerOf(r.user.id)).filter((row) => row.referenceType === 'packaging_template'),
    ).toEqual([]);
  });

  it('lets a rejected template be edited and submitted again', async () => {
    const r = await reseller('pk_reject');
    const template = await submit(r, '贴纸草稿');
    const rejected = await operator<AdminPackagingTemplate>(
      'POST',
      `/admin/bottomTemplate/${template.id}/reject`,
      { reason: '  文件分辨率太低  ' },
    );
    expect(rejected.status_code, rejected.msg).toBe(200);
    expect(rejected.data).toMatchObject({ status: 'rejected', reject_reason: '文件分辨率太低' });
    expect(await messagesOf(r.user.id)).toContainEqual(
      expect.stringContaining('包装模板「贴纸草稿」已被驳回：文件分辨率太低'),
    );
    const design = await uploadDesign(r.call);
    const edited = await r.call<PackagingTemplate>(
      'PUT',
      `/distribution/bottomTemplate/${template.id}`,
      { kind: 'label', name: '高清贴纸', design_file_id: design.id },
    );
    expect(edited.status_code, edited.msg).toBe(200);
    expect(edited.data).toMatchObject({
      kind: 'label',
      kind_label: '贴纸',
      name: '高清贴纸',
      status: 'pending',
      reject_reason: '',
    });
    // Approved but unpaid: an edit goes back to review without the fees set for the old design.
    expect((await approve(template.id)).status_code).toBe(200);
    const renamed = await r.call<PackagingTemplate>(
      'PUT',
      `/distribution/bottomTemplate/${template.id}`,
      { kind: 'label', name: '改名', design_file_id: design.id },
    );
    expect(renamed.status_code, renamed.msg).toBe(200);
    expect(renamed.data).toMatchObject({ status: 'pending', setup_fee: null, per_order_fee: null });
    expect((await approve(template.id)).status_code).toBe(200);
    expect((await pay(r, template.id)).status_code).toBe(200);
    const locked = await r.call('PUT', `/distribution/bottomTemplate/${template.id}`, {
      kind: 'label',
      name: '再改名',
      design_file_id: design.id,
    });
    expect(locked.status_code).toBe(409);
    expect(locked.msg).toContain('不能再修改');
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const owner = await reseller('pk_owner');
    const stranger = await reseller('pk_stranger');
    const template = await submit(owner, '别人的包装袋');

    // A design uploaded as a material, or someone else's file.
    const material = await uploadMaterial(owner.call);
    const wrongKind = await owner.call('POST', '/distribution/bottomTemplate', {
      kind: 'bag',
      name: '包装袋',
      design_file_id: material.id,
    });
    expect(wrongKind.status_code).toBe(422);
    expect(wrongKind.msg).toContain('设计文件须以私有附件（type=file）上传');
    const theirs = await uploadDesign(owner.call);
    const foreignFile = await stranger.call('POST', '/distribution/bottomTemplate', {
      kind: 'bag',
      name: '包装袋',
      design_file_id: theirs.id,
    });
    expect(foreignFile.status_code).toBe(422);
    expect(foreignFile.msg).toContain('设计文件不存在');
    const badKind = await owner.call('POST', '/distribution/bottomTemplate', {
      kind: 'crate',
      name: '包装袋',
      design_file_id: theirs.id,
    });
    expect(badKind.status_code).not.toBe(200);
    expect(badKind.status_code).toBeLessThan(500);

    // Another reseller's template is not found: not shown, not paid, not edited, not ordered with.
    expect(
      (await stranger.call('GET', `/distribution/bottomTemplate/${template.id}`)).status_code,
    ).toBe(404);
    expect((await pay(stranger, template.id)).status_code).toBe(404);

    const checkout = await checkoutOf(stranger);
    const foreign = await createOrder(stranger, checkout, template.id);
    expect(foreign.status_code).toBe(404);
    expect(foreign.msg).toBe('包装模板不存在：只能使用自己账户下的包装模板');

    // The owner's own template, pending and then approved but unpaid, cannot be used yet.
    const ownerCheckout = await checkoutOf(owner);
    const pending = await createOrder(owner, ownerCheckout, template.id);
    expect(pending.status_code).toBe(422);
    expect(pending.msg).toContain('待审核');
    expect((await approve(template.id)).status_code).toBe(200);
    const unpaid = await createOrder(owner, ownerCheckout, template.id);
    expect(unpaid.status_code).toBe(422);
    expect(unpaid.msg).toContain('尚未支付制版费');
    const priced = await owner.call(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${ownerCheckout.ids.join(',')}&bottom_template_id=${template.id}`,
    );
    expect(priced.status_code).toBe(422);

    const placed = await db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, siteId), eq(orders.userId, owner.user.id)));
    expect(placed).toEqual([]);
    const cartLeft = await owner.call<CartItem[]>('GET', '/distribution/cartItem');
    expect(cartLeft.data.map((line) => line.id)).toEqual(ownerCheckout.ids);

    // The console is the operators': a reseller is refused.
    const console = await owner.call('GET', '/admin/bottomTemplate');
    expect(console.status_code).toBe(403);
    const fresh = await submit(owner, '负数费用');
    const negative = await operator<AdminPackagingTemplate>(
      'POST',
      `/admin/bottomTemplate/${fresh.id}/approve`,
      { setup_fee: '-1', per_order_fee: '1' },
    );
    expect(negative.status_code).toBe(422);
    expect(negative.msg).toContain('制版费（setup_fee） 不能小于 0');
    const still = await owner.call<PackagingTemplate>(
      'GET',
      `/distribution/bottomTemplate/${fresh.id}`,
    );
    expect(still.data.status).toBe('pending');
  });
});

/** A usable (approved and paid) template with this per-order fee. */
async function usableTemplate(r: Reseller, name: string, perOrder: string) {
  const template = await submit(r, name);
  expect((await approve(template.id, '0.00', perOrder)).status_code).toBe(200);
  expect((await pay(r, template.id)).status_code).toBe(200);
  return template;
}

async function storeOf(r: Reseller) {
  const [store] = await db
    .insert(stores)
    .values({
      siteId,
      userId: r.user.id,
      platform: 5,
      name: `包装店铺${r.user.id}`,
      shopDomain: `pk-${r.user.id}.myshopify.com`,
      state: 'authorised',
    })
    .returning();
  return store!;
}

let storeOrderNo = 5000;
/** A store order arriving through the store's sync, as a connector hands it. */
async function importStoreOrder(
  store: Awaited<ReturnType<typeof storeOf>>,
  platformOrderId?: string,
) {
  storeOrderNo += 1;
  const now = new Date();
  const order: StoreOrder = {
    platformOrderId: platformOrderId ?? `pk-${storeOrderNo}`,
    name: `#${storeOrderNo}`,
    createdAt: now,
    updatedAt: now,
    cancelled: false,
    email: 'buyer@example.com',
    address: { ...sampleAddress, country_code: 'CN' },
    lines: [
      {
        lineId: `pk-${storeOrderNo}-1`,
        sku: 'UNKNOWN-SKU',
        variantId: '',
        title: '吊牌T恤',
        quantity: 1,
        unitPriceCents: 1999,
        customisation: [],
      },
    ],
  };
  const [fresh] = await db.select().from(stores).where(eq(stores.id, store.id));
  const context = await importContext(db, fresh!);
  await db.transaction((tx) => importStoreOrders(tx, fresh!, context, [order]));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, order.platformOrderId)));
  return row!;
}

describe(`default packaging templates on ${testDbKind}`, () => {
  it("takes only the owner's usable template as a default, and imported orders get the store's over the account's", async () => {
    const r = await reseller('pk_default');
    const stranger = await reseller('pk_default_other');
    const setDefault = (who: Reseller, body: Partial<Preferences>) =>
      who.call<Preferences>('PUT', '/distribution/user/preferences', body);

    const pending = await submit(r, '待审吊牌');
    const early = await setDefault(r, { default_bottom_template_id: pending.id });
    expect(early.status_code).toBe(422);
    expect(early.msg).toBe('包装模板「待审吊牌」待审核，审核通过并支付制版费后才能设为默认');
    const theirs = await usableTemplate(stranger, '别人的吊牌', '1.00');
    const foreign = await setDefault(r, { default_bottom_template_id: theirs.id });
    expect(foreign.status_code).toBe(422);
    expect(foreign.msg).toContain('只能把自己账户下的包装模板设为默认');
    expect((await r.call<Preferences>('GET', '/distribution/user/preferences')).data).toMatchObject(
      { default_bottom_template_id: null, default_store_id: null },
    );

    const accountDefault = await usableTemplate(r, '账户吊牌', '1.50');
    const storeDefault = await usableTemplate(r, '店铺吊牌', '2.00');
    const saved = await setDefault(r, { default_bottom_template_id: accountDefault.id });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data.default_bottom_template_id).toBe(accountDefault.id);

    // No store default: the account's.
    const store = await storeOf(r);
    const first = await importStoreOrder(store);
    expect(first).toMatchObject({
      packagingTemplateId: accountDefault.id,
      packagingName: '吊牌 · 账户吊牌',
      packagingFeeCents: 150,
    });
    expect(first.totalCents).toBe(first.goodsAmountCents + first.shippingFeeCents + 150);

    // The store's default wins over the account's; only a usable template of the owner.
    const setStore = (who: Reseller, storeId: number, id: number | null) =>
      who.call<Store>('PUT', `/distribution/store/${storeId}/packaging`, {
        bottom_template_id: id,
      });
    const refused = await setStore(r, store.id, pending.id);
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toContain('设为默认');
    expect((await setStore(r, store.id, theirs.id)).status_code).toBe(422);
    expect((await setStore(stranger, store.id, theirs.id)).msg).toBe('店铺不存在');
    const set = await setStore(r, store.id, storeDefault.id);
    expect(set.status_code, set.msg).toBe(200);
    expect(set.data.default_bottom_template_id).toBe(storeDefault.id);
    const second = await importStoreOrder(store);
    expect(second).toMatchObject({ packagingTemplateId: storeDefault.id, packagingFeeCents: 200 });
    expect(second.totalCents).toBe(second.goodsAmountCents + second.shippingFeeCents + 200);
    // An order already imported keeps its packaging.
    const [firstAgain] = await db.select().from(orders).where(eq(orders.id, first.id));
    expect(firstAgain!.packagingTemplateId).toBe(accountDefault.id);

    // The order's own choice wins over the defaults: changed while unpaid, kept by a sync.
    const setOrder = (who: Reseller, id: number, templateId: number | null) =>
      who.call<OrderDetail>('PUT', `/distribution/order/${id}/packaging`, {
        bottom_template_id: templateId,
      });
    const own = await setOrder(r, second.id, accountDefault.id);
    expect(own.status_code, own.msg).toBe(200);
    expect(own.data).toMatchObject({
      packaging_template_id: accountDefault.id,
      packaging_name: '吊牌 · 账户吊牌',
      packaging_fee: '1.50',
    });
    expect(cents(own.data.total)).toBe(second.totalCents - 200 + 150);
    const resynced = await importStoreOrder(store, second.platformOrderId!);
    expect(resynced).toMatchObject({ id: second.id, packagingTemplateId: accountDefault.id });
    expect(resynced.totalCents).toBe(second.totalCents - 200 + 150);
    const none = await setOrder(r, second.id, null);
    expect(none.data).toMatchObject({ packaging_template_id: null, packaging_fee: '0.00' });
    expect(cents(none.data.total)).toBe(second.totalCents - 200);

    // Only the owner's usable template, only on the owner's unpaid order.
    const unusable = await setOrder(r, second.id, pending.id);
    expect(unusable.status_code).toBe(422);
    expect(unusable.msg).toContain('待审核');
    expect((await setOrder(r, second.id, theirs.id)).status_code).toBe(404);
    const notTheirs = await setOrder(stranger, second.id, theirs.id);
    expect(notTheirs.status_code).toBe(404);
    expect(notTheirs.msg).toBe('订单不存在');
    await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, first.id));
    const paidOrder = await setOrder(r, first.id, storeDefault.id);
    expect(paidOrder.status_code).toBe(409);
    expect(paidOrder.msg).toContain('只有待付款的订单可以更换包装');
    const [untouched] = await db.select().from(orders).where(eq(orders.id, first.id));
    expect(untouched).toMatchObject({
      packagingTemplateId: accountDefault.id,
      totalCents: first.totalCents,
    });
    const [unchanged] = await db.select().from(orders).where(eq(orders.id, second.id));
    expect(unchanged).toMatchObject({
      packagingTemplateId: null,
      totalCents: second.totalCents - 200,
    });

    // The default store: the owner's own only.
    const otherStore = await storeOf(stranger);
    const foreignStore = await setDefault(r, { default_store_id: otherStore.id });
    expect(foreignStore.status_code).toBe(404);
    expect(foreignStore.msg).toBe('店铺不存在');
    const ownStore = await setDefault(r, { default_store_id: store.id });
    expect(ownStore.data).toMatchObject({
      default_store_id: store.id,
      default_bottom_template_id: accountDefault.id,
    });
  });
});
