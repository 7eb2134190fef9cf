import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderReturn,
  AdminOrderReturnDetail,
  Order,
  OrderDetail,
  OrderReturn,
  OrderReturnDetail,
  Paginator,
  ReturnableOrder,
  SiteSettings,
  TradingRecord,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { menus } from '../src/modules/menu/schema.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { orderReturns } from '../src/modules/order-returns/schema.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { changeBalance } from '../src/modules/wallet/balance.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { clientFor, freshReseller, orderShirtsAndGood, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId, signIn } from './support/accounts.js';
import { uploadAttachment } from './support/uploads.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'rt_operator');
});
afterAll(async () => {
  await server?.close();
});

type Call = ReturnType<typeof clientFor>;
type Reseller = Awaited<ReturnType<typeof freshReseller>>;

/** A private photo (upload type 'file') of whoever `call` signs in as. */
const uploadPhoto = (call: Call) => uploadAttachment(server.app, call, '印花开裂.png');

/** A paid order of 2 shirts and 1 general good; shipped by the operator unless told not to. */
async function orderOf(reseller: Reseller, ship = true): Promise<OrderDetail> {
  const created = await orderShirtsAndGood(db, siteId, reseller);
  const paid = await reseller.call<Array<{ paid: boolean; msg: string }>>(
    'POST',
    '/distribution/order/pay',
    { order_ids: [created.id], idempotency_key: `rt-pay-${created.id}` },
  );
  expect(paid.data[0]!.paid, paid.data[0]!.msg).toBe(true);
  if (ship) {
    await operator('POST', '/admin/order/startProduction', { order_ids: [created.id] });
    const shipped = await operator<Order>('POST', `/admin/order/${created.id}/ship`, {
      carrier: 'SF',
      tracking_number: `SF${created.id}0001`,
    });
    expect(shipped.status_code, shipped.msg).toBe(200);
  }
  return (await reseller.call<OrderDetail>('GET', `/distribution/order/${created.id}`)).data;
}

const reseller = (prefix: string) => freshReseller(server.app, db, siteId, prefix, 1_000_000);

const balanceOf = async (call: Call) =>
  (await call<{ balance: string }>('GET', '/distribution/user')).data.balance;

const returnsOf = async (userId: number) =>
  (await db.select({ n: count() }).from(orderReturns).where(eq(orderReturns.userId, userId)))[0]!.n;

const refundRowsOf = async (userId: number) =>
  db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.kind, 'refund')));

const messagesOf = async (userId: number) =>
  (await db.select().from(userMessages).where(eq(userMessages.userId, userId))).map(
    (m) => m.description,
  );

/** Yuan strings as cents, to compare money exactly. */
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

