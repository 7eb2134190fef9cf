import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { testDbKind } from './harness.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-pglite-memory-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.runIf(testDbKind === 'pglite')('PGlite memory settings', () => {
  it('creates a new data directory, keeps what was written and runs with small buffers', async () => {
    const pgliteDir = path.join(dir, 'db');
    const first = await openDatabase({ pgliteDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('写入的数据')`);
    const settings = await first.db.execute(
      sql`select name, setting, unit from pg_settings
          where name in ('shared_buffers', 'maintenance_work_mem', 'synchronous_commit', 'wal_level')
          order by name`,
    );
    expect((settings as { rows: unknown[] }).rows).toEqual([
      { name: 'maintenance_work_mem', setting: '16384', unit: 'kB' },
      { name: 'shared_buffers', setting: '2048', unit: '8kB' },
      { name: 'synchronous_commit', setting: 'on', unit: null },
      { name: 'wal_level', setting: 'replica', unit: null },
    ]);
    await first.close();

    const again = await openDatabase({ pgliteDir });
    const kept = await again.db.execute(sql`select note from kept`);
    expect((kept as { rows: unknown[] }).rows).toEqual([{ note: '写入的数据' }]);
    await again.close();
  });
});
