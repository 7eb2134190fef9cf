import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../src/modules/menu/schema.js';
import type { MenuEntry } from '@podkit/sdk-core';
import { users } from '../src/modules/users/schema.js';
import { seedDemo } from '../src/seed/demo.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, defaultSiteId, signIn } from './support/accounts.js';

/** Spec section 2, "Named screens", word for word. */
const specNamedScreens =
  `singleDesign, openGallery, myGallery, gruopDesign, codeTransform, mergeSKU, goodsLibrary,
goodsDetail, generalLibrary, generalDetail, generalGoods, generalAdmin, designRecord, productLibrary, intoTemplate,
templateRecord, amountTemplate, barcodeAdmin, storeAdmin, importOrder, importOrderFba, orderAdmin, orderAdminFBA,
orderStatistics, addressBlack, addressAdmin, fees, orderPay, orderPayInfos, tradingRecord, acInfo, myAc, myCoupon,
bindLogin, acSecurity, acSetting, authentication, createRole, recharge, domain, payGroupLevel, userExportRecord,
workOrderIndex, workOrderCreate, bottomTemplateIndex, bottomTemplateCreate, payBottomTemplate, orderReturnApply,
definitionTags, myClass, userBasicProduct, userBasic, thirdProduct, tortBrand, privilegePrice, vipLevel, shipping,
singleProduct, singleGallery, storeTrade, temuPurchaseOrder, temuShipOrder, temuBox, valueAddedServices,
valueAddedServicesGallery, valueAddedServicesDesign, valueAddedServicesHouse, productCustom, productDesign,
productDesignDetail, productDirect, message, bulletin, cart, cartCheckout, fail, guide, main, homePage, shopifyAuth,
serviceDesign, designMode`
    .split(/[\s,]+/)
    .filter(Boolean);

/** Public or bare pages, not workbench screens. */
const notInWorkbench = new Set([
  'homePage',
  'main',
  'fail',
  'guide',
  'shopifyAuth',
  'productCustom',
  'productDesign',
  'productDesignDetail',
  'productDirect',
  'designMode',
]);

const specTemplateAndReleaseScreens = [
  'aliexpressProtem',
  'aliexpressRelease',
  'wishProTemp',
  'djProTemp',
  'etsyProTemp',
  'ozonProTemp',
  'ozonRelease',
  'shopifyProTem',
  'shopeeProtemp',
  'shopeeRelease',
];

const marketplaceKeys = [
  'shopify',
  'shopline',
  'shoplazza',
  'wish',
  'etsy',
  'shopee',
  'aliexpress',
  'tiktok',
  'temu',
  'temuLocal',
  'temuHosted',
  'shein',
  'ozon',
  'dj',
  // Not in the spec's menu; issue 17 puts its three screens beside the others.
  'woocommerce',
  // Nor is Amazon's; issue 19 lists through SP-API's Listings Items API.
  'amazon',
];

