import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createStorage } from '../src/storage/index.js';
import { createPostgresDatabase, testDbKind } from './harness.js';
import { copyTemplateForBuiltServer } from './support/database-templates.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `podkit-${prefix}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** A database of the kind under test: a PGlite data directory, or a new PostgreSQL database. */
async function emptyPlace(prefix: string): Promise<Place> {
  const dataDir = tempDir(prefix);
  if (testDbKind === 'pglite') return { dataDir, databaseUrl: undefined };
  const created = await createPostgresDatabase();
  cleanups.push(created.drop);
  return { dataDir, databaseUrl: created.url };
}

/** A database of the kind under test as the server leaves it after its first start: migrated, seeded. */
async function seededPlace(): Promise<Place> {
  const data = await copyTemplateForBuiltServer(testDbKind, '');
  cleanups.push(() => fs.rmSync(data.dataDir, { recursive: true, force: true }));
  cleanups.push(data.drop);
  return { dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL };
}

function open(place: Place): Promise<Database> {
  return openDatabase({
    databaseUrl: place.databaseUrl,
    pgliteDir: path.join(place.dataDir, 'db'),
  });
}

/** Every table's rows, each table as one digest of its rows in order, keyed by table. */
async function tableDigests(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const digests: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [schema, table] = name.split('.');
    const rows = await database.db.execute(
      sql`select count(*) as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(schema!)}.${sql.identifier(table!)} t`,
    );
    const [row] = rowsOf<{ count: string | number; digest: string }>(rows);
    digests[name] = `${Number(row!.count)}:${row!.digest}`;
  }
  return digests;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every stored file by its path under `files/`, as a SHA-256 of its bytes. */
function fileDigests(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'files');
  const digests: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(root, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return digests;
}

describe(`backup and restore on ${testDbKind}`, () => {
  it('restores into a new place the same rows and the same files, and never over data', async () => {
    const source = await seededPlace();
    const database = await open(source);
    const storage = createStorage({ dataDir: source.dataDir, publicUrl: '' });
    await storage.put('vouchers/2026/receipt.png', Buffer.from('a private voucher'), {
      contentType: 'image/png',
    });
    const before = await tableDigests(database);
    await database.close();
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(before['public.users']).toMatch(/^[1-9]\d*:/);

    const archive = path.join(tempDir('backup-out'), 'podkit.tar.gz');
    const manifest = await createBackup(source, archive);
    const files = fileDigests(source.dataDir);
    expect(manifest).toMatchObject({ database: testDbKind, files: Object.keys(files).length });
    expect(manifest.migration).toMatch(/^\d{4}_/);

    const target = await emptyPlace('backup-target');
    await restoreBackup(target, archive);
    const restored = await open(target);
    expect(await tableDigests(restored)).toEqual(before);
    await restored.close();
    expect(fileDigests(target.dataDir)).toEqual(files);

    // A second restore into the same place refuses: it holds data now.
    await expect(restoreBackup(target, archive)).rejects.toThrow(/empty/);
  });

  it('refuses a backup of the other kind of database', async () => {
    const source = await seededPlace();
    const archive = path.join(tempDir('backup-kind-out'), 'podkit.tar.gz');
    await createBackup(source, archive);
    const other =
      testDbKind === 'pglite'
        ? { dataDir: tempDir('kind-target'), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }
        : { dataDir: tempDir('kind-target'), databaseUrl: undefined };
    await expect(restoreBackup(other, archive)).rejects.toThrow(/This backup is of a/);
  });

  it.runIf(testDbKind === 'pglite')(
    'refuses to back up a data directory another process has open, not one an earlier boot left',
    async () => {
      const source = await emptyPlace('backup-locked');
      const database = await open(source);
      await database.migrate();
      await database.close();
      // The parent process (the test runner) stands for a running server holding the lock.
      fs.writeFileSync(path.join(source.dataDir, 'db.lock'), String(process.ppid));
      const archive = path.join(source.dataDir, 'out.tar.gz');
      await expect(createBackup(source, archive)).rejects.toThrow(
        new RegExp(`open in another PodKit process \\(pid ${process.ppid}\\)`),
      );
      expect(fs.existsSync(archive)).toBe(false);
      // The same pid written in an earlier boot of the machine belongs to nobody of ours now.
      fs.writeFileSync(path.join(source.dataDir, 'db.lock'), `${process.ppid} an-earlier-boot`);
      await createBackup(source, archive);
      expect(fs.existsSync(archive)).toBe(true);
    },
  );
});
