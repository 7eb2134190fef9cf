import type { FastifyPluginAsync } from 'fastify';
import addressBlack from './address-black/routes.js';
import addresses from './addresses/routes.js';
import auth from './auth/routes.js';
import cart from './cart/routes.js';
import catalog from './catalog/routes.js';
import content from './content/routes.js';
import coupons from './coupons/routes.js';
import embed from './embed/routes.js';
import fonts from './fonts/routes.js';
import exportsModule from './exports/routes.js';
import goods from './goods/routes.js';
import health from './health/routes.js';
import jobs from './jobs/routes.js';
import materials from './materials/routes.js';
import menu from './menu/routes.js';
import messages from './messages/routes.js';
import notices from './notices/routes.js';
import orderAdmin from './order-admin/routes.js';
import orderImport from './order-import/routes.js';
import orders from './orders/routes.js';
import products from './products/routes.js';
import recharge from './recharge/routes.js';
import sites from './sites/routes.js';
import sms from './sms/routes.js';
import stores from './stores/routes.js';
import uploads from './uploads/routes.js';
import users from './users/routes.js';
import wallet from './wallet/routes.js';

/** Every API module, registered under `/req` (ARCHITECTURE.md decision 5). */
export const apiModules: FastifyPluginAsync[] = [
  health,
  sites,
  auth,
  users,
  menu,
  sms,
  uploads,
  notices,
  messages,
  content,
  catalog,
  goods,
  jobs,
  wallet,
  embed,
  materials,
  products,
  fonts,
  addresses,
  cart,
  orders,
  coupons,
  addressBlack,
  orderAdmin,
  recharge,
  exportsModule,
  stores,
  orderImport,
];
