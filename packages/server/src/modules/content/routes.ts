import type { FastifyPluginAsync } from 'fastify';
import { articleRoutes } from './article-routes.js';
import { bannerRoutes } from './banner-routes.js';

/** Site content an operator edits: home-page banners, marketing pages and the help center. */
const content: FastifyPluginAsync = async (app) => {
  await app.register(bannerRoutes);
  await app.register(articleRoutes);
};

export default content;
