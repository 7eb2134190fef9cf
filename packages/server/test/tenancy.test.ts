import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, freshReseller, orderShirtsAndGood } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, defaultSiteId } from './support/accounts.js';
import { minimalValue, requestSchema } from './support/openapi-body.js';
import { demoShirtWithView, saveShirtDesign } from './support/designs.js';
import { uploadAttachment } from './support/uploads.js';

/**
 * Tenancy walked from the OpenAPI document, so routes added later are covered without editing
 * this test: every list a reseller can read is read as reseller A (who made records in many
 * modules first) and as reseller B (of the same site); each id only A sees is then tried as B on
 * every route of that collection that takes an id. B must never be answered as if the record were
 * B's (status_code 200). A module added later is walked as soon as A makes a record of it here.
 */
let server: TestServer;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const siteId = await defaultSiteId(db);
  const a = await freshReseller(server.app, db, siteId, 'tenant_a', 100_000);
  const b = await freshReseller(server.app, db, siteId, 'tenant_b', 100_000);
  tokenA = a.token;
  tokenB = b.token;
  await makeRecordsOf(a, siteId);
  // B has records of its own too, so that B's lists are not trivially empty.
  await addAddress(b.call);
}, 120_000);

/** Records of A in as many modules as a reseller writes to; each must be made for real. */
async function makeRecordsOf(a: Awaited<ReturnType<typeof freshReseller>>, siteId: number) {
  const db = server.database.db;
  const made = (answer: { status_code: number; msg: string }, what: string) => {
    if (answer.status_code !== 200) throw new Error(`${what}: ${answer.msg}`);
  };
  const order = await orderShirtsAndGood(db, siteId, a);
  made(
    await a.call('POST', '/distribution/cartItem/addCartItems', {
      items: [{ goods_id: order.items.find((item) => item.goods_id)?.goods_id, quantity: 1 }],
    }),
    'cart item',
  );
  await saveShirtDesign(a.call, await demoShirtWithView(db, siteId), '租户 A 的设计');
  made(await a.call('POST', '/distribution/userMaterialTag', { name: '租户A标签' }), 'tag');
  made(
    await a.call('POST', '/distribution/userMaterialCategory', { name: '租户A分类' }),
    'category',
  );
  made(
    await a.call('POST', '/distribution/addressBlack', {
      recipient_name: '黑名单甲',
      phone: '13800001111',
      address_keyword: '黑名单路',
      remark: '',
    }),
    'address black',
  );
  made(
    await a.call('POST', '/distribution/workOrder', {
      type: 'other',
      description: '租户 A 的问题',
    }),
    'work order',
  );
  const design = await uploadAttachment(server.app, (method, url) => a.call(method, url), 'a.png');
  made(
    await a.call('POST', '/distribution/bottomTemplate', {
      kind: 'insert',
      name: '租户 A 的卡片',
      design_file_id: design.id,
    }),
    'packaging template',
  );
  type Entry = { id: number; component: string; children: Entry[] };
  const grantable = await a.call<Entry[]>('GET', '/distribution/role/menus');
  const pages = (entries: Entry[]): Entry[] =>
    entries.flatMap((entry) => [...(entry.component ? [entry] : []), ...pages(entry.children)]);
  const menu = pages(grantable.data)[0]!;
  made(
    await a.call('POST', '/distribution/role', {
      name: '租户A角色',
      grants: [{ menu_id: menu.id, operates: [] }],
    }),
    'role',
  );
}
afterAll(async () => {
  await server?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
}

function operations(spec: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase() as Method, path })),
  );
}

/** Reseller routes: the console's and the public documentation's are not a reseller's records. */
const resellerRoute = (path: string) =>
  path.startsWith('/req/') && !path.startsWith('/req/admin') && !path.startsWith('/req/docs');

