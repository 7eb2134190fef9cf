import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { FIRST_START_LINE } from '../src/prepare-database.js';
import { DEMO_RESELLER } from '../src/seed/demo.js';
import { startBuiltServer } from '../../../tests/support/built-server.js';
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

  it('seeds a new installation in a child process; the next start opens what it left', async () => {
    const dataDir = path.join(dir, 'first-start');
    const signIn = async (baseUrl: string) => {
      const res = await fetch(`${baseUrl}/req/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_RESELLER),
      });
      return ((await res.json()) as { status_code: number }).status_code;
    };
    fs.mkdirSync(dataDir);
    const first = await startBuiltServer({}, { dataDir });
    expect(first.output()).toContain(FIRST_START_LINE);
    expect(first.output()).toContain('Demo data created.');
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(await signIn(first.baseUrl)).toBe(200);
    // Stopped by hand: stop() would remove the data directory.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startBuiltServer({}, { dataDir });
    expect(second.output()).not.toContain(FIRST_START_LINE);
    expect(second.output()).not.toContain('Demo data created.');
    expect(await signIn(second.baseUrl)).toBe(200);
    await second.stop();
    // Two starts of the built server, the first seeding: each may take minutes on a busy machine.
  }, 320_000);
});
