import type { FastifyPluginAsync } from 'fastify';
import { goodsAdminRoutes } from './admin-routes.js';
import { myGoodsRoutes } from './my-goods-routes.js';
import { goodsPublicRoutes } from './public-routes.js';
import { goodsStockRoutes } from './stock-routes.js';

/** General goods (ordinary products), their categories and sourcing requests. */
const goodsModule: FastifyPluginAsync = async (app) => {
  await app.register(goodsPublicRoutes);
  await app.register(myGoodsRoutes);
  await app.register(goodsAdminRoutes);
  await app.register(goodsStockRoutes);
};

export default goodsModule;
