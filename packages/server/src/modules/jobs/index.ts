// The jobs module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
};
export default fp(plugin);
export { enqueueJob } from './queue.js';
export { jobProgressByIds } from './job-info.js';
export { jobs } from './schema.js';
export type { Job } from './schema.js';
export { composeJobHandlers } from './job-kinds.js';
export type { JobDependencies, ModuleJobHandlers } from './job-kinds.js';
export { startJobWorker } from './start.js';
export { PermanentJobError, RetryJobLater } from './worker.js';
export type { BatchJobRunner, JobContext, JobHandler, JobOutcome, JobWorker } from './worker.js';
