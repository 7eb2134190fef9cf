import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from './harness.js';
import { databaseForFile } from './support/file-database.js';
import { serverSecrets } from '../src/secrets/schema.js';
import { getServerSecret } from '../src/secrets/server-secret.js';

const database = databaseForFile();

describe(`server secrets on ${testDbKind}`, () => {
  it('generates a random secret once and stores it', async () => {
    const first = await getServerSecret(database.db, 'unit-a', {});
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getServerSecret(database.db, 'unit-a', {})).toBe(first);
    const rows = await database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'unit-a'));
    expect(rows.map((row) => row.value)).toEqual([first]);
    expect(await getServerSecret(database.db, 'unit-b', {})).not.toBe(first);
  });

  it('derives a key per name from PODKIT_SECRET without touching the table', async () => {
    const env = { PODKIT_SECRET: 'operator-chosen' };
    const value = await getServerSecret(database.db, 'unit-env', env);
    expect(value).toBe(
      createHmac('sha256', 'operator-chosen').update('unit-env').digest('base64url'),
    );
    expect(await getServerSecret(database.db, 'unit-env-2', env)).not.toBe(value);
    expect(
      await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'unit-env')),
    ).toEqual([]);
  });
});
