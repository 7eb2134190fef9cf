/**
 * The throughput bench's probe: a bare Fastify route (no logger, no hooks, no schema) that does one
 * indexed query on the same database as the server — a primary-key read of a user through the
 * same Drizzle driver. What the machine and database allow for one request with one query.
 * Beside it `/probe/orders`: the rows of the reseller's orders page 1 (20 orders, every column,
 * newest first) and their count in one statement written out, on the driver's own client, sent as
 * they come (JSON.stringify) — the least a route can do for a request carrying the same rows.
 *
 * Started by api-throughput.bench.ts: PORT, and DATABASE_URL or PGLITE_DIR.
 */
import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import type FastifyModule from 'fastify';
import { openDatabase } from '../packages/server/src/db/client.js';
import { orders } from '../packages/server/src/modules/orders/schema.js';
import { users } from '../packages/server/src/modules/users/schema.js';

// drizzle-orm and fastify are the server package's dependencies, not the root's.
const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { eq } = serverRequire('drizzle-orm') as typeof Drizzle;
const Fastify = serverRequire('fastify') as typeof FastifyModule.default;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR,
});
const [first] = await database.db.select({ id: users.id }).from(users).limit(1);
const userId = first?.id ?? 1;
const app = Fastify({ logger: false });
app.get('/probe', async () => {
  const [row] = await database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return { status_code: 200, msg: 'ok', data: row ?? null };
});
const [orderOwner] = await database.db
  .select({ siteId: orders.siteId, userId: orders.userId })
  .from(orders)
  .limit(1);
const client = (
  database.db as unknown as { $client: { query(...args: unknown[]): Promise<unknown> } }
).$client;
// One statement, written out: the least a route can do to read these rows and their count.
const ORDERS_PAGE = `select *, (select count(*) from orders where site_id = $1 and user_id = $2) as total
  from orders where site_id = $1 and user_id = $2 order by created_at desc, id desc limit 20`;
app.get('/probe/orders', async () => {
  const { rows } = (await client.query(ORDERS_PAGE, [
    orderOwner?.siteId ?? 0,
    orderOwner?.userId ?? 0,
  ])) as { rows: Array<Record<string, unknown>> };
  return { status_code: 200, msg: 'ok', data: { data: rows, total: Number(rows[0]?.total ?? 0) } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('probe ready');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
