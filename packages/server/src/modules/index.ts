import type { FastifyPluginAsync } from 'fastify';
import * as addressBlack from './address-black/index.js';
import * as addresses from './addresses/index.js';
import * as audit from './audit/index.js';
import * as auth from './auth/index.js';
import * as cart from './cart/index.js';
import * as catalog from './catalog/index.js';
import * as content from './content/index.js';
import * as coupons from './coupons/index.js';
import * as embed from './embed/index.js';
import * as fonts from './fonts/index.js';
import * as galleryPacks from './gallery-packs/index.js';
import * as exportsModule from './exports/index.js';
import * as goods from './goods/index.js';
import * as health from './health/index.js';
import * as jobs from './jobs/index.js';
import * as mail from './mail/index.js';
import * as materials from './materials/index.js';
import * as memberLevels from './member-levels/index.js';
import * as menu from './menu/index.js';
import * as messages from './messages/index.js';
import * as notices from './notices/index.js';
import * as orderAdmin from './order-admin/index.js';
import * as orderImport from './order-import/index.js';
import * as orderReturns from './order-returns/index.js';
import * as orders from './orders/index.js';
import * as packaging from './packaging/index.js';
import * as services from './services/index.js';
import * as designService from './design-service/index.js';
import * as preferences from './preferences/index.js';
import * as products from './products/index.js';
import * as publishing from './publishing/index.js';
import * as recharge from './recharge/index.js';
import * as sites from './sites/index.js';
import * as skuCodes from './sku-codes/index.js';
import * as sms from './sms/index.js';
import * as stores from './stores/index.js';
import * as storefront from './storefront/index.js';
import * as subSites from './sub-sites/index.js';
import * as team from './team/index.js';
import * as temuHosted from './temu-hosted/index.js';
import * as tortBrands from './tort-brands/index.js';
import * as uploads from './uploads/index.js';
import * as users from './users/index.js';
import * as verification from './verification/index.js';
import * as wallet from './wallet/index.js';
import * as warehouse from './warehouse/index.js';
import * as workOrders from './work-orders/index.js';

/** What the app and the worker take from a module's `index.ts`: its plugin and its job handlers. */
interface ServerModule {
  default: FastifyPluginAsync<Record<string, unknown>>;
  jobHandlers?: jobs.ModuleJobHandlers;
}

/** Every module, in the order the app registers their plugins (ARCHITECTURE.md decision 5). */
const serverModules: ServerModule[] = [
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
  storefront,
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

/** Every API module's plugin, registered under `/req`. */
export const apiModules: FastifyPluginAsync<Record<string, unknown>>[] = serverModules.map(
  (module) => module.default,
);

/** Every kind of background job the modules run, each with its handler. */
export function jobHandlers(deps: jobs.JobDependencies): Record<string, jobs.JobHandler> {
  return jobs.composeJobHandlers(serverModules, deps);
}
