import http from 'node:http';
import net from 'node:net';
import type { StoreConnectResult, UploadForm } from '@podkit/sdk-core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { claimJob } from '../src/modules/jobs/queue.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { STORE_SYNC_JOB } from '../src/modules/stores/index.js';
import { freshReseller } from './cart-fixtures.js';
import { startShopifyFake } from './fakes/shopify.js';
import { loadConfig } from '../src/config.js';
import { startTestServer, testDbKind } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { copyTemplateForBuiltServer } from './support/database-templates.js';
import { makePng } from './support/images.js';
import {
  spawnBuilt,
  startBuiltServer,
  type BuiltServer,
} from '../../../tests/support/built-server.js';
import { uploadFormData } from './support/uploads.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The built server (`pnpm start`) on a fresh copy of the seeded database of the kind under test. */
async function startServer(env: Record<string, string>): Promise<BuiltServer> {
  const data = await copyTemplateForBuiltServer(testDbKind, loadConfig({}).publicUrl);
  cleanups.push(data.drop);
  const server = await startBuiltServer(
    { LOG_LEVEL: 'info', ...data.env, ...env },
    { dataDir: data.dataDir },
  );
  cleanups.push(() => server.stop());
  return server;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The demo reseller's signed upload form, over HTTP. */
async function uploadForm(baseUrl: string): Promise<UploadForm> {
  const login = await fetch(`${baseUrl}/req/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const form = await fetch(`${baseUrl}/req/admin/ossUpload?type=material`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  return ((await form.json()) as { data: UploadForm }).data;
}

/**
 * An upload whose body is sent in two halves: the request is under way on the server between
 * them. Answers the second half's sender and the response.
 */
async function slowUpload(baseUrl: string) {
  const form = await uploadForm(baseUrl);
  const multipart = new Request(baseUrl, {
    method: 'POST',
    body: uploadFormData(form, { bytes: makePng(400, 300), name: '关机前.png', type: 'image/png' }),
  });
  const body = Buffer.from(await multipart.arrayBuffer());
  const request = http.request(`${baseUrl}/req/upload/local`, {
    method: 'POST',
    headers: {
      'content-type': multipart.headers.get('content-type')!,
      'content-length': body.length,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
  });
  const half = body.length - 256;
  request.write(body.subarray(0, half));
  return {
    response,
    finish: () => request.end(body.subarray(half)),
  };
}

/** Whether the server's output names `text` within 30 s. */
async function logged(server: BuiltServer, text: string): Promise<boolean> {
  for (let i = 0; i < 600; i += 1) {
    if (server.output().includes(text)) return true;
    await pause(50);
  }
  return false;
}

async function refusesConnections(baseUrl: string): Promise<boolean> {
  for (let i = 0; i < 50; i += 1) {
    const refused = await fetch(`${baseUrl}/req/health`).then(
      () => false,
      () => true,
    );
    if (refused) return true;
    await pause(100);
  }
  return false;
}

describe(`graceful shutdown on ${testDbKind}`, () => {
  it('on SIGTERM stops accepting, lets the request under way finish, and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '20000', LOG_REQUESTS: 'all' });
    const upload = await slowUpload(server.baseUrl);
    // Under way once the server logged it: one that arrives after SIGTERM is refused (503).
    expect(await logged(server, '/req/upload/local')).toBe(true);

    server.child.kill('SIGTERM');
    expect(await refusesConnections(server.baseUrl)).toBe(true);
    // Still running: it waits for the upload.
    expect(server.child.exitCode).toBeNull();

    upload.finish();
    const answer = await upload.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status_code: 200 });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
  });

  it('cuts off a request that outlasts the grace, and still exits 0 (SIGINT too)', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '1000', LOG_REQUESTS: 'all' });
    const upload = await slowUpload(server.baseUrl);
    const cutOff = upload.response.then(
      () => 'answered',
      () => 'cut off',
    );
    expect(await logged(server, '/req/upload/local')).toBe(true);
    const signalled = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(await cutOff).toBe('cut off');
  });

  // Several processes share one queue only on PostgreSQL: dist/worker.js refuses PGlite.
  it.runIf(testDbKind === 'postgres')(
    'dist/worker.js hands the job it is running back to the queue on SIGTERM and exits 0',
    async () => {
      // A shop that never answers: the worker's store sync stays under way until it is stopped.
      const held = new Set<net.Socket>();
      const silent = net.createServer((socket) => held.add(socket));
      silent.listen(0, '127.0.0.1');
      await new Promise((resolve) => silent.once('listening', resolve));
      cleanups.push(() => {
        for (const socket of held) socket.destroy();
        silent.close();
      });
      const app = { apiKey: 'shutdown-key', apiSecret: 'shutdown-secret' };
      const fake = await startShopifyFake(app);
      cleanups.push(() => fake.close());
      const web = await startTestServer({
        env: {
          SHOPIFY_API_KEY: app.apiKey,
          SHOPIFY_API_SECRET: app.apiSecret,
          SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
        },
      });
      cleanups.push(() => web.close());
      await web.listen();
      const db = web.database.db;

      // A reseller connects a shop through the platform's OAuth; connecting queues its first sync.
      const reseller = await freshReseller(web.app, db, await defaultSiteId(db), 'stopping');
      const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
        platform: 5,
        shop_domain: 'shutdown-shop.myshopify.com',
      });
      const approve = await fetch(started.data.authorize_url!, { redirect: 'manual' });
      const back = new URL(approve.headers.get('location')!);
      const done = await reseller.call('POST', '/distribution/store/authCallback', {
        query: Object.fromEntries(back.searchParams),
      });
      expect(done.status_code, done.msg).toBe(200);
      const syncJobs = await db.select().from(jobs).where(eq(jobs.kind, STORE_SYNC_JOB));
      expect(syncJobs).toMatchObject([{ status: 'queued', attempts: 0 }]);

      const { port } = silent.address() as net.AddressInfo;
      const worker = spawnBuilt('worker.js', {
        LOG_LEVEL: 'info',
        DATABASE_URL: web.databaseUrl!,
        SHOPIFY_API_KEY: app.apiKey,
        SHOPIFY_API_SECRET: app.apiSecret,
        SHOPIFY_SHOP_ORIGIN: `http://127.0.0.1:${port}/{shop}`,
        SHUTDOWN_GRACE_MS: '1000',
      });
      cleanups.push(async () => {
        if (worker.child.exitCode === null && worker.child.signalCode === null) {
          worker.child.kill('SIGKILL');
          await worker.exited;
        }
      });
      // The worker takes the shop's first job (its order sync) and waits on the silent shop.
      let taken: typeof jobs.$inferSelect | undefined;
      for (let i = 0; !taken; i += 1) {
        if (i > 600 || worker.child.exitCode !== null)
          throw new Error(`the worker did not take a job:\n${worker.output()}`);
        await pause(100);
        [taken] = await db.select().from(jobs).where(eq(jobs.status, 'running'));
      }
      expect(taken.lockedBy).toMatch(/^worker-/);

      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      // Back in the queue at once: no lease to wait out, the interrupted attempt not counted.
      const [after] = await db.select().from(jobs).where(eq(jobs.id, taken.id));
      expect(after).toMatchObject({
        status: 'queued',
        attempts: taken.attempts - 1,
        lockedBy: null,
        lockedUntil: null,
      });
      const next = await claimJob(db, 'next-process', [taken.kind], 60_000);
      expect(next?.id).toBe(taken.id);
      await db
        .update(jobs)
        .set({ status: 'failed', lockedBy: null })
        .where(and(eq(jobs.id, taken.id), eq(jobs.lockedBy, 'next-process')));
    },
  );
});
