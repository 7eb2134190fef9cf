import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CartItem,
  GrantableEntry,
  LogisticsMethod,
  MenuEntry,
  Order,
  Paginator,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { requirePermissionDeclared } from '../src/http/authorize.js';
import { menus } from '../src/modules/menu/schema.js';
import { users } from '../src/modules/users/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId, signIn } from './support/accounts.js';
import { addAddress, clientFor, demoGoods, freshReseller } from './cart-fixtures.js';

let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
});

async function menuId(component: string): Promise<number> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.component, component));
  return row!.id;
}

const flat = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children as MenuEntry[])]);

/** A main account with 50 yuan, an address, a cart line, and a sub-account that may see orders and check out, but not pay. */
async function teamWithClerk() {
  const owner = await freshReseller(server.app, db, siteId, 'owner', 5000);
  const address = await addAddress(owner.call);
  const { plain } = await demoGoods(db, siteId);
  const line = await owner.call<CartItem>('POST', '/distribution/cartItem', {
    goods_id: plain.id,
    quantity: 1,
  });
  const role = await owner.call<{ id: number }>('POST', '/distribution/role', {
    name: '订单客服',
    grants: [
      { menu_id: await menuId('orderAdmin'), operates: ['export'] },
      { menu_id: await menuId('cart'), operates: ['checkout'] },
      { menu_id: await menuId('cartCheckout'), operates: [] },
    ],
  });
  expect(role.status_code).toBe(200);
  const username = `clerk_${owner.user.id}`;
  const created = await owner.call<{ id: number }>('POST', '/distribution/subAccount', {
    username,
    password: 'clerk12345',
    nickname: '小王',
    role_id: role.data.id,
  });
  expect(created.msg).toBe('子账号已创建');
  const clerk = clientFor(server.app, await signIn(server.app, username, 'clerk12345'));
  return { owner, clerk, clerkId: created.data.id, roleId: role.data.id, address, line: line.data };
}

