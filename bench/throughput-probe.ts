/**
 * The throughput bench's probe: a bare Fastify route (no logger, no hooks, no schema) that does one
 * indexed query on the same database as the server — a primary-key read of a user through the
 * same Drizzle driver. What the machine and database allow for one request with one query.
 *
 * Started by api-throughput.bench.ts: PORT, and DATABASE_URL or PGLITE_DIR.
 */
import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import type FastifyModule from 'fastify';
import { openDatabase } from '../packages/server/src/db/client.js';
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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('probe ready');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
