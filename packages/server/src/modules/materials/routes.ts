import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes } from './category-routes.js';
import { materialFileRoutes } from './material-file-routes.js';
import { materialRoutes } from './material-routes.js';
import { settingsRoutes } from './settings-routes.js';
import { tagRoutes } from './tag-routes.js';

/**
 * The material gallery (spec 7, Materials): tags, categories, the list and its bulk edits,
 * export, search by image, add from URL and upload settings. Uploads of type material become
 * materials in the uploads module's callback (uploads/upload-callback.ts).
 */
const materials: FastifyPluginAsync = async (app) => {
  const storage = app.storage;
  await app.register(tagRoutes);
  await app.register(categoryRoutes);
  await app.register(materialRoutes);
  await app.register(materialFileRoutes, { storage });
  await app.register(settingsRoutes);
};

export default materials;