describe(`permissions and sub-accounts on ${testDbKind}`, () => {
  it('refuses at start-up a route that does not declare its permission', async () => {
    const app = Fastify();
    app.addHook('onRoute', requirePermissionDeclared);
    app.get('/declared', { config: { permission: 'public' } }, async () => 'ok');
    expect(() => app.get('/undeclared', async () => 'ok')).toThrow(
      'GET /undeclared declares no permission',
    );
  });

  it('offers the owner its own screens and buttons to grant, without 角色管理', async () => {
    const owner = await freshReseller(server.app, db, siteId, 'grantor');
    const menu = (await owner.call<GrantableEntry[]>('GET', '/distribution/role/menus')).data;
    const screens = menu.flatMap((group) => group.children);
    const orderAdmin = screens.find((screen) => screen.component === 'orderAdmin');
    expect(orderAdmin).toMatchObject({ name: '订单管理', children: [] });
    expect(orderAdmin?.operates).toContainEqual({ name: 'pay', label: '支付' });
    expect(screens.some((screen) => screen.component === 'createRole')).toBe(false);
    expect(screens.some((screen) => screen.component === 'adminCatalog')).toBe(false);
  });

  it('lets a sub-account see and order for its owner, and refuses to pay with 403', async () => {
    const { owner, clerk, address, line } = await teamWithClerk();

    const menu = flat(
      (await clerk<{ menus: MenuEntry[] }>('GET', '/distribution/user/getPermissions')).data.menus,
    );
    expect(
      menu
        .map((entry) => entry.component)
        .filter(Boolean)
        .sort(),
    ).toEqual(['cart', 'cartCheckout', 'orderAdmin']);
    expect(menu.find((entry) => entry.component === 'orderAdmin')?.operates).toEqual([
      { name: 'export' },
    ]);

    const cart = await clerk<CartItem[]>('GET', '/distribution/cartItem');
    expect(cart.data.map((item) => item.id)).toEqual([line.id]);
    const methods = await clerk<LogisticsMethod[]>(
      'GET',
      `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${line.id}`,
    );
    const order = await clerk<Order>('POST', '/distribution/cartItem/createOrder', {
      item_ids: [line.id],
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      idempotency_key: `clerk-order-${line.id}`,
    });
    expect(order.msg).toBe('下单成功');
    expect(order.status_code).toBe(200);
    const ownerOrders = await owner.call<Paginator<Order>>('GET', '/distribution/order');
    expect(ownerOrders.data.data.map((row) => row.id)).toContain(order.data.id);
    const clerkOrders = await clerk<Paginator<Order>>('GET', '/distribution/order');
    expect(clerkOrders.data.data.map((row) => row.id)).toContain(order.data.id);

    const pay = await clerk('POST', '/distribution/order/pay', {
      order_ids: [order.data.id],
      idempotency_key: `clerk-pay-${order.data.id}`,
    });
    expect(pay.http).toBe(403);
    expect(pay.msg).toBe(
      '当前账号没有订单管理「支付」或FBA 订单「支付」或订单支付「支付」或订单结算「支付」的权限，请联系主账号开通',
    );
    const payInfo = await clerk('POST', '/distribution/order/payInfo', {
      order_ids: [order.data.id],
    });
    expect(payInfo.http).toBe(403);
    const recharge = await clerk('POST', '/distribution/recharge/online', { amount: '100.00' });
    expect(recharge.http).toBe(403);
    const [stillOwner] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(stillOwner!.balanceCents).toBe(5000);

    // The owner pays the same order: it is the owner's.
    const paid = await owner.call('POST', '/distribution/order/pay', {
      order_ids: [order.data.id],
      idempotency_key: `owner-pay-${order.data.id}`,
    });
    expect(paid.status_code).toBe(200);
  });

  it('shows the owner who did what, refusals included', async () => {
    const { owner, clerk, clerkId } = await teamWithClerk();
    await clerk('PUT', '/distribution/userMessage/reads', {});
    await clerk('POST', '/distribution/order/pay', { order_ids: [1], idempotency_key: 'nope-1' });
    type Entry = {
      actor_id: number;
      actor_name: string;
      action: string;
      status_code: number;
      route: string;
    };
    const clerkLog = () =>
      owner.call<Paginator<Entry>>('GET', `/distribution/auditLog?actor_id=${clerkId}`);
    // The row is written by an onResponse hook, after the answer reached the caller.
    await expect
      .poll(async () => (await clerkLog()).data.data.map((entry) => entry.route))
      .toContain('/req/distribution/order/pay');
    const log = await clerkLog();
    expect(log.data.data[0]).toMatchObject({
      actor_id: clerkId,
      actor_name: '小王',
      route: '/req/distribution/order/pay',
      action: '订单管理「支付」',
      status_code: 403,
    });
    // Calls any account may make (marking messages read) stay out of the log.
    expect(log.data.data.some((entry) => entry.route.includes('userMessage'))).toBe(false);
    const all = await owner.call<Paginator<{ actor_id: number }>>('GET', '/distribution/auditLog');
    expect(all.data.data.some((entry) => entry.actor_id === owner.user.id)).toBe(true);
  });

  it('keeps roles and sub-accounts with the main account', async () => {
    const { owner, clerk, clerkId, roleId } = await teamWithClerk();
    expect((await clerk('GET', '/distribution/role')).http).toBe(403);
    expect((await clerk('GET', '/distribution/auditLog')).http).toBe(403);

    // A role grants only what the owner has, and never 角色管理 itself.
    const tooMuch = await owner.call('POST', '/distribution/role', {
      name: '越权',
      grants: [{ menu_id: await menuId('createRole'), operates: ['add'] }],
    });
    expect(tooMuch.status_code).toBe(422);
    expect(tooMuch.msg).toContain('不存在或不可授予');
    const badButton = await owner.call('POST', '/distribution/role', {
      name: '按钮',
      grants: [{ menu_id: await menuId('orderAdmin'), operates: ['launch'] }],
    });
    expect(badButton.msg).toBe('「订单管理」没有可授予的按钮权限 launch');

    // Another reseller cannot see or use this owner's roles and accounts.
    const stranger = await freshReseller(server.app, db, siteId, 'stranger');
    expect((await stranger.call('GET', '/distribution/subAccount')).data).toEqual([]);
    const steal = await stranger.call('PUT', `/distribution/subAccount/${clerkId}`, {
      status: 'disabled',
    });
    expect(steal.status_code).toBe(404);
    const borrow = await stranger.call('POST', '/distribution/subAccount', {
      username: `borrow_${clerkId}`,
      password: 'borrow12345',
      role_id: roleId,
    });
    expect(borrow.status_code).toBe(404);

    // A role in use is not deleted; a disabled sub-account is signed out.
    const del = await owner.call('DELETE', `/distribution/role/${roleId}`);
    expect(del.msg).toBe('该角色下还有 1 个子账号，请先为它们更换角色');
    await owner.call('PUT', `/distribution/subAccount/${clerkId}`, { status: 'disabled' });
    expect((await clerk('GET', '/distribution/order')).http).toBe(401);
    const accounts = await owner.call<Array<{ id: number; status: string; role_name: string }>>(
      'GET',
      '/distribution/subAccount',
    );
    expect(accounts.data).toEqual([
      expect.objectContaining({ id: clerkId, status: 'disabled', role_name: '订单客服' }),
    ]);
  });

  it('applies a changed role at once', async () => {
    const { owner, clerk, roleId } = await teamWithClerk();
    expect((await clerk('POST', '/distribution/order/cancel', { order_ids: [1] })).http).toBe(403);
    const changed = await owner.call('PUT', `/distribution/role/${roleId}`, {
      name: '订单客服',
      grants: [{ menu_id: await menuId('orderAdmin'), operates: ['cancel'] }],
    });
    expect(changed.status_code).toBe(200);
    const cancel = await clerk('POST', '/distribution/order/cancel', { order_ids: [999999] });
    expect(cancel.http).not.toBe(403);
  });
});
