import type { ServerConfig } from '../../config.js';
import type { JobHandler } from './worker.js';

/** What a worker process gives every module to build its job handlers with. */
export interface JobDependencies {
  config: ServerConfig;
}

/**
 * A module's job handlers by kind, as its `index.ts` exports them (`export function jobHandlers`).
 * A function, not a list built at import time: modules import each other's index, and a kind's
 * constant may not be initialised yet while such a cycle loads.
 */
export type ModuleJobHandlers = (deps: JobDependencies) => Record<string, JobHandler>;

/** Every module's handlers in one table, so any worker runs any job; a kind listed twice throws. */
export function composeJobHandlers(
  modules: readonly { jobHandlers?: ModuleJobHandlers }[],
  deps: JobDependencies,
): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.jobHandlers?.(deps) ?? {})) {
      if (handlers[kind]) throw new Error(`job kind ${kind} is registered by two modules`);
      handlers[kind] = handler;
    }
  }
  return handlers;
}
