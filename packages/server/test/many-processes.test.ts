/**
 * PodKit on several machines (issue 16): two web processes (`JOBS=off`, the built dist/main.js)
 * and two workers (dist/worker.js) on one PostgreSQL database and one S3 bucket, each process with
 * its own DATA_DIR as if on its own machine, behind a round-robin proxy. Under about two hundred
 * requests, payments, store sync and render jobs happen exactly once; kill -9 of a web process and
 * of a worker loses and doubles nothing; a sign-out or a site change made through one process is
 * seen by the other at once. PostgreSQL only: PGlite serves one process.
 */
import { products, type DistributionBasicProduct } from '@podkit/sdk-core';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { orders } from '../src/modules/orders/schema.js';
import { PRODUCT_RENDER_JOB } from '../src/modules/products/render-job.js';
import {
  designedProducts,
  productMockups,
  productPrintFiles,
} from '../src/modules/products/schema.js';
import { recharges } from '../src/modules/recharge/schema.js';
import { sites } from '../src/modules/sites/schema.js';
import { STORE_SYNC_JOB } from '../src/modules/stores/index.js';
import { stores } from '../src/modules/stores/schema.js';
import { users } from '../src/modules/users/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { signedInClient } from '../../../tests/support/api-client.js';
import {
  spawnBuilt,
  startBuiltServer,
  type BuiltProcess,
  type BuiltServer,
} from '../../../tests/support/built-server.js';
import { saveOnePictureDesign } from '../../../tests/support/designs.js';
import { demoGoods, sampleAddress } from './cart-fixtures.js';
import { shopifyRestOrder, startShopifyFake, type ShopifyFake } from './fakes/shopify.js';
import { createPostgresDatabase, testDbKind } from './harness.js';
import { createUser, defaultSiteId } from './support/accounts.js';
import { startAlipayFake, type AlipayFake } from './support/alipay-fake.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';

const SHOPIFY = { apiKey: 'many-key', apiSecret: 'many-secret' };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanups: Array<() => Promise<void> | void> = [];
let env: Record<string, string>;
let database: Database;
let proxy: RoundRobinProxy;
let alipay: AlipayFake;
let shopify: ShopifyFake;
let s3: LocalS3;
let web: BuiltServer[];
/** The worker processes: M = 2, claiming from one queue. */
let workers: BuiltProcess[];
let siteId: number;

function startWeb(): Promise<BuiltServer> {
  return startBuiltServer({ ...env, JOBS: 'off' }).then((server) => {
    cleanups.push(() => server.stop());
    return server;
  });
}

function startWorker(): BuiltProcess {
  const started = spawnBuilt('worker.js', { ...env, LOG_LEVEL: 'info' });
  cleanups.push(async () => {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGKILL');
      await started.exited;
    }
  });
  return started;
}

async function killHard(child: BuiltProcess): Promise<void> {
  child.child.kill('SIGKILL');
  await child.exited;
}

interface Envelope<T> {
  status_code: number;
  msg: string;
  data: T;
}

/**
 * One API call through the proxy (or straight to `base`). A call cut off by a dying process
 * (502) is sent again as a client would: only calls that are safe to repeat (reads, and writes
 * carrying an idempotency key or answered by the server's own dedupe) go through here under load.
 */
async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; base?: string } = {},
): Promise<Envelope<T> & { http: number }> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await fetch(`${options.base ?? proxy.url}/req${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (answer.status === 502 && attempt < 5) continue;
    return { http: answer.status, ...((await answer.json()) as Envelope<T>) };
  }
}

async function signIn(username: string, password: string, base?: string): Promise<string> {
  const answer = await api<{ token: string }>('POST', '/api/auth/login', {
    body: { username, password },
    base,
  });
  if (answer.status_code !== 200) throw new Error(`sign-in as ${username}: ${answer.msg}`);
  return answer.data.token;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Waits until `done` holds, failing with what the processes wrote after `seconds`. */
async function until(what: string, done: () => Promise<boolean>, seconds = 180): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not happen in ${seconds} s:\n${workers.map((w) => w.output().slice(-2000)).join('\n')}`,
      );
    await pause(50);
  }
}

beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  const created = await createPostgresDatabase();
  cleanups.push(created.drop);
  [proxy, alipay, shopify, s3] = await Promise.all([
    startRoundRobinProxy(),
    startAlipayFake(),
    startShopifyFake(SHOPIFY),
    startLocalS3('many-processes'),
  ]);
  cleanups.push(
    () => proxy.close(),
    () => alipay.close(),
    () => shopify.close(),
    () => s3.close(),
  );
  env = {
    DATABASE_URL: created.url,
    PUBLIC_URL: proxy.url,
    ...s3.env,
    ...alipay.env,
    SHOPIFY_API_KEY: SHOPIFY.apiKey,
    SHOPIFY_API_SECRET: SHOPIFY.apiSecret,
    SHOPIFY_SHOP_ORIGIN: shopify.shopOrigin,
    // A worker killed with its job is replaced within seconds, not the default minute.
    JOB_LEASE_MS: '4000',
  };
  // Both web processes start together on the empty database: each migrates and seeds.
  web = await Promise.all([startWeb(), startWeb()]);
  proxy.backends = web.map((server) => server.baseUrl);
  workers = [startWorker(), startWorker()];
  database = await openDatabase({ databaseUrl: created.url });
  cleanups.push(() => database.close());
  siteId = await defaultSiteId(database.db);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(testDbKind === 'postgres')('two web processes and two workers on PostgreSQL', () => {
  it('started together on an empty database, migrate and seed it once', async () => {
    const db = database.db;
    expect(await db.select({ n: count() }).from(sites)).toEqual([{ n: 1 }]);
    const demo = await db.select({ n: count() }).from(users).where(eq(users.username, 'demo'));
    expect(demo).toEqual([{ n: 1 }]);
    // Each migration applied once: none twice by the two processes.
    const [applied] = rowsOf<{ total: number; distinct: number }>(
      await db.execute(sql`select count(*)::int as total, count(distinct hash)::int as distinct
        from drizzle.__drizzle_migrations`),
    );
    expect(applied!.total).toBeGreaterThan(0);
    expect(applied!.total).toBe(applied!.distinct);
  });

  it('sees a sign-out and a site change made through the other process at once', async () => {
    const [a, b] = web as [BuiltServer, BuiltServer];
    await createUser(database.db, { siteId, username: 'twoproc', password: 'reseller123' });
    const token = await signIn('twoproc', 'reseller123', a.baseUrl);
    // Read twice on B, so the session sits in B's cache.
    for (let i = 0; i < 2; i++)
      expect((await api('GET', '/distribution/user', { token, base: b.baseUrl })).http).toBe(200);
    expect((await api('POST', '/api/auth/logout', { token, base: a.baseUrl })).status_code).toBe(
      200,
    );
    expect((await api('GET', '/distribution/user', { token, base: b.baseUrl })).http).toBe(401);

    const siteName = async () =>
      (
        await api<{ site_name: string }>('POST', '/api/frontend/getConfigDdata', {
          base: b.baseUrl,
        })
      ).data.site_name;
    expect(await siteName()).toBe('PodKit 演示站');
    expect(await siteName()).toBe('PodKit 演示站');
    const operator = await signIn('operator', 'operator123456', a.baseUrl);
    const saved = await api('PUT', '/admin/site', {
      token: operator,
      body: { site_name: '多进程演示站' },
      base: a.baseUrl,
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(await siteName()).toBe('多进程演示站');
  });

  it('pays and credits exactly once under load while one web process is killed with -9', async () => {
    const db = database.db;
    const { plain } = await demoGoods(db, siteId);
    const resellers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const username = `payer${i}`;
        const user = await createUser(db, { siteId, username, password: 'reseller123' });
        const token = await signIn(username, 'reseller123');
        const address = await api<{ id: number }>('POST', '/distribution/userAddress', {
          token,
          body: sampleAddress,
        });
        const online = await api<{ pay_url: string; recharge: { recharge_no: string } }>(
          'POST',
          '/distribution/recharge/online',
          { token, body: { amount: '200.00', method: 'alipay' } },
        );
        expect(online.status_code, online.msg).toBe(200);
        await alipay.open(online.data.pay_url);
        const trade = alipay.trades.get(online.data.recharge.recharge_no)!;
        const orderIds: number[] = [];
        for (let n = 0; n < 2; n++) {
          const line = await api<Array<{ id: number }>>(
            'POST',
            '/distribution/cartItem/addCartItems',
            {
              token,
              body: { items: [{ goods_id: plain.id, quantity: 1 }] },
            },
          );
          const itemIds = line.data.map((item) => item.id);
          const methods = await api<Array<{ id: number }>>(
            'GET',
            `/distribution/cartItem/logistics?address_id=${address.data.id}&item_ids=${itemIds.join(',')}`,
            { token },
          );
          const order = await api<{ id: number }>('POST', '/distribution/cartItem/createOrder', {
            token,
            body: {
              item_ids: itemIds,
              address_id: address.data.id,
              logistics_id: methods.data[0]!.id,
              idempotency_key: `many-order-${i}-${n}`,
            },
          });
          expect(order.status_code, order.msg).toBe(200);
          orderIds.push(order.data.id);
        }
        return { user, token, trade, orderIds };
      }),
    );

    // The load: each reseller's payment notice arrives three times at once (Alipay resends
    // until it reads success), then each order is paid twice at once with one key. The web
    // process A is killed with -9 while this is under way.
    const [a] = web as [BuiltServer, BuiltServer];
    const load = resellers.map(async (reseller, i) => {
      await pause(i * 40);
      const notice = alipay.notification(reseller.trade.outTradeNo);
      const replies = await Promise.all(
        [0, 1, 2].map(async () => {
          for (;;) {
            const reply = await alipay.notify(reseller.trade.notifyUrl, notice).catch(() => '');
            if (reply === 'success') return reply;
            await pause(50);
          }
        }),
      );
      expect(replies).toEqual(['success', 'success', 'success']);
      return Promise.all(
        reseller.orderIds.flatMap((orderId) =>
          [0, 1].map(() =>
            api<Array<{ order_id: number; paid: boolean; status_code: number }>>(
              'POST',
              '/distribution/order/pay',
              {
                token: reseller.token,
                body: { order_ids: [orderId], idempotency_key: `payment-${orderId}` },
              },
            ),
          ),
        ),
      );
    });
    await pause(150);
    a.child.kill('SIGKILL');
    const paid = await Promise.all(load);
    await a.exited;
    for (const answers of paid)
      for (const answer of answers) expect(answer.data, answer.msg).toMatchObject([{ paid: true }]);
    expect(proxy.rerouted).toBeGreaterThan(0);
    // Both processes took their share of the load before A died.
    for (const server of web) expect(proxy.answeredBy.get(server.baseUrl)).toBeGreaterThan(30);

    // A is started again (a new port, like a replaced machine) and takes its turn.
    const restarted = await startWeb();
    web[0] = restarted;
    proxy.backends = web.map((server) => server.baseUrl);

    for (const reseller of resellers) {
      const [recharge] = await db
        .select()
        .from(recharges)
        .where(eq(recharges.rechargeNo, reseller.trade.outTradeNo));
      expect(recharge).toMatchObject({ status: 'paid' });
      const ledger = await db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.userId, reseller.user.id));
      expect(ledger.map((row) => row.kind).sort()).toEqual(['payment', 'payment', 'recharge']);
      const paidOrders = await db
        .select()
        .from(orders)
        .where(inArray(orders.id, reseller.orderIds));
      const spent = paidOrders.reduce((sum, order) => sum + order.totalCents, 0);
      const [account] = await db.select().from(users).where(eq(users.id, reseller.user.id));
      expect(account!.balanceCents).toBe(20_000 - spent);
      expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(20_000 - spent);

      // Paying again with a new key, now through the restarted process too, charges nothing.
      const again = await api<Array<{ paid: boolean; status_code: number }>>(
        'POST',
        '/distribution/order/pay',
        {
          token: reseller.token,
          body: { order_ids: reseller.orderIds, idempotency_key: 'second-payment' },
        },
      );
      expect(again.data.map((result) => result.paid)).toEqual([false, false]);
    }
    const [after] = await db
      .select({ n: count() })
      .from(walletLedger)
      .where(
        inArray(
          walletLedger.userId,
          resellers.map((r) => r.user.id),
        ),
      );
    expect(after!.n).toBe(30);
  }, 300_000);

  it('syncs a shop and renders products once while a worker is killed with -9 and restarted', async () => {
    const db = database.db;
    const shop = 'many-shop.myshopify.com';
    shopify.seed(shop, 2000);
    await createUser(db, { siteId, username: 'shopper', password: 'reseller123' });
    const token = await signIn('shopper', 'reseller123');
    const started = await api<{ authorize_url: string }>('POST', '/distribution/store', {
      token,
      body: { platform: 5, shop_domain: 'many-shop' },
    });
    expect(started.status_code, started.msg).toBe(200);
    const approve = await fetch(started.data.authorize_url, { redirect: 'manual' });
    const back = new URL(approve.headers.get('location')!);
    const connected = await api<{ id: number }>('POST', '/distribution/store/authCallback', {
      token,
      body: { query: Object.fromEntries(back.searchParams) },
    });
    expect(connected.status_code, connected.msg).toBe(200);
    const storeId = connected.data.id;

    // The worker running the sync is killed -9 in its middle (after its first committed batch),
    // while the designs below are saved, and started again.
    const killedMidSync = (async () => {
      await until('a first batch of the sync', async () => {
        const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
        return row!.syncDone > 0 && row!.syncStatus === 'running';
      });
      const [running] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, STORE_SYNC_JOB), eq(jobs.status, 'running')));
      // The worker holding it (ids are `worker-<pid>-…`) dies; it is started again.
      const holder = workers.findIndex((w) =>
        running!.lockedBy!.startsWith(`worker-${w.child.pid}-`),
      );
      expect(holder).toBeGreaterThanOrEqual(0);
      await killHard(workers[holder]!);
      workers[holder] = startWorker();
      return running!;
    })();

    // Designs saved through the proxy queue one render job each.
    const client = await signedInClient(proxy.url, 'shopper', 'reseller123');
    const blanks = await products.listBasic(client, { page: 1, page_size: 50 });
    const details = await Promise.all(blanks.data.map((b) => products.getBasic(client, b.id)));
    const shirt: DistributionBasicProduct = details.find(
      (b) => b.colors.length >= 2 && b.sizes.length >= 1 && b.views.length > 0,
    )!;
    const productIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      const saved = await saveOnePictureDesign(client, shirt, {
        name: `多进程设计 ${i}`,
        colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
        sizeIds: [shirt.sizes[0]!.id],
      });
      productIds.push(saved.id);
    }

    // New orders announced by webhooks, each three times, to both web processes in turn.
    const fresh = shopify.seed(shop, 5);
    for (const order of fresh)
      for (let i = 0; i < 3; i++)
        expect(
          await shopify.sendWebhook(
            `${proxy.url}/req/webhooks/shopify`,
            shop,
            'orders/create',
            shopifyRestOrder(order),
          ),
        ).toBe(200);

    const interrupted = await killedMidSync;
    await until('every job done', async () => {
      const open = await db
        .select({ n: count() })
        .from(jobs)
        .where(sql`${jobs.status} in ('queued', 'running') and ${jobs.runAt} <= now()`);
      return open[0]!.n === 0;
    });
    expect(await db.select().from(jobs).where(eq(jobs.status, 'failed'))).toEqual([]);
    // The interrupted sync was taken over when its lease ran out, and resumed.
    const [resumed] = await db.select().from(jobs).where(eq(jobs.id, interrupted!.id));
    expect(resumed).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(resumed!.lockedBy).not.toBe(interrupted!.lockedBy);

    const [imported] = await db
      .select({ n: count(), distinct: countDistinct(orders.platformOrderId) })
      .from(orders)
      .where(eq(orders.storeId, storeId));
    expect(imported).toEqual({ n: 2005, distinct: 2005 });

    const renders = await db.select().from(jobs).where(eq(jobs.kind, PRODUCT_RENDER_JOB));
    expect(
      renders.filter((job) =>
        productIds.includes((job.payload as { productId: number }).productId),
      ),
    ).toHaveLength(productIds.length);
    const rendered = await db
      .select()
      .from(designedProducts)
      .where(inArray(designedProducts.id, productIds));
    expect(rendered.map((p) => p.status)).toEqual(productIds.map(() => 'ready'));
    const prints = await db
      .select()
      .from(productPrintFiles)
      .where(inArray(productPrintFiles.productId, productIds));
    const mockups = await db
      .select()
      .from(productMockups)
      .where(inArray(productMockups.productId, productIds));
    expect(prints).toHaveLength(productIds.length);
    expect(mockups).toHaveLength(productIds.length * 2);
    for (const file of [...prints, ...mockups])
      expect(file).toMatchObject({ status: 'ready', fileKey: expect.any(String) });
  }, 300_000);
});
