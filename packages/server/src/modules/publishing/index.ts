// The publishing module's public face (ARCHITECTURE.md decision 5): its plugin (刊登中心: price
// templates, listing templates, releases) and its job.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDependencies, JobHandler } from '../jobs/index.js';
import { listingJobHandler } from './release-job.js';
import { LISTING_JOB } from './releases.js';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  // In a plugin of its own: multipart is registered only for the spreadsheet upload.
  await app.register((await import('./template-sheets/routes.js')).default, options);
};
export default fp(plugin);
export { LISTING_JOB };
export function jobHandlers({ config }: JobDependencies): Record<string, JobHandler> {
  return { [LISTING_JOB]: listingJobHandler(config) };
}
export { publishedSkus, storefrontListings } from './storefront-listings.js';
export {
  currencyRates,
  listingTemplates,
  listings,
  priceTemplates,
  templateRecords,
} from './schema.js';