let server: TestServer;
let siteId: number;
beforeAll(async () => {
  server = await startTestServer();
  siteId = await defaultSiteId(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function permissions(token: string): Promise<MenuEntry[]> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/req/distribution/user/getPermissions',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { status_code: number; data: { menus: MenuEntry[] } };
  expect(body.status_code).toBe(200);
  return body.data.menus;
}

function flatten(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
}

const byComponent = (entries: MenuEntry[], component: string) =>
  flatten(entries).find((entry) => entry.component === component);

describe(`menu and permissions on ${testDbKind}`, () => {
  it('gives the reseller an entry for every named workbench screen of the spec', async () => {
    const tree = await permissions(await signIn(server.app, 'demo', 'demo123456'));
    const components = new Set(flatten(tree).map((entry) => entry.component));
    const expected = specNamedScreens.filter((name) => !notInWorkbench.has(name));
    expect(expected.length).toBeGreaterThan(70);
    expect(expected.filter((name) => !components.has(name))).toEqual([]);
    expect(specTemplateAndReleaseScreens.filter((name) => !components.has(name))).toEqual([]);
    for (const key of marketplaceKeys) {
      const forMarketplace = flatten(tree).filter((entry) => entry.img_url === `platform-${key}`);
      expect(
        forMarketplace.map((entry) => entry.name),
        key,
      ).toHaveLength(3);
    }
    for (const name of notInWorkbench) expect(components.has(name), name).toBe(false);
  });

  it('groups the screens under the areas of the product, with the spec’s paths', async () => {
    const tree = await permissions(await signIn(server.app, 'demo', 'demo123456'));
    expect(tree.map((group) => group.name)).toEqual([
      '设计中心',
      '商品库',
      '订单管理',
      '店铺管理',
      '财务中心',
      '素材库',
      '增值服务',
      '售后服务',
      '刊登中心',
      '消息中心',
      '账户设置',
    ]);
    const stores = tree.find((group) => group.name === '店铺管理');
    expect(stores).toMatchObject({ authed: 2, parent_id: 0, is_menu: 1 });
    expect(tree.filter((group) => group.authed === 2)).toHaveLength(1);
    for (const group of tree) {
      expect(group.children.length, group.name).toBeGreaterThan(0);
      for (const child of group.children) expect(child.parent_id).toBe(group.id);
    }

    expect(byComponent(tree, 'storeAdmin')?.http_url).toBe('/myOrder/storeAdmin');
    expect(byComponent(tree, 'singleDesign')?.http_url).toBe('/design/singleDesign');
    expect(byComponent(tree, 'recharge')?.http_url).toBe('/setting/recharge');
    expect(byComponent(tree, 'cart')).toMatchObject({ http_url: '/main/cart', is_menu: 0 });
    expect(byComponent(tree, 'goodsDetail')?.is_menu).toBe(0);
    expect(byComponent(tree, 'orderAdmin')).toMatchObject({
      name: '订单管理',
      web_name: 'orderAdmin',
      is_menu: 1,
      is_blank: 0,
      operates: ['pay', 'cancel', 'export', 'sync', 'edit'].map((name) => ({ name })),
    });
    const urls = flatten(tree).map((entry) => entry.http_url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('keeps the operator console for operators', async () => {
    const reseller = await permissions(await signIn(server.app, 'demo', 'demo123456'));
    expect(reseller.some((group) => group.name === '运营后台')).toBe(false);
    expect(flatten(reseller).some((entry) => entry.http_url.startsWith('/admin'))).toBe(false);

    const operator = await permissions(await signIn(server.app, 'operator', 'operator123456'));
    const adminGroup = operator.find((group) => group.name === '运营后台');
    expect(adminGroup?.children.map((entry) => entry.http_url)).toEqual([
      '/admin/catalog',
      '/admin/production',
      '/admin/shipping',
      '/admin/approvals',
      '/admin/siteSettings',
      '/admin/smsOutbox',
      '/admin/designService',
    ]);
    expect(flatten(operator).length).toBe(
      flatten(reseller).length + 1 + (adminGroup?.children.length ?? 0),
    );
  });

  it('lets the role decide which entries and buttons a user gets', async () => {
    const [resellerRole] = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.siteId, siteId), eq(roles.code, 'reseller')));
    const [orderAdmin] = await db()
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.component, 'orderAdmin'));
    const [fees] = await db()
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.component, 'fees'));
    const roleId = resellerRole!.id;
    await db()
      .update(roleMenus)
      .set({ operates: ['export'] })
      .where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.menuId, orderAdmin!.id)));
    await db()
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.menuId, fees!.id)));

    const tree = await permissions(await signIn(server.app, 'demo', 'demo123456'));
    expect(byComponent(tree, 'orderAdmin')?.operates).toEqual([{ name: 'export' }]);
    expect(byComponent(tree, 'fees')).toBeUndefined();

    // The system roles follow the catalog: seeding again gives back every screen and button, so a
    // button added to the product reaches every site. Sites narrow access with their own roles.
    await seedDemo(db());
    const reseeded = await permissions(await signIn(server.app, 'demo', 'demo123456'));
    expect(byComponent(reseeded, 'orderAdmin')?.operates).toEqual(
      ['pay', 'cancel', 'export', 'sync', 'edit'].map((name) => ({ name })),
    );
    expect(byComponent(reseeded, 'fees')).toBeDefined();
  });

  it('seeds idempotently', async () => {
    const counts = async () => ({
      menus: (await db().select({ n: count() }).from(menus))[0]?.n,
      roles: (await db().select({ n: count() }).from(roles))[0]?.n,
      grants: (await db().select({ n: count() }).from(roleMenus))[0]?.n,
      users: (await db().select({ n: count() }).from(users))[0]?.n,
    });
    const before = await counts();
    expect(await seedDemo(db())).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
