/**
 * Request-path throughput: the built server (`node packages/server/dist/main.js`, as `pnpm start`
 * runs it, logging at its default level) and a probe (throughput-probe.ts: a bare Fastify route
 * doing one indexed query on the same database; on PGlite, whose data directory one process holds,
 * on a copy of the server's) under autocannon, both running, taken in turns, on PGlite
 * and — when BENCH_DATABASE_URL names a server — on a fresh PostgreSQL database.
 * Prints req/s, p99 and the ratio against the probe for health, the cart summary, cart items,
 * orders page 1 and basic products page 1 (the demo reseller, signed in: 5 cart lines, 40 orders,
 * the demo catalogue); for orders page 1 also against the probe's bare route that reads and sends
 * the same rows (`/probe/orders`), timed in the same turns.
 *
 * Needs `pnpm build` first. Run from the repo root: pnpm bench:api
 * Options (env): BENCH_DURATION seconds of a turn (default 5), BENCH_TURNS per path (default 2), BENCH_CONNECTIONS (default 50),
 * BENCH_CPU_PROF=<dir> (the server writes a V8 CPU profile there when it stops),
 * BENCH_SERVER_DIR=<a server package> (default packages/server: another checkout's built server,
 * for a before/after pair; the data are seeded by this checkout's code), BENCH_PATHS=<words> (only
 * the paths whose name holds one of the comma-separated words), BENCH_PGLITE=0 (PostgreSQL only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../packages/server/src/db/client.js';
import { seedThroughputData } from './throughput-seed.js';
import {
  signIn,
  startProcess,
  stopProcess,
  throughputPaths as paths,
  onFreshPostgres,
} from './server-process.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const TURNS = Number(process.env.BENCH_TURNS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const PATH_WORDS = process.env.BENCH_PATHS?.split(',');
const benchedPaths = paths.filter(
  (one) => !PATH_WORDS || PATH_WORDS.some((word) => one.name.includes(word)),
);
const serverMain = path.resolve(process.env.BENCH_SERVER_DIR ?? 'packages/server', 'dist/main.js');

interface Measured {
  rps: number;
  p99: number;
}

interface Target {
  /** DATABASE_URL for the processes, or undefined on PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 } satisfies Measured;
}

/** The probe process on the database (PGlite: a copy of the server's data directory). */
function startProbe(target: Target, port: number) {
  return startProcess(
    ['--import', 'tsx', 'bench/throughput-probe.ts'],
    {
      PORT: String(port),
      ...(target.databaseUrl
        ? { DATABASE_URL: target.databaseUrl }
        : { PGLITE_DIR: path.join(target.dataDir, 'probe-db') }),
    },
    'probe ready',
  );
}

function startServer(target: Target, port: number, label: string) {
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    PORTAL_DIR: '',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
  const profile = CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`, `--cpu-prof-name=server-${label}.cpuprofile`]
    : [];
  return startProcess([...profile, serverMain], env, 'PodKit is running');
}

/**
 * A path and the probe in turns (BENCH_TURNS of BENCH_DURATION seconds each): on a shared machine
 * both then meet the same neighbours, so their ratio means more than either figure alone. A turn
 * must be long against a request's wait (50 in flight): answers still open when a turn ends are
 * not counted.
 */
async function inTurns(
  url: string,
  headers: Record<string, string>,
  probeUrl: string,
  sameRowsUrl: string | undefined,
) {
  const server: Measured[] = [];
  const probe: Measured[] = [];
  const sameRows: Measured[] = [];
  await load(url, headers, 1);
  await load(probeUrl, {}, 1);
  if (sameRowsUrl) await load(sameRowsUrl, {}, 1);
  for (let turn = 0; turn < TURNS; turn++) {
    server.push(await load(url, headers, DURATION));
    probe.push(await load(probeUrl, {}, DURATION));
    if (sameRowsUrl) sameRows.push(await load(sameRowsUrl, {}, DURATION));
  }
  const mean = (runs: Measured[]) => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.round(runs.reduce((sum, run) => sum + run.p99, 0) / runs.length),
  });
  return {
    server: mean(server),
    probe: mean(probe),
    sameRows: sameRows.length > 0 ? mean(sameRows) : undefined,
  };
}

async function benchDatabase(label: string, target: Target, database: Database) {
  await database.migrate();
  await seedThroughputData(database.db, target.dataDir);
  await database.close();
  if (!target.databaseUrl)
    fs.cpSync(path.join(target.dataDir, 'db'), path.join(target.dataDir, 'probe-db'), {
      recursive: true,
    });
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const probe = await startProbe(target, port);
  const server = await startServer(target, port + 1, label);
  try {
    const base = `http://127.0.0.1:${port + 1}`;
    const token = await signIn(base);
    const results = new Map<string, Awaited<ReturnType<typeof inTurns>>>();
    for (const one of benchedPaths) {
      const headers: Record<string, string> = one.signedIn
        ? { authorization: `Bearer ${token}` }
        : {};
      results.set(
        one.name,
        await inTurns(
          base + one.url,
          headers,
          `http://127.0.0.1:${port}/probe`,
          one.sameRows && `http://127.0.0.1:${port}${one.sameRows}`,
        ),
      );
    }
    return { label, results };
  } finally {
    await stopProcess(server);
    await stopProcess(probe);
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-api-'));
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    return await benchDatabase('PGlite', { databaseUrl: undefined, dataDir }, database);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  return onFreshPostgres(async (databaseUrl, dataDir) => {
    const database = await openDatabase({ databaseUrl });
    return benchDatabase('PostgreSQL', { databaseUrl, dataDir }, database);
  });
}

type Run = Awaited<ReturnType<typeof benchDatabase>>;

function printTable(runs: Run[]): void {
  const fmt = (m: Measured) => `${Math.round(m.rps).toLocaleString('en')} req/s, p99 ${m.p99} ms`;
  console.log(
    `\n${CONNECTIONS} connections; per path ${TURNS} turns of ${DURATION} s on the path, then ${DURATION} s on the probe (after 1 s of warm-up each)\n`,
  );
  console.log(
    '| path | database | PodKit | probe in the same run | ratio | p99 ÷ probe p99 | bare route, same rows | ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    for (const [name, { server: m, probe, sameRows }] of run.results) {
      const ratio = `${Math.round((100 * m.rps) / probe.rps)} %`;
      const p99 = `${(m.p99 / Math.max(probe.p99, 1)).toFixed(1)}×`;
      const same = sameRows
        ? `${fmt(sameRows)} | ${Math.round((100 * m.rps) / sameRows.rps)} %`
        : '— | —';
      console.log(
        `| \`${name}\` | ${run.label} | ${fmt(m)} | ${fmt(probe)} | ${ratio} | ${p99} | ${same} |`,
      );
    }
  }
}

const runs: Run[] = process.env.BENCH_PGLITE === '0' ? [] : [await onPglite()];
const postgres = await onPostgres();
if (postgres) runs.push(postgres);
printTable(runs);
