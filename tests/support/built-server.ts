import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  output: () => string;
  /** The server process, for tests that signal it. */
  child: ChildProcess;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface BuiltProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `packages/server/dist/<entry>` (the server, or the job worker) with this environment. */
export function spawnBuilt(
  entry: 'main.js' | 'worker.js',
  env: Record<string, string>,
): BuiltProcess {
  const file = path.join(repoRoot, 'packages/server/dist', entry);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run 'pnpm build' first`);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [file], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', SIGN_IN_RATE_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/req/health`);
    return res.ok && (await res.json()).status_code === 200;
  } catch {
    return false;
  }
}

/**
 * Runs packages/server/dist/main.js on a free port with a fresh embedded database, or with the
 * data directory a test prepared (`dataDir`, removed on stop like a fresh one).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<BuiltServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-e2e-'));
  // The server asks the system for a free port and names it: a port picked here and freed again
  // could be taken by another test's server before this one binds it, and the health check below
  // would then reach that server.
  const { child, output, exited } = spawnBuilt('main.js', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  });
  // A fresh start migrates and seeds the demo site (drawing its pictures): 10 s on an idle machine,
  // over a minute while CI builds Storybook and type-checks beside it.
  const deadline = Date.now() + 150_000;
  let port = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    port ||= Number(/PodKit is running on http:\/\/localhost:(\d+)/.exec(output())?.[1] ?? 0);
    if (port && (await isHealthy(port))) break;
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
