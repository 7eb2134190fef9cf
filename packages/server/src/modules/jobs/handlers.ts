import type { ServerConfig } from '../../config.js';
import type { JobHandler } from './worker.js';

export interface JobDependencies {
  config: ServerConfig;
}

/**
 * Every kind of background job and the function that runs it. Modules add their kinds here
 * (print files, exports, order sync), so that any worker process can run any job.
 */
export function jobHandlers(_deps: JobDependencies): Record<string, JobHandler> {
  return {};
}
