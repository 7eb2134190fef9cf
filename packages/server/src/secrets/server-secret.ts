import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from './schema.js';

/** Per-database cache: a stored secret never changes, so every process may keep what it read. */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The secret called `name`, the same for every server process sharing this database.
 * With `PODKIT_SECRET` set, each name gets its own key derived from it (HMAC-SHA256), so one
 * leaked purpose key says nothing about the others; otherwise a random value is generated once
 * and stored in `server_secrets`.
 */
export async function getServerSecret(
  db: Db,
  name: string,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const master = env.PODKIT_SECRET?.trim();
  if (master) return createHmac('sha256', master).update(name).digest('base64url');

  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    byName.set(name, secret);
    // A failed read must not stick: the next call tries the database again.
    secret.catch(() => byName.delete(name));
  }
  return secret;
}

async function loadOrCreate(db: Db, name: string): Promise<string> {
  // Racing processes each offer a value; the first insert wins and everyone reads the winner.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
