// The storefront module's public face (ARCHITECTURE.md decision 5): dj store fronts on PodKit's
// open API — the reseller's routes, the open API, and the webhook jobs.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobHandler } from '../jobs/index.js';
import { STOREFRONT_ORDER_EVENT_JOB } from '../orders/index.js';
import {
  orderEventHandler,
  redeliverHandler,
  STOREFRONT_REDELIVER_JOB,
} from './webhook-delivery.js';

const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  // Its own plugin: the API-key hook applies to the open routes only.
  await app.register((await import('./open-routes.js')).default, options);
};
export default fp(plugin);
export function jobHandlers(): Record<string, JobHandler> {
  return {
    // The orders module queues it when a dj store's order changes status.
    [STOREFRONT_ORDER_EVENT_JOB]: orderEventHandler,
    [STOREFRONT_REDELIVER_JOB]: redeliverHandler,
  };
}
export { signDelivery, verifyDelivery } from './webhook-signature.js';
