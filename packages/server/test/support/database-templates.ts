import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDemo } from '../../src/seed/demo.js';
import { createStorage } from '../../src/storage/index.js';
import { templateDirPrefix, templateNamePrefix } from './template-names.js';

/**
 * Every test file gets a database of its own. Starting one from nothing costs seconds of CPU (PGlite
 * creates its cluster, then 20-odd migrations and the demo seed run), so each test process builds
 * the migrated (and the seeded) database once and copies it for each file: PGlite loads a dump of
 * it, PostgreSQL creates the new database from it as a template. The copy is the same database the
 * migrations and the seed would have made; the seed's stored files are copied with it.
 */

export type TestDbKind = 'pglite' | 'postgres';

/** What the seed depends on besides the database: its files' public address. */
export interface SeedOptions {
  publicUrl: string;
}

interface Template {
  /** PGlite: the cluster as `dumpDataDir` wrote it. */
  dump: Blob | undefined;
  /** PostgreSQL: the database copied by `create database … template`. */
  templateName: string | undefined;
  /** Where the seed stored its files (the template's data directory); null when not seeded. */
  dataDir: string | null;
}

export interface TemplatedDatabase {
  database: Database;
  url: string | undefined;
  drop: () => Promise<void>;
}

const templates = new Map<string, Promise<Template>>();

/** This run's name for what it leaves on the PostgreSQL server and in the temp folder. */
function runId(): string {
  return inject('databaseTemplateRun') ?? `p${process.pid}`;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PODKIT_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function buildTemplate(kind: TestDbKind, seed: SeedOptions | null): Promise<Template> {
  const run = runId();
  const templateName =
    kind === 'postgres' ? `${templateNamePrefix(run)}${randomBytes(4).toString('hex')}` : undefined;
  if (templateName) await adminQuery(`create database ${templateName}`);
  const database = await openDatabase(
    templateName ? { databaseUrl: databaseUrl(templateName) } : {},
  );
  let dataDir: string | null = null;
  try {
    await database.migrate();
    if (seed) {
      dataDir = fs.mkdtempSync(templateDirPrefix(run));
      await seedDemo(database.db, {
        storage: createStorage({ dataDir, publicUrl: seed.publicUrl }),
      });
    }
    const dump = database.pglite ? await database.pglite.dumpDataDir('none') : undefined;
    return { dump, templateName, dataDir };
  } finally {
    // A template database may have no open connection while it is being copied.
    await database.close();
  }
}

function templateFor(kind: TestDbKind, seed: SeedOptions | null): Promise<Template> {
  const key = JSON.stringify([kind, seed]);
  let template = templates.get(key);
  if (!template) {
    template = buildTemplate(kind, seed);
    templates.set(key, template);
  }
  return template;
}

function copySeededFiles(template: Template, dataDir: string): void {
  if (!template.dataDir) return;
  const files = path.join(template.dataDir, 'files');
  if (fs.existsSync(files)) fs.cpSync(files, path.join(dataDir, 'files'), { recursive: true });
}

/**
 * A fresh database of the given kind, migrated and (with `seed`) seeded, whose seeded files are
 * copied into `dataDir`'s storage. The caller owns dropping it.
 */
export async function copyTemplateDatabase(
  kind: TestDbKind,
  seed: SeedOptions | null,
  dataDir: string | null,
): Promise<TemplatedDatabase> {
  const template = await templateFor(kind, seed);
  if (dataDir) copySeededFiles(template, dataDir);
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDump: template.dump });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `podkit_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template.templateName}`);
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface BuiltServerData {
  /** The server's DATA_DIR: the seeded files, and on PGlite its database in `db`. */
  dataDir: string;
  /** DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Drops the PostgreSQL copy (the data directory goes with the server's stop). */
  drop: () => Promise<void>;
}

/**
 * The seeded template as a built server (`dist/main.js`) opens it: a data directory, and on
 * PostgreSQL a copied database. The server finds it migrated and seeded and starts in a second
 * instead of migrating and drawing the demo pictures again.
 */
export async function copyTemplateForBuiltServer(
  kind: TestDbKind,
  publicUrl: string,
): Promise<BuiltServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-built-'));
  if (kind === 'pglite') {
    const template = await templateFor(kind, { publicUrl });
    copySeededFiles(template, dataDir);
    const database = await openDatabase({
      pgliteDir: path.join(dataDir, 'db'),
      pgliteDump: template.dump,
    });
    await database.close();
    return { dataDir, env: {}, drop: async () => {} };
  }
  // The copy's own pool has not connected; it closes with `drop`.
  const copy = await copyTemplateDatabase(kind, { publicUrl }, dataDir);
  return { dataDir, env: { DATABASE_URL: copy.url! }, drop: copy.drop };
}
