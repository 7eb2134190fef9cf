/**
 * What the request-path benches share: the built server (or the probe) as a child process, the
 * demo reseller's sign-in, and the paths they load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/server/src/db/client.js';
import { DEMO_RESELLER } from '../packages/server/src/seed/demo.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Health, the cart summary (the PGlite row) and the three list calls the demo reseller
 * makes (signed in). `sameRows`: the probe's route that reads and sends the same rows.
 */
export const throughputPaths = [
  { name: 'GET /req/health', url: '/req/health', signedIn: false },
  {
    name: 'GET /req/distribution/cart',
    url: '/req/distribution/cart',
    signedIn: true,
    sameRows: '/probe/cartItems',
  },
  {
    name: 'GET /req/distribution/cartItem',
    url: '/req/distribution/cartItem',
    signedIn: true,
    sameRows: '/probe/cartItems',
  },
  {
    name: 'GET /req/distribution/order page 1',
    url: '/req/distribution/order?page=1&page_size=20',
    signedIn: true,
    sameRows: '/probe/orders',
  },
  {
    name: 'GET /req/distribution/basicProduct page 1',
    url: '/req/distribution/basicProduct?page=1&page_size=20',
    signedIn: true,
  },
];

/** Starts a child process and waits until it prints `ready`. */
export async function startProcess(args: string[], env: Record<string, string>, ready: string) {
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

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/req/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_RESELLER.username, password: DEMO_RESELLER.password }),
  });
  const body = (await res.json()) as { status_code: number; msg: string; data: { token: string } };
  if (body.status_code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}

/**
 * Runs `run` with a fresh PostgreSQL database on the server BENCH_DATABASE_URL names (its URL)
 * and a temporary data directory, both removed afterwards; null without BENCH_DATABASE_URL.
 */
export async function onFreshPostgres<T>(
  run: (databaseUrl: string, dataDir: string) => Promise<T>,
): Promise<T | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `podkit_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-'));
  try {
    return await run(url.toString(), dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}
