/**
 * What the request-path benches share: the built server (or the probe) as a child process, the
 * demo reseller's sign-in, and the paths they load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_RESELLER } from '../packages/server/src/seed/demo.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Health, and the three list calls the demo reseller makes (signed in). */
export const throughputPaths = [
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
