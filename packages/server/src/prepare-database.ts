import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { seedDemo } from './seed/demo.js';
import { createStorage } from './storage/index.js';

/** What the first-start child prints as it begins. */
export const FIRST_START_LINE = 'First start: creating the embedded database and the demo site …';

/** Brings the database's tables up to date and seeds the demo site; true when it seeded. */
export function prepareDatabase(database: Database, config: ServerConfig): Promise<boolean> {
  return database.exclusively(async () => {
    await database.migrate();
    return seedDemo(database.db, { storage: createStorage(config) });
  });
}

/** True when the embedded database's directory holds no cluster yet: this is a first start. */
export function isNewPgliteDir(dir: string): boolean {
  return !fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Creates, migrates and seeds a new embedded database in a child process (first-start.ts) and
 * waits for it to finish; true when it seeded. What creating a cluster and drawing the demo
 * pictures take (some 300 MB that PGlite and the image libraries never give back) leaves with the
 * child, so the server that then opens the directory is as small as on any later start
 * (bench/README.md, "Server memory").
 */
export function prepareInChildProcess(): Promise<boolean> {
  // Beside this file: dist/first-start.js when built, src/first-start.ts under tsx.
  const extension = path.extname(new URL(import.meta.url).pathname);
  const script = new URL(`./first-start${extension}`, import.meta.url);
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { stdio: 'inherit' });
    let seeded = false;
    child.on('message', (message: { seeded?: boolean }) => (seeded = message.seeded === true));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(seeded)
        : reject(new Error(`Creating the database failed (exit ${code ?? signal})`)),
    );
  });
}
