/**
 * The throughput bench's probe: a bare Fastify route (no logger, no hooks, no schema) that does one
 * indexed query on the same database as the server — a primary-key read of a user through the
 * same Drizzle driver. What the machine and database allow for one request with one query.
 * Beside it `/probe/orders`: the rows of the reseller's orders page 1 (20 orders, every column,
 * newest first) and their count in one statement written out, on the driver's own client, sent as
 * they come (JSON.stringify) — the least a route can do for a request carrying the same rows.
 * And `/probe/cartItems`: the reseller's cart lines with their goods, SKUs and designed products,
 * the statement the cart sends, written out and sent the same way.
 *
 * Started by api-throughput.bench.ts: PORT, and DATABASE_URL or PGLITE_DIR.
 */
import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import type FastifyModule from 'fastify';
import { openDatabase } from '../packages/server/src/db/client.js';
import { cartItems } from '../packages/server/src/modules/cart/schema.js';
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
const [cartOwner] = await database.db
  .select({ siteId: cartItems.siteId, userId: cartItems.userId })
  .from(cartItems)
  .limit(1);
// The cart's one statement (cart-service.ts cartLinesOf), written out.
const CART_LINES = `select ci.*, g.id, g.name, g.images, g.price_cents, g.stock, g.is_published,
    s.id, s.spec_values, s.price_cents, s.stock,
    exists (select 1 from goods_skus k where k.goods_id = g.id),
    d.id, d.name, d.basic_product_id, d.status,
    exists (select 1 from designed_product_skus k where k.product_id = d.id
      and k.color_id = ci.color_id and k.size_id = ci.size_id),
    (select m.file_key from product_mockups m join blank_views v on v.id = m.view_id
      where m.product_id = d.id and m.color_id = ci.color_id and m.status = 'ready'
      and m.file_key <> '' order by v.sort, v.id limit 1)
  from cart_items ci
  left join goods g on g.id = ci.goods_id and g.site_id = ci.site_id
  left join goods_skus s on s.id = ci.goods_sku_id and s.goods_id = ci.goods_id
  left join designed_products d on d.id = ci.designed_product_id and d.site_id = ci.site_id
    and d.user_id = ci.user_id
  where ci.site_id = $1 and ci.user_id = $2 order by ci.id`;
app.get('/probe/cartItems', async () => {
  const { rows } = (await client.query(CART_LINES, [
    cartOwner?.siteId ?? 0,
    cartOwner?.userId ?? 0,
  ])) as { rows: Array<Record<string, unknown>> };
  return { status_code: 200, msg: 'ok', data: rows };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('probe ready');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
