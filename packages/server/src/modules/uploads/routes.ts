import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../../storage/index.js';
import { storedFileRoutes } from './file-routes.js';
import { uploadApi } from './upload-routes.js';

/**
 * Uploads and stored files. Wrapped with fastify-plugin so it can place routes on both sides of
 * the API prefix: the signed form and the upload endpoint under the prefix it is registered with
 * (`/req`), the stored files at `/files/*`.
 */
const uploads: FastifyPluginAsync<{ prefix?: string }> = async (app, opts) => {
  const storage = createStorage(app.config);
  await app.register(uploadApi, { prefix: opts.prefix ?? '', storage });
  await app.register(storedFileRoutes, { storage });
};

export default fp(uploads, { name: 'uploads', fastify: '5.x' });
