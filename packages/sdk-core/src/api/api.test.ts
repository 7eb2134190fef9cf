import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortOrigin, envelope, serve, type Served } from '../../test/serve';
import { createClient, type Client } from '../client/client';
import { createMemoryNotifier } from '../notifier/memory-notifier';
import { createMemoryStorage } from '../token/key-value-storage';
import { createTokenStore } from '../token/token-store';
import * as accountSecurity from './account-security';
import * as addresses from './addresses';
import * as auth from './auth';
import * as cart from './cart';
import * as content from './content';
import * as frontend from './frontend';
import * as materials from './materials';
import * as messages from './messages';
import * as notices from './notices';
import * as orderImport from './order-import';
import * as orders from './orders';
import * as products from './products';
import { releases } from './publishing';
import * as site from './site';
import * as stores from './stores';
import * as upload from './upload';
import * as user from './user';

interface Seen {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

let server: Served;
const designInput: products.DesignedProductInput = {
  name: '设计',
  basic_product_id: 12,
  document: { schemaVersion: 1, productId: 12, colorId: 1, views: [] },
  color_ids: [1],
  size_ids: [2],
};
const address: addresses.UserAddressInput = {
  recipient_name: '张三',
  phone: '13800138000',
  country_code: 'CN',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address1: '科技园 1 号',
  address2: '',
  postcode: '518000',
};

const seen: Seen[] = [];
const answers: Record<string, unknown> = {
  '/req/api/auth/login': { token: 'fresh-login-token', expires_at: '2030-01-01T00:00:00.000Z' },
  '/req/api/auth/login/twoStep': {
    token: 'two-step-token',
    expires_at: '2030-01-01T00:00:00.000Z',
    recovery_codes_left: null,
  },
  '/req/api/auth/register': {
    token: 'fresh-register-token',
    expires_at: '2030-01-01T00:00:00.000Z',
  },
  '/req/distribution/userMessage': {
    data: [
      {
        id: 5,
        description: '订单已发货',
        created_at: '2024-05-01T08:00:00.000Z',
        status: 2,
        type: 2,
      },
    ],
    total: 1,
    current_page: 1,
    per_page: 10,
    last_page: 1,
    unread: { 1: 0, 2: 1, 3: 0 },
  },
};

beforeAll(async () => {
  server = await serve((app) => {
    app.all('/req/*', async (request) => {
      seen.push({
        method: request.method,
        url: request.url.replace(/^\/req/, ''),
        body: request.body ?? null,
        authorization: request.headers.authorization,
      });
      return envelope(answers[request.url.split('?')[0] ?? ''] ?? { answered: request.url });
    });
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  seen.length = 0;
});

function setup(signedIn = true) {
  const tokenStore = createTokenStore({ storage: createMemoryStorage() });
  if (signedIn) tokenStore.set('tok');
  const client = createClient({
    baseURL: `${server.origin}/req`,
    tokenStore,
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  return { client, tokenStore };
}

type Row = [
  name: string,
  call: (client: Client) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
];

// Every call of spec section 7, with the captcha of the /req contract.
const rows: Row[] = [
  ['auth.getCaptcha', (c) => auth.getCaptcha(c), 'GET', '/api/auth/captcha'],
  [
    'auth.sendPhoneCode',
    (c) => auth.sendPhoneCode(c, { phone: '13800138000', scene: 'register' }),
    'POST',
    '/api/frontend/phoneCode',
    { phone: '13800138000', scene: 'register' },
  ],
  [
    'auth.forgetPassword',
    (c) => auth.forgetPassword(c, { phone: '13800138000', code: '123456', password: 'n3w-pass' }),
    'POST',
    '/api/auth/forgetPassword',
    { phone: '13800138000', code: '123456', password: 'n3w-pass' },
  ],
  ['user.getInfo', (c) => user.getInfo(c), 'GET', '/distribution/user'],
  [
    'user.getGroupBalance',
    (c) => user.getGroupBalance(c),
    'GET',
    '/distribution/user/getGroupBalance',
  ],
  [
    'user.getPermissions',
    (c) => user.getPermissions(c),
    'GET',
    '/distribution/user/getPermissions',
  ],
  ['user.listGroups', (c) => user.listGroups(c), 'GET', '/distribution/group'],
  ['user.getIp', (c) => user.getIp(c), 'GET', '/distribution/userIp'],
  [
    'user.recordVisit',
    (c) => user.recordVisit(c, { path: '/views/main' }),
    'GET',
    '/distribution/systemStatisticsLog?path=%2Fviews%2Fmain',
  ],
  ['site.getConfig', (c) => site.getConfig(c), 'POST', '/api/frontend/getConfigDdata'],
  [
    'site.getSkipManMachineVerify',
    (c) => site.getSkipManMachineVerify(c),
    'GET',
    '/frontend/systemConfig/skipManMachineVerify',
  ],

  [
    'products.listBasic',
    (c) => products.listBasic(c, { page: 2, keyword: '卫衣' }),
    'GET',
    '/distribution/basicProduct?page=2&keyword=%E5%8D%AB%E8%A1%A3',
  ],
  ['products.getBasic', (c) => products.getBasic(c, 12), 'GET', '/distribution/basicProduct/12'],
  [
    'products.getPurchaseRule',
    (c) => products.getPurchaseRule(c, 12, { color_id: 3, size_id: 5 }),
    'GET',
    '/distribution/basicProduct/getPurchaseRule/12?color_id=3&size_id=5',
  ],
  [
    'products.create',
    (c) => products.create(c, designInput),
    'POST',
    '/distribution/product',
    designInput,
  ],
  [
    'products.createMaterialStyle',
    (c) => products.createMaterialStyle(c, { name: '样式', content: { layers: [] } }),
    'POST',
    '/distribution/materialStyle',
    { name: '样式', content: { layers: [] } },
  ],
  [
    'products.getDesignStyles',
    (c) => products.getDesignStyles(c),
    'GET',
    '/api/systemConfig/designStyle',
  ],
  [
    'products.getDesignMasks',
    (c) => products.getDesignMasks(c),
    'GET',
    '/api/systemConfig/designMask',
  ],
  [
    'products.listUserCategories',
    (c) => products.listUserCategories(c),
    'GET',
    '/distribution/userBasicProductCategory',
  ],
  [
    'products.getUserColors',
    (c) => products.getUserColors(c),
    'GET',
    '/distribution/userConfig/userColors',
  ],
  [
    'products.saveUserColors',
    (c) => products.saveUserColors(c, { colors: ['#fff'] }),
    'PUT',
    '/distribution/userConfig/userColors',
    { colors: ['#fff'] },
  ],
  [
    'products.deleteUserColors',
    (c) => products.deleteUserColors(c, { colors: ['#fff'] }),
    'POST',
    '/distribution/userConfig/deleteUserColors',
    { colors: ['#fff'] },
  ],
  [
    'products.listOrdinary',
    (c) => products.listOrdinary(c, { page: 1 }),
    'GET',
    '/distribution/ordinaryProduct?page=1',
  ],
  [
    'products.getOrdinary',
    (c) => products.getOrdinary(c, 8),
    'GET',
    '/distribution/ordinaryProduct/8',
  ],
  [
    'products.listOrdinaryCategories',
    (c) => products.listOrdinaryCategories(c),
    'GET',
    '/distribution/ordinaryProductCategory',
  ],
  [
    'products.submitOrdinaryForm',
    (c) =>
      products.submitOrdinaryForm(c, {
        name: '保温杯',
        expected_quantity: 100,
        contact: '13800138000',
      }),
    'POST',
    '/distribution/ordinaryProductForm',
    { name: '保温杯', expected_quantity: 100, contact: '13800138000' },
  ],

  [
    'frontend.listStockSkuCategories',
    (c) => frontend.listStockSkuCategories(c),
    'GET',
    '/frontend/stockSkuCategory',
  ],
  [
    'frontend.listBasicProducts',
    (c) => frontend.listBasicProducts(c, { page: 1 }),
    'GET',
    '/frontend/basicProduct?page=1',
  ],
  ['frontend.listNotices', (c) => frontend.listNotices(c), 'GET', '/frontend/systemNotice'],
  ['frontend.getNotice', (c) => frontend.getNotice(c, 3), 'GET', '/frontend/systemNotice/3'],
  [
    'frontend.getBannerImages',
    (c) => frontend.getBannerImages(c),
    'GET',
    '/frontend/systemConfig/getBannerImg',
  ],

  [
    'releases.createBulkFile',
    (c) => releases.createBulkFile(c, { platform: 'shopee', template_id: 3, product_ids: [1, 2] }),
    'POST',
    '/distribution/release/bulkFile',
    { platform: 'shopee', template_id: 3, product_ids: [1, 2] },
  ],

  ['notices.list', (c) => notices.list(c, { page: 1 }), 'GET', '/distribution/systemNotice?page=1'],
  ['notices.get', (c) => notices.get(c, 9), 'GET', '/distribution/systemNotice/9'],
  [
    'notices.listLoginNotices',
    (c) => notices.listLoginNotices(c),
    'GET',
    '/distribution/systemNotice/getAlterNotices',
  ],
  ['notices.markRead', (c) => notices.markRead(c, 9), 'PUT', '/distribution/systemNotice/9/read'],
  [
    'notices.adminList',
    (c) => notices.adminList(c, { page: 2, page_size: 20 }),
    'GET',
    '/admin/systemNotice?page=2&page_size=20',
  ],
  [
    'notices.adminCreate',
    (c) => notices.adminCreate(c, { title: '春节放假通知', desc: '<p>放假</p>' }),
    'POST',
    '/admin/systemNotice',
    { title: '春节放假通知', desc: '<p>放假</p>' },
  ],
  [
    'notices.adminUpdate',
    (c) => notices.adminUpdate(c, 9, { published: false }),
    'PUT',
    '/admin/systemNotice/9',
    { published: false },
  ],
  ['notices.adminRemove', (c) => notices.adminRemove(c, 9), 'DELETE', '/admin/systemNotice/9'],

  [
    'messages.markRead',
    (c) => messages.markRead(c, { ids: [1, 2] }),
    'PUT',
    '/distribution/userMessage/reads',
    { ids: [1, 2] },
  ],
  [
    'messages.markRead by type',
    (c) => messages.markRead(c, { type: 2 }),
    'PUT',
    '/distribution/userMessage/reads',
    { type: 2 },
  ],
  [
    'messages.remove',
    (c) => messages.remove(c, { ids: [3] }),
    'DELETE',
    '/distribution/userMessage',
    { ids: [3] },
  ],
  [
    'messages.listPage',
    (c) => messages.listPage(c, { type: 1, page: 2, page_size: 10 }),
    'GET',
    '/distribution/userMessage?type=1&page=2&page_size=10',
  ],
  [
    'messages.send',
    (c) => messages.send(c, { description: '系统维护通知', to_all: true }),
    'POST',
    '/admin/userMessage',
    { description: '系统维护通知', to_all: true },
  ],

  [
    'content.getArticle',
    (c) => content.getArticle(c, 'aboutUs'),
    'GET',
    '/frontend/article/aboutUs',
  ],
  ['content.getHelpCenter', (c) => content.getHelpCenter(c), 'GET', '/frontend/helpCenter'],
  ['content.getHelpArticle', (c) => content.getHelpArticle(c, 4), 'GET', '/frontend/helpCenter/4'],
  [
    'content.adminList',
    (c) => content.adminList(c, { kind: 'help', page: 1 }),
    'GET',
    '/admin/article?kind=help&page=1',
  ],
  [
    'content.adminCreate',
    (c) => content.adminCreate(c, { title: '如何充值', body: '<p>…</p>', category: '财务与充值' }),
    'POST',
    '/admin/article',
    { title: '如何充值', body: '<p>…</p>', category: '财务与充值' },
  ],
  [
    'content.adminUpdate',
    (c) => content.adminUpdate(c, 4, { sort: 3 }),
    'PUT',
    '/admin/article/4',
    { sort: 3 },
  ],
  ['content.adminRemove', (c) => content.adminRemove(c, 4), 'DELETE', '/admin/article/4'],
  ['content.adminListBanners', (c) => content.adminListBanners(c), 'GET', '/admin/banner'],
  [
    'content.adminCreateBanner',
    (c) => content.adminCreateBanner(c, { image_url: '/files/a.svg', sort: 1 }),
    'POST',
    '/admin/banner',
    { image_url: '/files/a.svg', sort: 1 },
  ],
  [
    'content.adminUpdateBanner',
    (c) => content.adminUpdateBanner(c, 2, { title: '新品上市' }),
    'PUT',
    '/admin/banner/2',
    { title: '新品上市' },
  ],
  [
    'content.adminRemoveBanner',
    (c) => content.adminRemoveBanner(c, 2),
    'DELETE',
    '/admin/banner/2',
  ],

  ['cart.get', (c) => cart.get(c), 'GET', '/distribution/cart'],
  ['cart.listItems', (c) => cart.listItems(c), 'GET', '/distribution/cartItem'],
  [
    'cart.addItem',
    (c) => cart.addItem(c, { goods_id: 1, quantity: 2 }),
    'POST',
    '/distribution/cartItem',
    { goods_id: 1, quantity: 2 },
  ],
  [
    'cart.addItems',
    (c) => cart.addItems(c, { items: [{ goods_id: 1, quantity: 1 }] }),
    'POST',
    '/distribution/cartItem/addCartItems',
    { items: [{ goods_id: 1, quantity: 1 }] },
  ],
  [
    'cart.updateItem',
    (c) => cart.updateItem(c, 5, { quantity: 3 }),
    'PUT',
    '/distribution/cartItem/5',
    { quantity: 3 },
  ],
  ['cart.removeItem', (c) => cart.removeItem(c, 5), 'DELETE', '/distribution/cartItem/5'],
  [
    'cart.getLogistics',
    (c) => cart.getLogistics(c, { address_id: 2, item_ids: '5' }),
    'GET',
    '/distribution/cartItem/logistics?address_id=2&item_ids=5',
  ],
  [
    'cart.createOrder',
    (c) =>
      cart.createOrder(c, { item_ids: [5], address_id: 1, logistics_id: 2, idempotency_key: 'k' }),
    'POST',
    '/distribution/cartItem/createOrder',
    { item_ids: [5], address_id: 1, logistics_id: 2, idempotency_key: 'k' },
  ],
  [
    'cart.showPrice',
    (c) => cart.showPrice(c, { item_ids: '5' }),
    'GET',
    '/distribution/cartItem/showPrice?item_ids=5',
  ],
  [
    'cart.fbaWholesalePrice',
    (c) => cart.fbaWholesalePrice(c, { item_ids: [5] }),
    'POST',
    '/distribution/cartItem/fbaWholesalePrice',
    { item_ids: [5] },
  ],
  [
    'cart.multiUpdate',
    (c) => cart.multiUpdate(c, { items: [] }),
    'POST',
    '/distribution/cartItem/multiUpdateCartInfo',
    { items: [] },
  ],
  [
    'cart.checkItems',
    (c) => cart.checkItems(c, { item_ids: [5] }),
    'POST',
    '/distribution/cartItem/checkCartItems',
    { item_ids: [5] },
  ],
  [
    'cart.ordinaryProductPrices',
    (c) => cart.ordinaryProductPrices(c, [4, 7]),
    'GET',
    '/distribution/cartItem/ordinaryProductPrice?ids=4,7',
  ],
  [
    'cart.listAddresses',
    (c) => cart.listAddresses(c),
    'GET',
    '/distribution/userAddress/addressList',
  ],
  [
    'addresses.createAddress',
    (c) => addresses.createAddress(c, address),
    'POST',
    '/distribution/userAddress',
    address,
  ],
  [
    'addresses.updateAddress',
    (c) => addresses.updateAddress(c, 3, address),
    'PUT',
    '/distribution/userAddress/3',
    address,
  ],
  [
    'addresses.setDefaultAddress',
    (c) => addresses.setDefaultAddress(c, 3),
    'PUT',
    '/distribution/userAddress/3/default',
    {},
  ],
  [
    'addresses.deleteAddress',
    (c) => addresses.deleteAddress(c, 3),
    'DELETE',
    '/distribution/userAddress/3',
  ],
  [
    'orders.listOrders',
    (c) => orders.listOrders(c, { status: 'paid', page: 2 }),
    'GET',
    '/distribution/order?status=paid&page=2',
  ],
  ['orders.getOrder', (c) => orders.getOrder(c, 9), 'GET', '/distribution/order/9'],
  [
    'orders.payOrders',
    (c) => orders.payOrders(c, { order_ids: [9], idempotency_key: 'pay-key-1' }),
    'POST',
    '/distribution/order/pay',
    { order_ids: [9], idempotency_key: 'pay-key-1' },
  ],
  [
    'orders.cancelOrders',
    (c) => orders.cancelOrders(c, { order_ids: [9] }),
    'POST',
    '/distribution/order/cancel',
    { order_ids: [9] },
  ],

  [
    'materials.listTags',
    (c) => materials.listTags(c),
    'GET',
    '/distribution/userMaterialTag/?is_all=1',
  ],
  [
    'materials.listTagPage',
    (c) => materials.listTagPage(c, { page: 2, name: '节' }),
    'GET',
    '/distribution/userMaterialTag?page=2&name=%E8%8A%82',
  ],
  [
    'materials.listCategories',
    (c) => materials.listCategories(c),
    'GET',
    '/distribution/userMaterialCategory',
  ],
  [
    'materials.createTag',
    (c) => materials.createTag(c, { name: '节日' }),
    'POST',
    '/distribution/userMaterialTag',
    { name: '节日' },
  ],
  [
    'materials.updateTag',
    (c) => materials.updateTag(c, 4, { name: '春节' }),
    'PUT',
    '/distribution/userMaterialTag/4',
    { name: '春节' },
  ],
  [
    'materials.deleteTag',
    (c) => materials.deleteTag(c, 4),
    'DELETE',
    '/distribution/userMaterialTag/4',
  ],
  [
    'materials.createCategory',
    (c) => materials.createCategory(c, { name: '动物', parent_id: 0 }),
    'POST',
    '/distribution/userMaterialCategory',
    { name: '动物', parent_id: 0 },
  ],
  [
    'materials.updateCategory',
    (c) => materials.updateCategory(c, 6, { id: 9, name: '猫', parent_id: 6, sort: 2 }),
    'PUT',
    '/distribution/userMaterialCategory/6',
    { id: 9, name: '猫', sort: 2 },
  ],
  [
    'materials.deleteCategory',
    (c) => materials.deleteCategory(c, 6),
    'DELETE',
    '/distribution/userMaterialCategory/6',
  ],
  [
    'materials.saveCategorySort',
    (c) => materials.saveCategorySort(c, { ids: [3, 1, 2] }),
    'POST',
    '/distribution/userMaterialCategory/updateSort',
    { ids: [3, 1, 2] },
  ],
  [
    'materials.list',
    (c) => materials.list(c, { page: 1, tag_id: 4 }),
    'GET',
    '/distribution/material?page=1&tag_id=4',
  ],
  [
    'materials.deleteMany',
    (c) => materials.deleteMany(c, { ids: [1, 2] }),
    'POST',
    '/distribution/material/deletes',
    { ids: [1, 2] },
  ],
  [
    'materials.update',
    (c) => materials.update(c, 11, { name: '新名字' }),
    'PUT',
    '/distribution/material/11',
    { name: '新名字', id: 11 },
  ],
  [
    'materials.rename',
    (c) => materials.rename(c, { items: [{ id: 1, name: 'a' }] }),
    'POST',
    '/distribution/material/names',
    { items: [{ id: 1, name: 'a' }] },
  ],
  [
    'materials.setTags',
    (c) => materials.setTags(c, { ids: [1], tag_ids: [4] }),
    'POST',
    '/distribution/material/tags',
    { ids: [1], tag_ids: [4] },
  ],
  [
    'materials.setCategories',
    (c) => materials.setCategories(c, { ids: [1], category_ids: [6] }),
    'POST',
    '/distribution/material/categorys',
    { ids: [1], category_ids: [6] },
  ],
  [
    'materials.share',
    (c) => materials.share(c, { ids: [1] }),
    'POST',
    '/distribution/material/share',
    { ids: [1] },
  ],
  [
    'materials.exportMaterials',
    (c) => materials.exportMaterials(c, { ids: [1] }),
    'POST',
    '/distribution/material/exportMaterial',
    { ids: [1] },
  ],
  [
    'materials.searchByImage',
    (c) => materials.searchByImage(c, { url: 'https://x/y.png' }),
    'POST',
    '/distribution/material/searchImage',
    { url: 'https://x/y.png' },
  ],
  [
    'materials.addFromUrl',
    (c) => materials.addFromUrl(c, { url: 'https://x/y.png' }),
    'POST',
    '/distribution/material/urlMaterial',
    { url: 'https://x/y.png' },
  ],
  [
    'materials.getUploadSettings',
    (c) => materials.getUploadSettings(c),
    'GET',
    '/distribution/userConfig/uploadMaterial',
  ],
  [
    'materials.saveUploadSettings',
    (c) => materials.saveUploadSettings(c, { name_rule: 'file_name', default_tag_ids: [4] }),
    'PUT',
    '/distribution/userConfig/uploadMaterial',
    { name_rule: 'file_name', default_tag_ids: [4] },
  ],

  [
    'stores.listStores',
    (c) => stores.listStores(c, { platform: 5 }),
    'GET',
    '/distribution/store?platform=5',
  ],
  ['stores.getStore', (c) => stores.getStore(c, 3), 'GET', '/distribution/store/3'],
  [
    'stores.connectStore',
    (c) => stores.connectStore(c, { platform: 5, shop_domain: 'demo.myshopify.com' }),
    'POST',
    '/distribution/store',
    { platform: 5, shop_domain: 'demo.myshopify.com' },
  ],
  [
    'stores.completeStoreAuth',
    (c) => stores.completeStoreAuth(c, { query: { code: 'c', state: 's' } }),
    'POST',
    '/distribution/store/authCallback',
    { query: { code: 'c', state: 's' } },
  ],
  [
    'stores.reauthorizeStore',
    (c) => stores.reauthorizeStore(c, 3),
    'POST',
    '/distribution/store/3/reauthorize',
    {},
  ],
  [
    'stores.disconnectStore',
    (c) => stores.disconnectStore(c, 3),
    'DELETE',
    '/distribution/store/3',
  ],
  [
    'stores.setStorePackaging',
    (c) => stores.setStorePackaging(c, 3, { bottom_template_id: 7 }),
    'PUT',
    '/distribution/store/3/packaging',
    { bottom_template_id: 7 },
  ],
  [
    'stores.syncOrders',
    (c) => stores.syncOrders(c, { store_ids: [3] }),
    'POST',
    '/distribution/order/syncOrder',
    { store_ids: [3] },
  ],
  [
    'stores.mapOrderLine',
    (c) => stores.mapOrderLine(c, { order_item_id: 9, goods_sku_id: 4, save_mapping: true }),
    'POST',
    '/distribution/order/mapSku',
    { order_item_id: 9, goods_sku_id: 4, save_mapping: true },
  ],
  [
    'stores.listSkuMappings',
    (c) => stores.listSkuMappings(c, 3),
    'GET',
    '/distribution/store/3/skuMapping',
  ],
  [
    'stores.listFbaShipments',
    (c) => stores.listFbaShipments(c, 3),
    'GET',
    '/distribution/store/3/fbaShipments',
  ],
  [
    'stores.deleteSkuMapping',
    (c) => stores.deleteSkuMapping(c, 3, 8),
    'DELETE',
    '/distribution/store/3/skuMapping/8',
  ],
  [
    'orderImport.getOrderImportTemplate',
    (c) => orderImport.getOrderImportTemplate(c, 'fba'),
    'GET',
    '/distribution/orderImport/template?kind=fba',
  ],
  [
    'orderImport.listOrderImports',
    (c) => orderImport.listOrderImports(c, { kind: 'standard', page: 2 }),
    'GET',
    '/distribution/orderImport?kind=standard&page=2',
  ],
  [
    'orderImport.getOrderImport',
    (c) => orderImport.getOrderImport(c, 7),
    'GET',
    '/distribution/orderImport/7',
  ],
  [
    'upload.getForm',
    (c) => upload.getForm(c, { type: 'avatar', name: 'me.png' }),
    'GET',
    '/admin/ossUpload?type=avatar&name=me.png',
  ],
  [
    'accountSecurity.getOverview',
    (c) => accountSecurity.getOverview(c),
    'GET',
    '/distribution/user/security',
  ],
  [
    'accountSecurity.setupTwoStep',
    (c) => accountSecurity.setupTwoStep(c),
    'POST',
    '/distribution/user/twoStep/setup',
  ],
  [
    'accountSecurity.enableTwoStep',
    (c) => accountSecurity.enableTwoStep(c, { code: '123456' }),
    'POST',
    '/distribution/user/twoStep/enable',
    { code: '123456' },
  ],
  [
    'accountSecurity.disableTwoStep',
    (c) => accountSecurity.disableTwoStep(c, { password: 'abc12345' }),
    'POST',
    '/distribution/user/twoStep/disable',
    { password: 'abc12345' },
  ],
  [
    'accountSecurity.sendPhoneChangeCode',
    (c) => accountSecurity.sendPhoneChangeCode(c, { phone: '13900139000' }),
    'POST',
    '/distribution/user/phone/code',
    { phone: '13900139000' },
  ],
  [
    'accountSecurity.changePhone',
    (c) => accountSecurity.changePhone(c, { phone: '13900139000', code: '123456' }),
    'PUT',
    '/distribution/user/phone',
    { phone: '13900139000', code: '123456' },
  ],
  [
    'accountSecurity.sendEmailChangeCode',
    (c) => accountSecurity.sendEmailChangeCode(c, { email: 'li@example.com' }),
    'POST',
    '/distribution/user/email/code',
    { email: 'li@example.com' },
  ],
  [
    'accountSecurity.changeEmail',
    (c) => accountSecurity.changeEmail(c, { email: 'li@example.com', code: '123456' }),
    'PUT',
    '/distribution/user/email',
    { email: 'li@example.com', code: '123456' },
  ],
];

const cases = rows.map(([name, call, method, url, body]) => ({ name, call, method, url, body }));

describe('typed calls of spec section 7', () => {
  it.each(cases)(
    '$name sends $method $url with the bearer token',
    async ({ call, method, url, body }) => {
      const { client } = setup();
      await call(client);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toEqual({
        method: method,
        url,
        body: body ?? null,
        authorization: 'Bearer tok',
      });
    },
  );

  it('resolve with the envelope data', async () => {
    const { client } = setup();
    await expect(user.getIp(client)).resolves.toEqual({ answered: '/req/distribution/userIp' });
  });

  it('messages.list sends type and user_id and resolves the rows (data.data)', async () => {
    const { client } = setup();
    const rows = await messages.list(client, { type: 2, user_id: 42 });
    expect(seen[0]?.url).toBe('/distribution/userMessage?type=2&user_id=42');
    expect(rows).toEqual([
      {
        id: 5,
        description: '订单已发货',
        created_at: '2024-05-01T08:00:00.000Z',
        status: 2,
        type: 2,
      },
    ]);
  });

  it('messages.listPage resolves the whole page with the unread counts per type', async () => {
    const { client } = setup();
    const page = await messages.listPage(client, { type: 2 });
    expect(page.total).toBe(1);
    expect(page.unread).toEqual({ 1: 0, 2: 1, 3: 0 });
    expect(page.data[0]?.id).toBe(5);
  });

  it('auth.login posts the credentials and saves the token for the next calls', async () => {
    const { client, tokenStore } = setup(false);
    const session = await auth.login(client, { username: 'demo', password: 'demo123456' });
    expect(session).toMatchObject({ token: 'fresh-login-token' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: 'demo', password: 'demo123456' },
    });
    expect(seen[0]?.authorization).toBeUndefined();
    expect(tokenStore.get()).toBe('fresh-login-token');
    await user.getInfo(client);
    expect(seen[1]?.authorization).toBe('Bearer fresh-login-token');
  });

  it('auth.login keeps no token when two-step is on, and loginTwoStep saves the one it gets', async () => {
    const { client, tokenStore } = setup(false);
    const tokenAnswer = answers['/req/api/auth/login'];
    answers['/req/api/auth/login'] = {
      two_step_required: true,
      challenge_id: 'challenge-1',
      expires_at: '2030-01-01T00:00:00.000Z',
    };
    try {
      const answer = await auth.login(client, { username: 'safe', password: 'safe123456' });
      expect(auth.needsTwoStep(answer)).toBe(true);
      expect(tokenStore.get()).toBeNull();
      await auth.loginTwoStep(client, { challenge_id: 'challenge-1', code: '123456' });
    } finally {
      answers['/req/api/auth/login'] = tokenAnswer;
    }
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login/twoStep',
      body: { challenge_id: 'challenge-1', code: '123456' },
    });
    expect(tokenStore.get()).toBe('two-step-token');
  });

  it('auth.register posts the form and signs in at once', async () => {
    const { client, tokenStore } = setup(false);
    const body = {
      username: 'newbie',
      phone: '13900139000',
      password: 'abc12345',
      code: '654321',
      agreement: true,
    };
    await auth.register(client, body);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/auth/register', body });
    expect(tokenStore.get()).toBe('fresh-register-token');
  });

  it('general goods go to /frontend when signed out', async () => {
    const { client } = setup(false);
    await products.listOrdinary(client);
    await products.getOrdinary(client, 8);
    await products.listOrdinaryCategories(client);
    expect(seen.map((s) => s.url)).toEqual([
      '/frontend/ordinaryProduct',
      '/frontend/ordinaryProduct/8',
      '/frontend/ordinaryProductCategory',
    ]);
  });

  it('ids in paths are encoded', async () => {
    const { client } = setup();
    await products.getBasic(client, 'a/b?c');
    expect(seen[0]?.url).toBe('/distribution/basicProduct/a%2Fb%3Fc');
  });
});

describe('auth.logout', () => {
  it('calls the server, then clears token and agreement and reloads', async () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage });
    const reloads: number[] = [];
    const client = createClient({
      baseURL: `${server.origin}/req`,
      tokenStore,
      notifier: createMemoryNotifier(),
      reload: () => reloads.push(1),
    });
    tokenStore.set('tok');
    storage.setItem('agreement', '1');
    await auth.logout(client);
    expect(seen).toEqual([
      { method: 'POST', url: '/api/auth/logout', body: null, authorization: 'Bearer tok' },
    ]);
    expect(tokenStore.get()).toBeNull();
    expect(storage.getItem('agreement')).toBeNull();
    expect(reloads).toEqual([1]);
  });

  it('clears and reloads whatever the result, even with the server gone', async () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage });
    const notifier = createMemoryNotifier();
    let reloaded = 0;
    const client = createClient({
      baseURL: `${await closedPortOrigin()}/req`,
      tokenStore,
      notifier,
      reload: () => reloaded++,
    });
    tokenStore.set('tok');
    storage.setItem('agreement', '1');
    await expect(auth.logout(client)).resolves.toBeUndefined();
    expect(tokenStore.get()).toBeNull();
    expect(storage.getItem('agreement')).toBeNull();
    expect(reloaded).toBe(1);
    expect(notifier.messages).toEqual([]);
  });
});
