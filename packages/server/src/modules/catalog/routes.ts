import type { FastifyPluginAsync } from 'fastify';
import { adminBlankRoutes } from './admin-blank-routes.js';
import { adminSetupRoutes } from './admin-setup-routes.js';
import { blankRoutes } from './blank-routes.js';
import { systemConfigRoutes } from './system-config-routes.js';
import { userRoutes } from './user-routes.js';

/** Blanks (basic products) with their prices, styles and masks, and resellers' own settings. */
const catalog: FastifyPluginAsync = async (app) => {
  await app.register(blankRoutes);
  await app.register(systemConfigRoutes);
  await app.register(userRoutes);
  await app.register(adminBlankRoutes);
  await app.register(adminSetupRoutes);
};

export default catalog;
