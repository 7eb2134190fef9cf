import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, serve, type Served } from '../../test/serve';
import { createClient } from '../client/client';
import { createMemoryNotifier } from '../notifier/memory-notifier';
import { createMemoryStorage } from '../token/key-value-storage';
import { createTokenStore } from '../token/token-store';
import { getSession } from './session';

let server: Served;

beforeAll(async () => {
  server = await serve((app) => {
    app.get('/req/distribution/user', async (request, reply) => {
      if (request.headers.authorization !== 'Bearer tok')
        return reply.code(401).send(envelope(null, '请先登录', 401));
      return envelope({
        id: 1,
        username: 'demo',
        avatar: '',
        phone: '138****8000',
        role: 'reseller',
        balance: '128.999',
        user_unread_messages: 4,
        level_name: '普通会员',
      });
    });
    app.get('/req/distribution/user/getGroupBalance', async () =>
      envelope({
        level_name: '普通会员',
        next_group_level_name: '黄金会员',
        next_group_level_balance: '1000.00',
        recharge_balance: '250.00',
      }),
    );
    app.get('/req/distribution/cart', async () => envelope({ total_item_num: 3 }));
  });
});

afterAll(async () => {
  await server.close();
});

function setup() {
  const tokenStore = createTokenStore({ storage: createMemoryStorage() });
  const client = createClient({
    baseURL: `${server.origin}/req`,
    tokenStore,
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  return { client, tokenStore };
}

describe('getSession', () => {
  it('starts signed out with balance 0.00 and empty counts', () => {
    const session = getSession(setup().client);
    expect(session.$token.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
    expect(session.$balance.get()).toBe('0.00');
    expect(session.$group.get()).toBeNull();
    expect(session.$cartTotal.get()).toBe(0);
    expect(session.$unread.get()).toBe(0);
  });

  it('is one session per client', () => {
    const { client } = setup();
    expect(getSession(client)).toBe(getSession(client));
    expect(getSession(setup().client)).not.toBe(getSession(client));
  });

  it('$token mirrors the token store', () => {
    const { client, tokenStore } = setup();
    const session = getSession(client);
    tokenStore.set('abc');
    expect(session.$token.get()).toBe('abc');
    tokenStore.clear();
    expect(session.$token.get()).toBeNull();
  });

  it('loads user, balance (truncated) and unread count through the client', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set('tok');
    const session = getSession(client);
    await session.loadUser();
    expect(session.$user.get()?.username).toBe('demo');
    expect(session.$balance.get()).toBe('128.99');
    expect(session.$unread.get()).toBe(4);
  });

  it('loads the workbench data: cart total and group', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set('tok');
    const session = getSession(client);
    await session.loadWorkbench();
    expect(session.$cartTotal.get()).toBe(3);
    expect(session.$group.get()).toMatchObject({
      next_group_level_name: '黄金会员',
      recharge_balance: '250.00',
    });
  });

  it('goes back to the defaults when the token goes away, e.g. after a 401', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set('tok');
    const session = getSession(client);
    await session.loadUser();
    await session.loadWorkbench();
    tokenStore.set('stale');
    await expect(session.loadUser()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.$token.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
    expect(session.$balance.get()).toBe('0.00');
    expect(session.$cartTotal.get()).toBe(0);
    expect(session.$group.get()).toBeNull();
    expect(session.$unread.get()).toBe(0);
  });

  it('setUnread keeps a whole, non-negative count', () => {
    const session = getSession(setup().client);
    session.setUnread(5);
    expect(session.$unread.get()).toBe(5);
    session.setUnread(-2);
    expect(session.$unread.get()).toBe(0);
  });
});
