/**
 * Request-path throughput: the built server (`node packages/server/dist/main.js`, as `pnpm start`
 * runs it, logging at its default level) and a probe (throughput-probe.ts: a bare Fastify route
 * doing one indexed query on the same database) under autocannon, one after the other in the same
 * run, on PGlite and — when BENCH_DATABASE_URL names a server — on a fresh PostgreSQL database.
 * Prints req/s, p99 and the ratio against the probe for health, cart items, orders page 1 and basic
 * products page 1 (the demo reseller, signed in: 5 cart lines, 40 orders, the demo catalogue).
 *
 * Needs `pnpm build` first. Run from the repo root: pnpm bench:api
 * Options (env): BENCH_DURATION seconds per path (default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_CPU_PROF=<dir> (the server writes a V8 CPU profile there when it stops).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../packages/server/src/db/client.js';
import { DEMO_RESELLER } from '../packages/server/src/seed/demo.js';
import { seedThroughputData } from './throughput-seed.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const repoRoot = path.resolve(import.meta.dirname, '..');

const paths = [
  { name: 'GET /req/health', url: '/req/health', signedIn: false },
  { name: 'GET /req/distribution/cartItem', url: '/req/distribution/cartItem', signedIn: true },
  {
    name: 'GET /req/distribution/order page 1',
    url: '/req/distribution/order?page=1&page_size=20',
    signedIn: true,
  },
  {
    name: 'GET /req/distribution/basicProduct page 1',
    url: '/req/distribution/basicProduct?page=1&page_size=20',
    signedIn: true,
  },
];

interface Measured {
  rps: number;
  p99: number;
}

interface Target {
  /** DATABASE_URL for the processes, or undefined on PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Starts a child process and waits until it prints `ready`. */
async function startProcess(args: string[], env: Record<string, string>, ready: string) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  // The server's request log goes to stdout: read and drop it, as a log shipper would.
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr.join('')}`)));
  });
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 } satisfies Measured;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/req/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_RESELLER.username, password: DEMO_RESELLER.password }),
  });
  const body = (await res.json()) as { status_code: number; msg: string; data: { token: string } };
  if (body.status_code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}

async function measureProbe(target: Target, port: number): Promise<Measured> {
  const probe = await startProcess(
    ['--import', 'tsx', 'bench/throughput-probe.ts'],
    {
      PORT: String(port),
      ...(target.databaseUrl
        ? { DATABASE_URL: target.databaseUrl }
        : { PGLITE_DIR: path.join(target.dataDir, 'db') }),
    },
    'probe ready',
  );
  try {
    const url = `http://127.0.0.1:${port}/probe`;
    await load(url, {}, 1);
    return await load(url, {}, DURATION);
  } finally {
    await stopProcess(probe);
  }
}

async function measureServer(target: Target, port: number, label: string) {
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
  const server = await startProcess(
    [...profile, 'packages/server/dist/main.js'],
    env,
    'PodKit is running',
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    const results = new Map<string, Measured>();
    for (const one of paths) {
      const headers: Record<string, string> = one.signedIn
        ? { authorization: `Bearer ${token}` }
        : {};
      await load(base + one.url, headers, 1);
      results.set(one.name, await load(base + one.url, headers, DURATION));
    }
    return results;
  } finally {
    await stopProcess(server);
  }
}

async function benchDatabase(label: string, target: Target, database: Database) {
  await database.migrate();
  await seedThroughputData(database.db, target.dataDir);
  await database.close();
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const probe = await measureProbe(target, port);
  const server = await measureServer(target, port + 1, label);
  return { label, probe, server };
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
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `podkit_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-api-'));
  try {
    const target = { databaseUrl: url.toString(), dataDir };
    const database = await openDatabase({ databaseUrl: target.databaseUrl });
    return await benchDatabase('PostgreSQL', target, database);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

type Run = Awaited<ReturnType<typeof benchDatabase>>;

function printTable(runs: Run[]): void {
  const fmt = (m: Measured) => `${Math.round(m.rps).toLocaleString('en')} req/s, p99 ${m.p99} ms`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per path (after 1 s of warm-up)\n`);
  console.log('| path | database | PodKit | probe in the same run | ratio | p99 ÷ probe p99 |');
  console.log('|---|---|---|---|---|---|');
  for (const run of runs) {
    for (const [name, m] of run.server) {
      const ratio = `${Math.round((100 * m.rps) / run.probe.rps)} %`;
      const p99 = `${(m.p99 / Math.max(run.probe.p99, 1)).toFixed(1)}×`;
      console.log(
        `| \`${name}\` | ${run.label} | ${fmt(m)} | ${fmt(run.probe)} | ${ratio} | ${p99} |`,
      );
    }
  }
}

const runs: Run[] = [await onPglite()];
const postgres = await onPostgres();
if (postgres) runs.push(postgres);
printTable(runs);
