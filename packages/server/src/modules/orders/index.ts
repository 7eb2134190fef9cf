// The orders module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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
  addOrderRefund,
  createReplacementOrder,
  deliveredAt,
  orderInScope,
  orderLinesOf,
} from './order-after-sales.js';
export type { ReplacementLine } from './order-after-sales.js';
export { loadArtwork } from './order-artwork.js';
export type { UrlOf } from './order-artwork.js';
export { createOrderFromCart } from './order-create.js';
export {
  containing,
  countByStatus,
  orderFilterConditions,
  orderFilterValues,
} from './order-filters.js';
export { sendOrderMessage, sendTradeMessage } from './order-messages.js';
export { orderNumber, orderNumberPrefix } from './order-number.js';
export {
  listOrders,
  orderLister,
  orderDetail,
  orderDetailOf,
  ownedOrder,
  toOrder,
} from './order-read.js';
export type { ListedOrder } from './schema.js';
export {
  STORE_PUSH_TRACKING_JOB,
  STOREFRONT_ORDER_EVENT_JOB,
  applyOrderEvent,
} from './order-transition.js';
export { orderedGoods } from './ordered-goods.js';
export { platformName } from './platforms.js';
export { listedOrderColumns, orderEvents, orderItems, orders } from './schema.js';
export type { OrderItemRow, OrderRow } from './schema.js';
export { holdReasonLabels, orderStatusLabels } from './state-machine.js';
export {
  IdempotencyKey,
  OrderDetailSchema,
  OrderIdsSchema,
  OrderSchema,
  OrderStatusSchema,
  StatusCountsSchema,
  orderFilterFields,
} from './wire-schemas.js';
