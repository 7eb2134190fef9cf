import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './built-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.artifacts');

/** Starts the built platform (`pnpm start` equivalent) once for all browser and API flows. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
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
