import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo.js';
import { createStorage } from '../src/storage/index.js';
import { copyTemplateDatabase } from './support/database-templates.js';

/** Which database this run of the suite uses: vitest sets it per project (root vitest.config.ts). */
export const testDbKind = process.env.PODKIT_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** The PostgreSQL database's URL (another process may open it); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Base URL once `listen()` was called. */
  url: string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** A fresh database of the kind under test, migrated; the caller owns closing it. */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const { database, drop, url } = await copyTemplateDatabase(testDbKind, null, null);
  return url ? { database, drop, url } : { database, drop };
}

/** An empty PostgreSQL database on TEST_DATABASE_URL's server, for a test or a process it starts. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PODKIT_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `podkit_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A real server (Fastify + migrated database + demo seed) for one test file. */
export async function startTestServer(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-test-'));
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: dataDir, SIGN_IN_RATE_PER_MINUTE: '100000', ...options.env }),
    portalDir: options.env?.PORTAL_DIR ?? '',
  };
  const seeded = options.seed !== false;
  // The templates hold files on the local disk: a server on S3 seeds its own copy into its bucket.
  const seedFromTemplate = seeded && !config.s3;
  const {
    database,
    drop,
    url: databaseUrl,
  } = await copyTemplateDatabase(
    testDbKind,
    seedFromTemplate ? { publicUrl: config.publicUrl } : null,
    dataDir,
  );
  if (seeded && !seedFromTemplate) await seedDemo(database.db, { storage: createStorage(config) });
  const app = await buildApp({
    db: database.db,
    config,
    logger: process.env.PODKIT_TEST_LOG === '1',
  });
  const server: TestServer = {
    app,
    database,
    config,
    databaseUrl,
    url: '',
    async listen() {
      server.url = await app.listen({ port: 0, host: '127.0.0.1' });
      return server.url;
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
