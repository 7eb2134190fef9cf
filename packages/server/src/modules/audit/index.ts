// The audit module's public face (ARCHITECTURE.md decision 5): who did what, for the main account.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { recordAuditEvent } from './audit-log.js';

/**
 * Records every change a signed-in account asks for (the hook covers every route registered beside
 * this module, i.e. all of /req) and registers the log's route.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  app.addHook('onResponse', recordAuditEvent);
  await app.register((await import('./routes.js')).default, options);
};
export default fp(plugin);
export { auditEvents } from './schema.js';
