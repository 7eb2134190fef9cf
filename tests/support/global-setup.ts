import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './built-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the built platform (`pnpm start` equivalent) once for all browser and API flows. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
