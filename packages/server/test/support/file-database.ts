import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../../src/db/client.js';
import { openTestDatabase } from '../harness.js';

/**
 * A fresh migrated database of the kind under test for one file's tests: opened before them,
 * dropped after. Its `db` is there from the first test on.
 */
export function databaseForFile(): { readonly db: Db } {
  let opened: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database: opened, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop?.();
  });
  return {
    get db() {
      if (!opened) throw new Error('the database is opened before the first test');
      return opened.db;
    },
  };
}
