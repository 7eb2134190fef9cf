// The menu module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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
export {
  cachedPermissionRoleId,
  cachedSystemRoleId,
  forgetRoleGrants,
  roleGrants,
} from './grants.js';
export { operateLabels, permissionLabel } from './operate-labels.js';
export { menuTreeForRole, permissionRoleId } from './permissions.js';
export { ensureSiteRoles, systemRoleId } from './roles.js';
export { menus, roleMenus, roles } from './schema.js';
export { seedMenusAndRoles } from './seed.js';
export { marketplaces } from './catalog.js';
