/**
 * The server's resident memory: the built server (`node packages/server/dist/main.js`, as
 * `pnpm start` runs it) on PGlite seeded like the request-path bench (throughput-seed.ts), on
 * PGlite starting from an empty data directory (it creates, migrates and seeds the demo site
 * itself, as on a first `pnpm start`), and on PostgreSQL when BENCH_DATABASE_URL names one.
 * Each is measured idle (start-up settled), under the api-throughput load (health, cart items,
 * orders page 1, basic products page 1 in turn, 50 connections) and after it, against the
 * 500 MB limit. RSS is the process's VmRSS from /proc (Linux); peak is its VmHWM.
 *
 * Needs `pnpm build` first. Run from the repo root: pnpm bench:memory
 * Options (env): BENCH_DURATION seconds per path (default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_SERVER_DIR=<a server package> (another checkout's built server, for before/after pairs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../packages/server/src/db/client.js';
import { seedThroughputData } from './throughput-seed.js';
import {
  signIn,
  startProcess,
  stopProcess,
  throughputPaths,
  onFreshPostgres,
} from './server-process.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIMIT_MB = 500;
const SETTLE_MS = 5_000;
const serverMain = path.resolve(process.env.BENCH_SERVER_DIR ?? 'packages/server', 'dist/main.js');

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { rss: kB('VmRSS') / 1024, peak: kB('VmHWM') / 1024 };
}

async function measure(label: string, dataDir: string, databaseUrl: string | undefined) {
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const server = await startProcess(
    [serverMain],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIR: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    'PodKit is running',
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await sleep(SETTLE_MS);
    const idle = memoryOf(server.pid!);
    const token = await signIn(base);
    let during = 0;
    for (const one of throughputPaths) {
      const headers: Record<string, string> = one.signedIn
        ? { authorization: `Bearer ${token}` }
        : {};
      const result = await autocannon({
        url: base + one.url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${one.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
      during = Math.max(during, memoryOf(server.pid!).rss);
    }
    await sleep(SETTLE_MS);
    const after = memoryOf(server.pid!);
    return { label, idle: idle.rss, during, after: after.rss, peak: after.peak };
  } finally {
    await stopProcess(server);
  }
}

async function seeded(database: Database, dataDir: string) {
  await database.migrate();
  await seedThroughputData(database.db, dataDir);
  await database.close();
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-memory-'));
  try {
    await seeded(await openDatabase({ pgliteDir: path.join(dataDir, 'db') }), dataDir);
    return await measure('PGlite', dataDir, undefined);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's first start: it creates, migrates and seeds its database itself. */
async function onPgliteFirstStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-memory-'));
  try {
    return await measure('PGlite, first start (creates its database)', dataDir, undefined);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  return onFreshPostgres(async (databaseUrl, dataDir) => {
    await seeded(await openDatabase({ databaseUrl }), dataDir);
    return measure('PostgreSQL', dataDir, databaseUrl);
  });
}

const runs = [await onPglite(), await onPgliteFirstStart()];
const postgres = await onPostgres();
if (postgres) runs.push(postgres);

const mb = (value: number) => `${Math.round(value)} MB`;
const ofLimit = (value: number) => `${Math.round((100 * value) / LIMIT_MB)} %`;
console.log(
  `\nper path ${DURATION} s at ${CONNECTIONS} connections; idle and after: ${SETTLE_MS / 1000} s after start-up / the load; limit ${LIMIT_MB} MB\n`,
);
console.log(
  '| database | RSS idle | RSS under load (max) | RSS after load | peak (VmHWM) | peak ÷ limit |',
);
console.log('|---|---|---|---|---|---|');
for (const run of runs)
  console.log(
    `| ${run.label} | ${mb(run.idle)} | ${mb(run.during)} | ${mb(run.after)} | ${mb(run.peak)} | ${ofLimit(run.peak)} |`,
  );
