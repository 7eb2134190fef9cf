import type { FastifyPluginAsync } from 'fastify';
import addressBlack from './address-black/index.js';
import addresses from './addresses/index.js';
import audit from './audit/index.js';
import auth from './auth/index.js';
import cart from './cart/index.js';
import catalog from './catalog/index.js';
import content from './content/index.js';
import coupons from './coupons/index.js';
import embed from './embed/index.js';
import fonts from './fonts/index.js';
import galleryPacks from './gallery-packs/index.js';
import exportsModule from './exports/index.js';
import goods from './goods/index.js';
import health from './health/index.js';
import jobs from './jobs/index.js';
import mail from './mail/index.js';
import materials from './materials/index.js';
import memberLevels from './member-levels/index.js';
import menu from './menu/index.js';
import messages from './messages/index.js';
import notices from './notices/index.js';
import orderAdmin from './order-admin/index.js';
import orderImport from './order-import/index.js';
import orderReturns from './order-returns/index.js';
import orders from './orders/index.js';
import packaging from './packaging/index.js';
import services from './services/index.js';
import designService from './design-service/index.js';
import preferences from './preferences/index.js';
import products from './products/index.js';
import publishing from './publishing/index.js';
import recharge from './recharge/index.js';
import sites from './sites/index.js';
import skuCodes from './sku-codes/index.js';
import sms from './sms/index.js';
import stores from './stores/index.js';
import subSites from './sub-sites/index.js';
import team from './team/index.js';
import temuHosted from './temu-hosted/index.js';
import tortBrands from './tort-brands/index.js';
import uploads from './uploads/index.js';
import users from './users/index.js';
import verification from './verification/index.js';
import wallet from './wallet/index.js';
import warehouse from './warehouse/index.js';
import workOrders from './work-orders/index.js';

/** Every API module, registered under `/req` (ARCHITECTURE.md decision 5). */
export const apiModules: FastifyPluginAsync[] = [
  health,
  audit,
  sites,
  auth,
  users,
  menu,
  sms,
  mail,
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
  skuCodes,
  tortBrands,
  publishing,
  fonts,
  addresses,
  cart,
  orders,
  coupons,
  addressBlack,
  orderAdmin,
  recharge,
  memberLevels,
  exportsModule,
  stores,
  orderImport,
  team,
  workOrders,
  subSites,
  orderReturns,
  packaging,
  services,
  designService,
  verification,
  preferences,
  warehouse,
  galleryPacks,
  temuHosted,
];
