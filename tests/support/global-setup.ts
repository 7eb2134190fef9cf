import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './built-server.js';
import { copySeededDataDir, writeSeededDataDir } from './seeded-data-dir.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The demo site, seeded once: servers of this run start from copies of it. */
    seededDataDir: string;
  }
}

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.artifacts');

/**
 * Starts the built platform (`pnpm start` equivalent) once for all browser and API flows, on a copy
 * of the demo data seeded once for the run.
 */
export default async function setup(project: TestProject) {
  const seeded = await writeSeededDataDir('seeded');
  const server = await startBuiltServer({}, { dataDir: copySeededDataDir(seeded, 'shared') });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('seededDataDir', seeded);
  return async () => {
    await server.stop();
    fs.rmSync(seeded, { recursive: true, force: true });
    keepServerLog(server.output());
  };
}

/**
 * The shared server's log (warnings and errors) is kept beside the test reports, and its errors are
 * printed: a flow that failed because the server did is then told apart from a flaky page.
 */
function keepServerLog(output: string) {
  fs.mkdirSync(artifacts, { recursive: true });
  // scripts/test-all.sh runs the flows in shards, each with its own server and log.
  const name = process.env.E2E_SHARD ? `e2e-server-${process.env.E2E_SHARD}.log` : 'e2e-server.log';
  fs.writeFileSync(path.join(artifacts, name), output);
  const errors = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
  if (errors.length === 0) return;
  console.error(`The e2e server logged ${errors.length} errors (.artifacts/${name}):`);
  for (const line of errors.slice(0, 20)) console.error(line.slice(0, 2000));
}
