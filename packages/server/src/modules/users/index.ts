// The users module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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
export { activeAccountIds, findActiveAccount, isActiveAccount } from './active-account.js';
export { currentLevel, groupBalance, levelForRecharge, siteGroupLevels } from './group-level.js';
export type { GroupLevel } from './group-level.js';
export { groups, users } from './schema.js';
export { GroupBalanceSchema } from './schemas.js';
export type { User } from './schema.js';
export { signedInActor, signedInUser } from './signed-in.js';
export { maskEmail, maskPhone } from './user-info.js';