async function call(token: string, method: Method, url: string, payload?: unknown) {
  const sends = method === 'POST' || method === 'PUT';
  const res = await server.app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      ...(sends ? { 'content-type': 'application/json' } : {}),
    },
    ...(sends ? { payload: JSON.stringify(payload ?? {}) } : {}),
  });
  const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  return { http: res.statusCode, body: body as { status_code?: number; data?: unknown } | null };
}

/** The ids of a list's records: `data` itself or its page (`data.data`), each record's `id`. */
function idsOf(data: unknown): number[] {
  const page = (data as { data?: unknown } | null)?.data;
  const records = Array.isArray(data) ? data : Array.isArray(page) ? page : [];
  return records
    .map((record) => (record as { id?: unknown } | null)?.id)
    .filter((id): id is number => typeof id === 'number');
}

/** The collection a route with an id belongs to: its path up to the first parameter. */
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{'));

/**
 * A's ids of a collection: its own list, else its one list under it (`/userAddress` is listed by
 * `/userAddress/addressList`). Several lists under it may list other things (a work order's
 * order choices), so then none.
 */
function idsOfCollection(onlyA: Map<string, number[]>, collection: string) {
  const own = onlyA.get(collection);
  if (own) return own;
  const under = [...onlyA.keys()].filter((list) => list.startsWith(`${collection}/`));
  return under.length === 1 ? onlyA.get(under[0]!) : undefined;
}

describe(`tenancy from the OpenAPI document (${testDbKind})`, () => {
  it("never answers reseller B with reseller A's records", async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/req/docs/json' })).json();
    const ops = operations(spec).filter((op) => resellerRoute(op.path));

    // A's records per list, less what B sees in the same list (site-wide records: catalog,
    // notices, the public gallery).
    const onlyA = new Map<string, number[]>();
    for (const op of ops.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      const url = `${op.path}?page=1&page_size=50`;
      const [a, b] = await Promise.all([call(tokenA, 'GET', url), call(tokenB, 'GET', url)]);
      if (a.body?.status_code !== 200) continue;
      const seenByB = new Set(b.body?.status_code === 200 ? idsOf(b.body.data) : []);
      const ids = idsOf(a.body.data).filter((id) => !seenByB.has(id));
      if (ids.length > 0) onlyA.set(op.path, [...(onlyA.get(op.path) ?? []), ...ids]);
    }

    const leaks: string[] = [];
    const tried = new Set<string>();
    // Bodies valid by the route's own request schema, so B's call reaches the owner check
    // instead of stopping at validation (422).
    const withBody: string[] = [];
    const stoppedAtValidation: string[] = [];
    for (const op of ops.filter((o) => (o.path.match(/\{/g) ?? []).length === 1)) {
      const ids = idsOfCollection(onlyA, collectionOf(op.path));
      if (!ids) continue;
      // One of A's records is enough per route (the first and the last, in case of order).
      for (const id of new Set([ids[0]!, ids[ids.length - 1]!])) {
        const url = op.path.replace(/\{[^}]+\}/, String(id));
        const sends = op.method === 'POST' || op.method === 'PUT';
        const schema = sends ? requestSchema(spec, op.path, op.method) : undefined;
        const answer = await call(tokenB, op.method, url, minimalValue(schema, spec));
        tried.add(`${op.method} ${op.path}`);
        if (sends) {
          withBody.push(`${op.method} ${url}`);
          if (answer.body?.status_code === 422)
            stoppedAtValidation.push(`${op.method} ${url} ${JSON.stringify(answer.body)}`);
        }
        if (answer.http === 200 && answer.body?.status_code === 200) {
          leaks.push(`${op.method} ${url} → ${JSON.stringify(answer.body.data).slice(0, 160)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(withBody.length).toBeGreaterThan(0);
    expect(stoppedAtValidation).toEqual([]);
    // The walk reached a good part of the API (a seed without data would make it vacuous).
    expect(onlyA.size, [...onlyA.keys()].join(', ')).toBeGreaterThanOrEqual(8);
    expect(tried.size, [...tried].join(', ')).toBeGreaterThanOrEqual(20);
  }, 240_000);
});
