import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../../storage/index.js';
import { storedFileRoutes } from './file-routes.js';
import { uploadApi } from './upload-routes.js';

/** The signed upload form and the upload endpoint, under the API prefix. */
const uploads: FastifyPluginAsync = async (app) => {
  await app.register(uploadApi, { storage: createStorage(app.config) });
};

export default uploads;

/** The stored files at `/files/*`, outside the API prefix (app.ts registers them at the root). */
export const storedFiles = fp(
  async (app) => {
    await app.register(storedFileRoutes, { storage: createStorage(app.config) });
  },
  { name: 'stored-files', fastify: '5.x' },
);
