import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminWorkOrder,
  AdminWorkOrderDetail,
  Paginator,
  WorkOrder,
  WorkOrderDetail,
  WorkOrderOrderChoice,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { menus } from '../src/modules/menu/schema.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { workOrderMessages, workOrders } from '../src/modules/work-orders/schema.js';
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
  operator = await signedInOperator(server.app, db, siteId, 'wo_operator');
});
afterAll(async () => {
  await server?.close();
});

type Call = ReturnType<typeof clientFor>;

/** A private attachment (upload type 'file') of whoever `call` signs in as. */
const uploadPhoto = (call: Call) => uploadAttachment(server.app, call, '破损照片.png');

/** A reseller with one order of a shirt line and a general good. */
async function resellerWithOrder(prefix: string) {
  const reseller = await freshReseller(server.app, db, siteId, prefix);
  return { ...reseller, order: await orderShirtsAndGood(db, siteId, reseller) };
}

async function ticketsOf(userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(eq(workOrders.userId, userId));
  return row?.n ?? 0;
}

/** GET of a URL the API handed out, as a browser would: no token. */
const fetchFile = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return server.app.inject({ method: 'GET', url: `${pathname}${search}` });
};

describe(`work orders on ${testDbKind}`, () => {
  it('opens a quality ticket on the reseller own order lines with a private photo', async () => {
    const r = await resellerWithOrder('wo_create');
    const choices = await r.call<WorkOrderOrderChoice[]>('GET', '/distribution/workOrder/orders');
    expect(choices.data.map((choice) => choice.order_no)).toEqual([r.order.order_no]);
    expect(choices.data[0]!.lines).toHaveLength(2);

    const photo = await uploadPhoto(r.call);
    const line = r.order.items[0]!;
    const created = await r.call<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'quality',
      order_id: r.order.id,
      order_item_ids: [line.id],
      description: '  印花开裂，客户要求重印  ',
      photo_file_ids: [photo.id],
    });
    expect(created.status_code, created.msg).toBe(200);
    expect(created.msg).toBe('工单已提交');
    expect(created.data).toMatchObject({
      type: 'quality',
      type_label: '质量问题',
      status: 'pending',
      status_label: '待处理',
      order_id: r.order.id,
      order_no: r.order.order_no,
      description: '印花开裂，客户要求重印',
      unread: 0,
      actions: ['reply', 'close'],
      lines: [{ id: line.id, quantity: line.quantity }],
    });
    expect(created.data.ticket_no).toMatch(/^GD\d{8}\d{6}$/);
    expect(created.data.photos).toHaveLength(1);
    expect(created.data.photos[0]!.name).toBe('破损照片.png');
    expect((await fetchFile(created.data.photos[0]!.url)).statusCode).toBe(200);
    // The photo is private: without the signed link nobody reads it.
    expect((await fetchFile(`/files/${photo.key}`)).statusCode).toBe(403);

    const queue = await operator<Paginator<AdminWorkOrder>>(
      'GET',
      `/admin/workOrder?keyword=${created.data.ticket_no}`,
    );
    expect(queue.data.data).toMatchObject([
      { id: created.data.id, username: r.user.username, unread: 1, status: 'pending' },
    ]);
    const seen = await operator<AdminWorkOrderDetail>('GET', `/admin/workOrder/${created.data.id}`);
    expect(seen.data.actions).toEqual(['reply', 'take', 'close']);
    expect((await fetchFile(seen.data.photos[0]!.url)).statusCode).toBe(200);
  });

  it('refuses another reseller order, a line not in the order and a missing order, storing nothing', async () => {
    const owner = await resellerWithOrder('wo_owner');
    const other = await resellerWithOrder('wo_other');
    const before = await ticketsOf(other.user.id);

    const theirOrder = await other.call('POST', '/distribution/workOrder', {
      type: 'quality',
      order_id: owner.order.id,
      description: '别人的订单',
    });
    expect(theirOrder).toMatchObject({
      http: 200,
      status_code: 404,
      msg: '订单不存在：只能为自己账户下的订单提交工单',
    });

    const theirLine = await other.call('POST', '/distribution/workOrder', {
      type: 'wrong_item',
      order_id: other.order.id,
      order_item_ids: [owner.order.items[0]!.id],
      description: '错发',
    });
    expect(theirLine.status_code).toBe(422);
    expect(theirLine.msg).toBe(
      `商品行 ${owner.order.items[0]!.id} 不属于订单 ${other.order.order_no}，请重新选择商品行`,
    );

    const noOrder = await other.call('POST', '/distribution/workOrder', {
      type: 'lost_parcel',
      description: '包裹丢了',
    });
    expect(noOrder).toMatchObject({
      status_code: 422,
      msg: '「物流丢件」工单须选择相关订单（order_id）',
    });

    const ownerPhoto = await uploadPhoto(owner.call);
    const borrowedPhoto = await other.call('POST', '/distribution/workOrder', {
      type: 'other',
      description: '借用别人的图片',
      photo_file_ids: [ownerPhoto.id],
    });
    expect(borrowedPhoto.status_code).toBe(422);
    expect(borrowedPhoto.msg).toBe(`问题图片不存在（文件 id ${ownerPhoto.id}），请重新上传`);

    const blank = await other.call('POST', '/distribution/workOrder', {
      type: 'other',
      description: '   ',
    });
    expect(blank).toMatchObject({ status_code: 422, msg: '请填写问题描述（description）' });

    const badType = await other.call('POST', '/distribution/workOrder', {
      type: 'refund',
      description: '退款',
    });
    expect(badType.http).toBe(200);
    expect(badType.status_code).toBe(422);
    expect(badType.msg).toContain('工单类型');

    expect(await ticketsOf(other.user.id)).toBe(before);
    const general = await other.call<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'other',
      description: '如何设置默认物流？',
    });
    expect(general.data).toMatchObject({ order_id: null, order_no: '', lines: [] });
  });

  it('moves states only as each side may', async () => {
    const r = await resellerWithOrder('wo_states');
    const { data: ticket } = await r.call<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'address_change',
      order_id: r.order.id,
      description: '请改到新地址',
    });
    const path = `/distribution/workOrder/${ticket.id}`;
    const admin = `/admin/workOrder/${ticket.id}`;

    expect(await r.call('POST', `${path}/confirm`)).toMatchObject({
      status_code: 409,
      msg: '工单当前为「待处理」，不能确认完成',
    });
    // The console's moves are the operators' alone.
    expect((await r.call('POST', `${admin}/take`, {})).http).toBe(403);
    expect((await r.call('GET', '/admin/workOrder')).http).toBe(403);

    const taken = await operator<AdminWorkOrderDetail>('POST', `${admin}/take`, {});
    expect(taken.data).toMatchObject({
      status: 'processing',
      actions: ['reply', 'ask_confirm', 'close'],
    });
    expect(await operator('POST', `${admin}/take`, {})).toMatchObject({
      status_code: 409,
      msg: '工单当前为「处理中」，不能受理',
    });

    const asked = await operator<AdminWorkOrderDetail>('POST', `${admin}/askConfirm`, {
      content: '地址已修改',
    });
    expect(asked.data.status).toBe('awaiting_confirm');
    // Answering "not yet" puts it back in the operators' hands.
    const notYet = await r.call<WorkOrderDetail>('POST', `${path}/reply`, {
      content: '门牌号还不对',
    });
    expect(notYet.data.status).toBe('processing');
    await operator('POST', `${admin}/askConfirm`, {});
    const confirmed = await r.call<WorkOrderDetail>('POST', `${path}/confirm`);
    expect(confirmed.data).toMatchObject({ status: 'done', status_label: '已完成', actions: [] });
    expect(confirmed.data.messages.map((m) => [m.author, m.content])).toEqual([
      ['system', '客服已受理工单'],
      ['operator', '地址已修改'],
      ['system', '客服已处理，请确认问题是否已解决'],
      ['reseller', '门牌号还不对'],
      ['system', '客服已处理，请确认问题是否已解决'],
      ['system', '用户确认问题已解决，工单完成'],
    ]);

    expect(await r.call('POST', `${path}/close`)).toMatchObject({
      status_code: 409,
      msg: '工单当前为「已完成」，不能关闭',
    });
    expect(await operator('POST', `${admin}/reply`, { content: '补充' })).toMatchObject({
      status_code: 409,
      msg: '工单当前为「已完成」，不能回复',
    });

    const { data: second } = await r.call<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'other',
      description: '不需要了',
    });
    const closed = await r.call<WorkOrderDetail>(
      'POST',
      `/distribution/workOrder/${second.id}/close`,
    );
    expect(closed.data.status).toBe('closed');
    expect(await operator('POST', `/admin/workOrder/${second.id}/askConfirm`, {})).toMatchObject({
      status_code: 409,
      msg: '工单当前为「已关闭」，不能请用户确认',
    });
  });

  it('tells the reseller of an answer: a message, an unread count read away on opening', async () => {
    const r = await resellerWithOrder('wo_answer');
    const { data: ticket } = await r.call<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'quality',
      order_id: r.order.id,
      description: '颜色不对',
    });
    expect(
      (await r.call<{ unread: number }>('GET', '/distribution/workOrder/unread')).data,
    ).toEqual({
      unread: 0,
    });

    const answered = await operator<AdminWorkOrderDetail>(
      'POST',
      `/admin/workOrder/${ticket.id}/reply`,
      { content: '已安排重印，请留意物流' },
    );
    expect(answered.data).toMatchObject({ status: 'processing', unread: 0 });

    const messages = await db.select().from(userMessages).where(eq(userMessages.userId, r.user.id));
    expect(messages.map((m) => [m.type, m.description])).toContainEqual([
      2,
      `工单 ${ticket.ticket_no} 有新的客服回复：已安排重印，请留意物流`,
    ]);

    expect(
      (await r.call<{ unread: number }>('GET', '/distribution/workOrder/unread')).data,
    ).toEqual({
      unread: 1,
    });
    const list = await r.call<Paginator<WorkOrder>>('GET', '/distribution/workOrder');
    expect(list.data.data).toMatchObject([{ id: ticket.id, unread: 1, status_label: '处理中' }]);

    const opened = await r.call<WorkOrderDetail>('GET', `/distribution/workOrder/${ticket.id}`);
    expect(opened.data.messages.at(-1)).toMatchObject({
      author: 'operator',
      author_name: 'wo_operator',
      content: '已安排重印，请留意物流',
    });
    expect(
      (await r.call<{ unread: number }>('GET', '/distribution/workOrder/unread')).data,
    ).toEqual({
      unread: 0,
    });

    // The reseller's answer is counted for the operators until one opens the ticket.
    await r.call('POST', `/distribution/workOrder/${ticket.id}/reply`, { content: '好的，谢谢' });
    const queue = await operator<Paginator<AdminWorkOrder>>(
      'GET',
      `/admin/workOrder?keyword=${ticket.ticket_no}`,
    );
    expect(queue.data.data[0]!.unread).toBe(1);
  });

  it('keeps conversation attachments private to the ticket owner and the operators', async () => {
    const r = await resellerWithOrder('wo_private');
    const other = await freshReseller(server.app, db, siteId, 'wo_snoop');
    const { data: ticket } = await r.call<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'wrong_item',
      order_id: r.order.id,
      description: '少发一件',
    });
    const attachment = await uploadPhoto(operator);
    const answered = await operator<AdminWorkOrderDetail>(
      'POST',
      `/admin/workOrder/${ticket.id}/reply`,
      { content: '请看发货照片', file_ids: [attachment.id] },
    );
    expect(answered.status_code, answered.msg).toBe(200);

    const mine = await r.call<WorkOrderDetail>('GET', `/distribution/workOrder/${ticket.id}`);
    const file = mine.data.messages.at(-1)!.attachments[0]!;
    expect(file.url).toMatch(/\?expires=\d+&signature=/);
    expect((await fetchFile(file.url)).statusCode).toBe(200);

    expect(await other.call('GET', `/distribution/workOrder/${ticket.id}`)).toMatchObject({
      status_code: 404,
      msg: '工单不存在',
    });
    expect(
      await other.call('POST', `/distribution/workOrder/${ticket.id}/reply`, {
        content: '插话',
      }),
    ).toMatchObject({ status_code: 404, msg: '工单不存在' });
    expect((await fetchFile(`/files/${attachment.key}`)).statusCode).toBe(403);
    const replyWithTheirs = await r.call('POST', `/distribution/workOrder/${ticket.id}/reply`, {
      content: '转发',
      file_ids: [attachment.id],
    });
    expect(replyWithTheirs.msg).toBe(`附件不存在（文件 id ${attachment.id}），请重新上传`);
    const [stored] = await db
      .select({ n: count() })
      .from(workOrderMessages)
      .where(eq(workOrderMessages.workOrderId, ticket.id));
    expect(stored!.n).toBe(1);
  });

  it('filters by state, type and day, and finds by ticket or order number', async () => {
    const r = await resellerWithOrder('wo_filter');
    const post = (body: object) => r.call<WorkOrderDetail>('POST', '/distribution/workOrder', body);
    const { data: quality } = await post({
      type: 'quality',
      order_id: r.order.id,
      description: '质量',
    });
    const { data: general } = await post({ type: 'other', description: '咨询' });
    await r.call('POST', `/distribution/workOrder/${general.id}/close`);
    const ids = async (query: string) =>
      (await r.call<Paginator<WorkOrder>>('GET', `/distribution/workOrder?${query}`)).data.data.map(
        (row) => row.id,
      );

    expect(await ids('')).toEqual([general.id, quality.id]);
    expect(await ids('status=closed')).toEqual([general.id]);
    expect(await ids('type=quality')).toEqual([quality.id]);
    expect(await ids(`keyword=${r.order.order_no.slice(-6)}`)).toEqual([quality.id]);
    expect(await ids(`keyword=${general.ticket_no}`)).toEqual([general.id]);
    expect(await ids(`order_id=${r.order.id}`)).toEqual([quality.id]);
    expect(await ids('start_date=2999-01-01')).toEqual([]);
    expect(await ids('end_date=2999-01-01&page_size=1')).toEqual([general.id]);
    expect(await r.call('GET', '/distribution/workOrder?start_date=2026-02-30')).toMatchObject({
      status_code: 422,
      msg: '日期不存在：2026-02-30（应为 YYYY-MM-DD）',
    });
    const bad = await r.call('GET', '/distribution/workOrder?status=lost');
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('工单状态');
  });

  it('lets a sub-account act for its main account with only the buttons its role grants', async () => {
    const owner = await resellerWithOrder('wo_team');
    const menuId = async (component: string) =>
      (await db.select({ id: menus.id }).from(menus).where(eq(menus.component, component)))[0]!.id;
    const role = await owner.call<{ id: number }>('POST', '/distribution/role', {
      name: '售后客服',
      grants: [
        { menu_id: await menuId('workOrderIndex'), operates: ['reply'] },
        { menu_id: await menuId('workOrderCreate'), operates: ['submit'] },
      ],
    });
    const username = `wo_clerk_${owner.user.id}`;
    await owner.call('POST', '/distribution/subAccount', {
      username,
      password: 'clerk12345',
      nickname: '售后小李',
      role_id: role.data.id,
    });
    const clerk = clientFor(server.app, await signIn(server.app, username, 'clerk12345'));

    const created = await clerk<WorkOrderDetail>('POST', '/distribution/workOrder', {
      type: 'quality',
      order_id: owner.order.id,
      description: '子账号代主账号提交',
    });
    expect(created.status_code, created.msg).toBe(200);
    await clerk('POST', `/distribution/workOrder/${created.data.id}/reply`, {
      content: '补充说明',
    });
    await operator('POST', `/admin/workOrder/${created.data.id}/take`, {});
    await operator('POST', `/admin/workOrder/${created.data.id}/askConfirm`, {});
    const refused = await clerk('POST', `/distribution/workOrder/${created.data.id}/confirm`);
    expect(refused.http).toBe(403);
    expect(refused.msg).toContain('我的工单「确认完成」');

    const seen = await owner.call<WorkOrderDetail>(
      'GET',
      `/distribution/workOrder/${created.data.id}`,
    );
    expect(seen.data.messages[0]).toMatchObject({ author: 'reseller', author_name: username });
    const confirmed = await owner.call<WorkOrderDetail>(
      'POST',
      `/distribution/workOrder/${created.data.id}/confirm`,
    );
    expect(confirmed.status_code, confirmed.msg).toBe(200);
    expect(confirmed.data.status).toBe('done');
  });
});