describe(`order returns on ${testDbKind}`, () => {
  it('refunds an approved return to the balance exactly once, with one trading record', async () => {
    const r = await reseller('rt_refund');
    const order = await orderOf(r);
    const shirt = order.items[0]!;

    const choices = await r.call<ReturnableOrder[]>('GET', '/distribution/orderReturn/orders');
    expect(choices.data.map((choice) => [choice.order_no, choice.refusal])).toEqual([
      [order.order_no, ''],
    ]);
    expect(choices.data[0]!.lines.map((line) => line.returnable)).toEqual([2, 1]);
    expect(choices.data[0]!.deadline).not.toBeNull();

    const photo = await uploadPhoto(r.call);
    const applied = await r.call<OrderReturnDetail>('POST', '/distribution/orderReturn', {
      order_id: order.id,
      lines: [{ order_item_id: shirt.id, quantity: 1 }],
      resolution: 'refund',
      reason: '  印花开裂  ',
      photo_file_ids: [photo.id],
    });
    expect(applied.status_code, applied.msg).toBe(200);
    expect(applied.msg).toBe('退货申请已提交');
    expect(applied.data).toMatchObject({
      order_id: order.id,
      order_no: order.order_no,
      status: 'pending',
      status_label: '待审核',
      resolution: 'refund',
      resolution_label: '退款到余额',
      reason: '印花开裂',
      item_num: 1,
      actions: ['cancel'],
      max_refund: shirt.unit_price,
      lines: [{ order_item_id: shirt.id, quantity: 1, unit_price: shirt.unit_price }],
    });
    expect(applied.data.return_no).toMatch(/^TH\d{14}$/);
    expect(applied.data.photos[0]!.url).toMatch(/\?expires=\d+&signature=/);

    const queue = await operator<Paginator<AdminOrderReturn>>(
      'GET',
      `/admin/orderReturn?status=pending&keyword=${applied.data.return_no}`,
    );
    expect(queue.data.data).toMatchObject([{ id: applied.data.id, username: r.user.username }]);

    const before = await balanceOf(r.call);
    const approved = await operator<AdminOrderReturnDetail>(
      'POST',
      `/admin/orderReturn/${applied.data.id}/approve`,
      {},
    );
    expect(approved.status_code, approved.msg).toBe(200);
    expect(approved.data).toMatchObject({
      status: 'approved',
      status_label: '已通过',
      approved_amount: shirt.unit_price,
      actions: [],
    });
    const after = await balanceOf(r.call);
    expect(cents(after) - cents(before)).toBe(cents(shirt.unit_price));

    const again = await operator('POST', `/admin/orderReturn/${applied.data.id}/approve`, {
      amount: '1.00',
    });
    expect(again).toMatchObject({
      http: 200,
      status_code: 409,
      msg: '退货申请当前为「已通过」，不能审核通过',
    });
    expect(await balanceOf(r.call)).toBe(after);

    const refunds = await refundRowsOf(r.user.id);
    expect(refunds.map((row) => [row.amountCents, row.idempotencyKey])).toEqual([
      [cents(shirt.unit_price), `order-return:${applied.data.id}`],
    ]);
    const records = await r.call<Paginator<TradingRecord>>(
      'GET',
      '/distribution/tradingRecord?kind=refund',
    );
    expect(records.data.data.map((record) => [record.amount, record.description])).toEqual([
      [shirt.unit_price, `退货申请 ${applied.data.return_no} 退款（订单 ${order.order_no}）`],
    ]);

    const seen = await r.call<OrderDetail>('GET', `/distribution/order/${order.id}`);
    expect(seen.data).toMatchObject({ status: 'shipped', refund_amount: shirt.unit_price });
    expect(await messagesOf(r.user.id)).toContain(
      `退货申请 ${applied.data.return_no}（订单 ${order.order_no}）已通过：退款 ${shirt.unit_price} 元已退回余额`,
    );
    const mine = await r.call<Paginator<OrderReturn>>(
      'GET',
      `/distribution/orderReturn?order_id=${order.id}`,
    );
    expect(mine.data.data).toMatchObject([{ id: applied.data.id, status_label: '已通过' }]);
  });

  it('never refunds more than was paid for the lines, counting refunds already made on the order', async () => {
    const r = await reseller('rt_cap');
    const order = await orderOf(r);
    const [shirt, good] = order.items;
    const total = cents(order.total);
    const shirtsPaid = cents(shirt!.amount);
    // An earlier refund by the operator on this order: all but 5.00 of the shirts' price is back.
    const earlier = total - 500;
    await changeBalance(db, {
      siteId,
      userId: r.user.id,
      kind: 'refund',
      amountCents: earlier,
      description: `订单 ${order.order_no} 退款`,
      reference: { type: 'order', id: order.id },
      idempotencyKey: `refund:${order.id}`,
    });
    await db.update(orders).set({ refundCents: earlier }).where(eq(orders.id, order.id));

    const { data: request } = await r.call<OrderReturnDetail>('POST', '/distribution/orderReturn', {
      order_id: order.id,
      lines: [{ order_item_id: shirt!.id, quantity: 2 }],
      resolution: 'partial_refund',
      reason: '两件都有色差',
    });
    expect(request.max_refund).toBe('5.00');

    const tooMuch = await operator('POST', `/admin/orderReturn/${request.id}/approve`, {
      amount: (shirtsPaid / 100).toFixed(2),
    });
    expect(tooMuch).toMatchObject({
      status_code: 422,
      msg: `退款金额不能超过 5.00 元（所退商品实付 ${shirt!.amount} 元，订单尚可退 5.00 元）`,
    });
    expect(await operator('POST', `/admin/orderReturn/${request.id}/approve`, {})).toMatchObject({
      status_code: 422,
      msg: '部分退款请填写退款金额（amount）',
    });
    expect(await refundRowsOf(r.user.id)).toHaveLength(1);

    const approved = await operator<AdminOrderReturnDetail>(
      'POST',
      `/admin/orderReturn/${request.id}/approve`,
      { amount: '5' },
    );
    expect(approved.data).toMatchObject({ status: 'approved', approved_amount: '5.00' });

    // Nothing is left on the order: the next refund is refused and no money moves.
    const { data: second } = await r.call<OrderReturnDetail>('POST', '/distribution/orderReturn', {
      order_id: order.id,
      lines: [{ order_item_id: good!.id, quantity: 1 }],
      resolution: 'refund',
      reason: '少发',
    });
    expect(second.max_refund).toBe('0.00');
    expect(await operator('POST', `/admin/orderReturn/${second.id}/approve`, {})).toMatchObject({
      status_code: 409,
      msg: `订单 ${order.order_no} 已无可退金额（订单实付 ${order.total} 元已全部退款）`,
    });
    const refunds = await refundRowsOf(r.user.id);
    expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(total);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundCents).toBe(total);
  });

  it('approves a reprint as a free replacement order linked to the original, sent to production', async () => {
    const r = await reseller('rt_reprint');
    const order = await orderOf(r);
    const shirt = order.items[0]!;
    const { data: request } = await r.call<OrderReturnDetail>('POST', '/distribution/orderReturn', {
      order_id: order.id,
      lines: [{ order_item_id: shirt.id, quantity: 1 }],
      resolution: 'reprint',
      reason: '印花歪了，请重印',
    });
    const before = await balanceOf(r.call);
    const approved = await operator<AdminOrderReturnDetail>(
      'POST',
      `/admin/orderReturn/${request.id}/approve`,
      {},
    );
    expect(approved.status_code, approved.msg).toBe(200);
    expect(approved.data.approved_amount).toBeNull();
    expect(approved.data.replacement_order_no).toMatch(/^PK\d{14}$/);
    const replacementId = approved.data.replacement_order_id!;

    const [replacement] = await db.select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement).toMatchObject({
      userId: r.user.id,
      status: 'paid',
      totalCents: 0,
      goodsAmountCents: 0,
      shippingFeeCents: 0,
      replacesOrderId: order.id,
      itemNum: 1,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, replacementId));
    expect(lines.map((line) => [line.name, line.skuText, line.quantity, line.amountCents])).toEqual(
      [[shirt.name, shirt.sku_text, 1, 0]],
    );
    expect(await balanceOf(r.call)).toBe(before);
    expect(await refundRowsOf(r.user.id)).toEqual([]);
    expect(await messagesOf(r.user.id)).toContain(
      `退货申请 ${request.return_no}（订单 ${order.order_no}）已通过：免费重新印制，补发订单 ${approved.data.replacement_order_no}`,
    );
    const started = await operator<Order[]>('POST', '/admin/order/startProduction', {
      order_ids: [replacementId],
    });
    expect(started.data[0]!.status).toBe('in_production');
    expect(await operator('POST', `/admin/orderReturn/${request.id}/approve`, {})).toMatchObject({
      status_code: 409,
    });
    const replacements = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.replacesOrderId, order.id));
    expect(replacements).toEqual([{ id: replacementId }]);
  });

  it('refuses another reseller order, a line not shipped, too many units and a late request, storing nothing', async () => {
    const r = await reseller('rt_refuse');
    const other = await reseller('rt_other');
    const order = await orderOf(r);
    const unshipped = await orderOf(r, false);
    const [shirt, good] = order.items;
    const apply = (call: Call, body: object) =>
      call('POST', '/distribution/orderReturn', { resolution: 'refund', reason: '破损', ...body });

    expect(
      await apply(other.call, {
        order_id: order.id,
        lines: [{ order_item_id: shirt!.id, quantity: 1 }],
      }),
    ).toMatchObject({
      http: 200,
      status_code: 404,
      msg: '订单不存在：只能为自己账户下的订单申请退货或重印',
    });
    expect(
      await apply(r.call, {
        order_id: unshipped.id,
        lines: [{ order_item_id: unshipped.items[0]!.id, quantity: 1 }],
      }),
    ).toMatchObject({
      status_code: 422,
      msg: `订单 ${unshipped.order_no} 尚未发货（当前「已付款」），只能为已发货的商品申请退货或重印`,
    });
    expect(
      await apply(r.call, {
        order_id: order.id,
        lines: [{ order_item_id: unshipped.items[0]!.id, quantity: 1 }],
      }),
    ).toMatchObject({
      status_code: 422,
      msg: `商品行 ${unshipped.items[0]!.id} 不属于订单 ${order.order_no}，请重新选择商品`,
    });
    expect(
      await apply(r.call, {
        order_id: order.id,
        lines: [{ order_item_id: shirt!.id, quantity: 3 }],
      }),
    ).toMatchObject({
      status_code: 422,
      msg: `「${shirt!.name} ${shirt!.sku_text}」最多可申请 2 件（已发货 2 件）`,
    });
    const badBody = await apply(r.call, {
      order_id: order.id,
      lines: [{ order_item_id: shirt!.id, quantity: 0 }],
    });
    expect(badBody.status_code).toBe(422);
    expect(badBody.msg).toContain('申请数量');
    expect(await returnsOf(r.user.id)).toBe(0);

    // One open request claims a shirt: only the other one is left to ask about.
    const first = await apply(r.call, {
      order_id: order.id,
      lines: [{ order_item_id: shirt!.id, quantity: 1 }],
    });
    expect(first.status_code, first.msg).toBe(200);
    expect(
      await apply(r.call, {
        order_id: order.id,
        lines: [{ order_item_id: shirt!.id, quantity: 2 }],
      }),
    ).toMatchObject({
      status_code: 422,
      msg: `「${shirt!.name} ${shirt!.sku_text}」最多可申请 1 件（已发货 2 件，其他申请已占 1 件）`,
    });

    // Shipped 90 days ago: past 30 days after delivery however long the method takes.
    await db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '90 days'` })
      .where(eq(orders.id, order.id));
    const late = await apply(r.call, {
      order_id: order.id,
      lines: [{ order_item_id: good!.id, quantity: 1 }],
    });
    expect(late.status_code).toBe(422);
    expect(late.msg).toMatch(
      new RegExp(
        `^订单 ${order.order_no} 已超过售后申请期限：签收后 30 天内可申请，截止 \\d{4}-\\d{2}-\\d{2}$`,
      ),
    );
    expect(await returnsOf(r.user.id)).toBe(1);

    // The operator lengthens the time limit in the site settings: the same request goes through.
    const saved = await operator<SiteSettings>('PUT', '/admin/site', { return_window_days: 120 });
    expect(saved.data.return_window_days).toBe(120);
    try {
      const inTime = await apply(r.call, {
        order_id: order.id,
        lines: [{ order_item_id: good!.id, quantity: 1 }],
      });
      expect(inTime.status_code, inTime.msg).toBe(200);
    } finally {
      await operator('PUT', '/admin/site', { return_window_days: 30 });
    }
    expect((await operator('PUT', '/admin/site', { return_window_days: 0 })).status_code).toBe(422);
  });

  it('asks for more details, takes them with photos on resubmission, and rejects with a reason', async () => {
    const r = await reseller('rt_info');
    const other = await reseller('rt_snoop');
    const order = await orderOf(r);
    const { data: request } = await r.call<OrderReturnDetail>('POST', '/distribution/orderReturn', {
      order_id: order.id,
      lines: [{ order_item_id: order.items[1]!.id, quantity: 1 }],
      resolution: 'refund',
      reason: '商品有污渍',
    });
    const path = `/distribution/orderReturn/${request.id}`;
    const admin = `/admin/orderReturn/${request.id}`;

    expect((await r.call('POST', `${admin}/approve`, {})).http).toBe(403);
    expect((await r.call('GET', '/admin/orderReturn')).http).toBe(403);
    expect(await other.call('GET', path)).toMatchObject({
      status_code: 404,
      msg: '退货申请不存在',
    });
    expect(await r.call('POST', `${path}/resubmit`, { note: '补充' })).toMatchObject({
      status_code: 409,
      msg: '退货申请当前为「待审核」，不能补充资料',
    });

    const asked = await operator<AdminOrderReturnDetail>('POST', `${admin}/askInfo`, {
      note: '请上传污渍位置的照片',
    });
    expect(asked.data).toMatchObject({
      status: 'needs_info',
      operator_note: '请上传污渍位置的照片',
      actions: ['approve', 'reject'],
    });
    expect(await messagesOf(r.user.id)).toContain(
      `退货申请 ${request.return_no}（订单 ${order.order_no}）需要补充资料：请上传污渍位置的照片。请在「退货申请」中补充后重新提交`,
    );

    const photo = await uploadPhoto(r.call);
    const resubmitted = await r.call<OrderReturnDetail>('POST', `${path}/resubmit`, {
      note: '照片已补充',
      photo_file_ids: [photo.id],
    });
    expect(resubmitted.data).toMatchObject({ status: 'pending', actions: ['cancel'] });
    expect(resubmitted.data.photos).toHaveLength(1);
    expect(resubmitted.data.history.map((step) => [step.author, step.action, step.note])).toEqual([
      ['reseller', 'apply', '商品有污渍'],
      ['operator', 'ask_info', '请上传污渍位置的照片'],
      ['reseller', 'resubmit', '照片已补充'],
    ]);

    expect(await operator('POST', `${admin}/reject`, { reason: '  ' })).toMatchObject({
      status_code: 422,
      msg: '请填写驳回原因（reason）',
    });
    const rejected = await operator<AdminOrderReturnDetail>('POST', `${admin}/reject`, {
      reason: '污渍可清洗，不属于质量问题',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', status_label: '已驳回' });
    expect(await messagesOf(r.user.id)).toContain(
      `退货申请 ${request.return_no}（订单 ${order.order_no}）已被驳回：污渍可清洗，不属于质量问题`,
    );
    expect(await r.call('POST', `${path}/cancel`)).toMatchObject({
      status_code: 409,
      msg: '退货申请当前为「已驳回」，不能撤销申请',
    });
    expect(await refundRowsOf(r.user.id)).toEqual([]);

    // A rejected request no longer claims its units.
    const choices = await r.call<ReturnableOrder[]>(
      'GET',
      `/distribution/orderReturn/orders?order_id=${order.id}`,
    );
    expect(choices.data[0]!.lines.map((line) => line.returnable)).toEqual([2, 1]);
  });

  it('lets a sub-account ask for its main account only with the 申请 button of its role', async () => {
    const owner = await reseller('rt_team');
    const order = await orderOf(owner);
    const [menu] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.component, 'orderReturnApply'));
    const makeClerk = async (name: string, operates: string[]) => {
      const role = await owner.call<{ id: number }>('POST', '/distribution/role', {
        name,
        grants: [{ menu_id: menu!.id, operates }],
      });
      const username = `rt_${name}_${owner.user.id}`;
      await owner.call('POST', '/distribution/subAccount', {
        username,
        password: 'clerk12345',
        nickname: name,
        role_id: role.data.id,
      });
      return clientFor(server.app, await signIn(server.app, username, 'clerk12345'));
    };
    const body = {
      order_id: order.id,
      lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }],
      resolution: 'reprint',
      reason: '子账号代为申请',
    };

    const viewer = await makeClerk('viewer', []);
    expect((await viewer('GET', '/distribution/orderReturn')).status_code).toBe(200);
    const refused = await viewer('POST', '/distribution/orderReturn', body);
    expect(refused.http).toBe(403);
    expect(refused.msg).toContain('退货申请「申请」');
    expect(await returnsOf(owner.user.id)).toBe(0);

    const clerk = await makeClerk('clerk', ['apply']);
    const applied = await clerk<OrderReturnDetail>('POST', '/distribution/orderReturn', body);
    expect(applied.status_code, applied.msg).toBe(200);
    expect(applied.data.history[0]).toMatchObject({
      author: 'reseller',
      author_name: `rt_clerk_${owner.user.id}`,
    });
    const mine = await owner.call<Paginator<OrderReturn>>('GET', '/distribution/orderReturn');
    expect(mine.data.data.map((row) => row.id)).toEqual([applied.data.id]);
    expect((await clerk('POST', `/distribution/orderReturn/${applied.data.id}/cancel`)).http).toBe(
      403,
    );
  });
});
