/**
 * The workbench menu as code: one group per area of spec section 1 and one entry per named screen
 * of spec section 2. Seeding writes it to `menus`; roles grant entries from it.
 *
 * Left out on purpose, because they are public or bare pages rather than workbench screens:
 * homePage, main (the fixed dashboard at /views/main), fail, guide, shopifyAuth, productCustom,
 * productDesign, productDesignDetail, productDirect, designMode.
 */

export interface CatalogScreen {
  /** Portal component and route name. */
  component: string;
  name: string;
  /** Buttons this screen has; a role may grant all or some. */
  operates?: string[];
  /** A page reached from another one (details, checkout) rather than from the menu. */
  hidden?: boolean;
  /** When the spec names the route path (the fixed /main/... pages), else /<group>/<component>. */
  httpUrl?: string;
  /** Entries of a group that share an icon are shown together in the group's popover. */
  imgUrl?: string;
}

export interface CatalogGroup {
  /** Path segment of the group; also its route name. */
  path: string;
  name: string;
  /** Icon name (Ant Design icons) shown for the group. */
  icon: string;
  /** 2: the group offers the authorise-store link. */
  authed?: number;
  screens: CatalogScreen[];
}

/** Marketplaces with a library, a product-template and a release screen each (spec 2, plus WooCommerce and Amazon). */
export const marketplaces = [
  { key: 'shopify', label: 'Shopify', template: 'shopifyProTem' },
  { key: 'shopline', label: 'Shopline', template: 'shoplineProTemp' },
  { key: 'shoplazza', label: 'Shoplazza', template: 'shoplazzaProTemp' },
  { key: 'wish', label: 'Wish', template: 'wishProTemp' },
  { key: 'etsy', label: 'Etsy', template: 'etsyProTemp' },
  { key: 'shopee', label: 'Shopee', template: 'shopeeProtemp' },
  { key: 'aliexpress', label: 'AliExpress', template: 'aliexpressProtem' },
  { key: 'tiktok', label: 'TikTok', template: 'tiktokProTemp' },
  { key: 'temu', label: 'Temu', template: 'temuProTemp' },
  { key: 'temuLocal', label: 'Temu 本土', template: 'temuLocalProTemp' },
  { key: 'temuHosted', label: 'Temu 托管', template: 'temuHostedProTemp' },
  { key: 'shein', label: 'Shein', template: 'sheinProTemp' },
  { key: 'ozon', label: 'Ozon', template: 'ozonProTemp' },
  { key: 'dj', label: 'DJ', template: 'djProTemp' },
  // Not in the spec's menu, but PodKit connects WooCommerce stores (issue 17 adds its screens).
  { key: 'woocommerce', label: 'WooCommerce', template: 'woocommerceProTemp' },
  // Not in the spec's menu either: PodKit connects Amazon stores and lists through SP-API (issue 19).
  { key: 'amazon', label: 'Amazon', template: 'amazonProTemp' },
] as const;

const marketplaceScreens: CatalogScreen[] = marketplaces.flatMap(({ key, label, template }) => [
  {
    component: `${key}Library`,
    name: `${label} 商品库`,
    operates: ['publish', 'edit', 'delete', 'export'],
    imgUrl: `platform-${key}`,
  },
  {
    component: template,
    name: `${label} 产品模板`,
    operates: ['add', 'edit', 'delete'],
    imgUrl: `platform-${key}`,
  },
  {
    component: `${key}Release`,
    name: `${label} 刊登`,
    operates: ['publish', 'sync'],
    imgUrl: `platform-${key}`,
  },
]);

export const resellerCatalog: CatalogGroup[] = [
  {
    path: 'design',
    name: '设计中心',
    icon: 'BgColorsOutlined',
    screens: [
      {
        component: 'singleDesign',
        name: '单品设计',
        operates: ['save', 'saveAs', 'preview', 'download', 'addCart'],
      },
      { component: 'gruopDesign', name: '组合设计', operates: ['save', 'preview', 'addCart'] },
      { component: 'mergeSKU', name: '合并 SKU', operates: ['save', 'addCart'] },
      { component: 'codeTransform', name: '编码转换', operates: ['transform', 'export'] },
      {
        component: 'designRecord',
        name: '设计记录',
        operates: ['edit', 'delete', 'addCart', 'export'],
      },
    ],
  },
  {
    path: 'goods',
    name: '商品库',
    icon: 'AppstoreOutlined',
    screens: [
      { component: 'goodsLibrary', name: '定制商品库', operates: ['design', 'collect'] },
      {
        component: 'goodsDetail',
        name: '定制商品详情',
        operates: ['design', 'addCart'],
        hidden: true,
      },
      { component: 'generalLibrary', name: '通用商品库', operates: ['addCart', 'collect'] },
      {
        component: 'generalDetail',
        name: '通用商品详情',
        operates: ['addCart', 'collect'],
        hidden: true,
      },
      { component: 'generalGoods', name: '通用商品', operates: ['addCart', 'export'] },
      { component: 'generalAdmin', name: '通用商品管理', operates: ['edit', 'delete', 'export'] },
      {
        component: 'productLibrary',
        name: '我的商品',
        operates: ['edit', 'delete', 'publish', 'addCart', 'export'],
      },
      { component: 'singleProduct', name: '单品管理', operates: ['edit', 'delete', 'addCart'] },
      { component: 'userBasicProduct', name: '我的底板', operates: ['add', 'edit', 'delete'] },
      { component: 'userBasic', name: '底板设置', operates: ['save'], hidden: true },
      { component: 'thirdProduct', name: '第三方商品', operates: ['import', 'bind', 'delete'] },
      {
        component: 'barcodeAdmin',
        name: '条码管理',
        operates: ['add', 'print', 'delete', 'export'],
      },
      { component: 'tortBrand', name: '侵权品牌查询' },
      { component: 'privilegePrice', name: '特权价格' },
    ],
  },
  {
    path: 'order',
    name: '订单管理',
    icon: 'ProfileOutlined',
    screens: [
      {
        component: 'cart',
        name: '购物车',
        operates: ['edit', 'delete', 'checkout'],
        hidden: true,
        httpUrl: '/main/cart',
      },
      {
        component: 'cartCheckout',
        name: '订单结算',
        operates: ['pay'],
        hidden: true,
        httpUrl: '/main/cartCheckout',
      },
      {
        component: 'orderAdmin',
        name: '订单管理',
        operates: ['pay', 'cancel', 'export', 'sync', 'edit'],
      },
      {
        component: 'orderAdminFBA',
        name: 'FBA 订单',
        operates: ['pay', 'cancel', 'export', 'sync', 'edit'],
      },
      { component: 'importOrder', name: '导入订单', operates: ['import', 'downloadTemplate'] },
      {
        component: 'importOrderFba',
        name: '导入 FBA 订单',
        operates: ['import', 'downloadTemplate'],
      },
      { component: 'orderPay', name: '订单支付', operates: ['pay'], hidden: true },
      { component: 'orderPayInfos', name: '支付详情', hidden: true },
      { component: 'orderStatistics', name: '订单统计', operates: ['export'] },
      { component: 'shipping', name: '物流渠道' },
      {
        component: 'temuPurchaseOrder',
        name: 'Temu 采购单',
        operates: ['sync', 'export', 'createShipOrder'],
      },
      {
        component: 'temuShipOrder',
        name: 'Temu 发货单',
        operates: ['ship', 'print', 'export', 'delete'],
      },
      { component: 'temuBox', name: 'Temu 装箱', operates: ['create', 'print'] },
    ],
  },
  {
    // The spec names /myOrder/storeAdmin, so the store group lives under /myOrder.
    path: 'myOrder',
    name: '店铺管理',
    icon: 'ShopOutlined',
    authed: 2,
    screens: [
      {
        component: 'storeAdmin',
        name: '我的店铺',
        operates: ['authorize', 'sync', 'edit', 'unbind'],
      },
      { component: 'storeTrade', name: '店铺交易记录', operates: ['export'] },
      { component: 'addressAdmin', name: '地址管理', operates: ['add', 'edit', 'delete'] },
      { component: 'addressBlack', name: '地址黑名单', operates: ['add', 'delete'] },
    ],
  },
  {
    path: 'finance',
    name: '财务中心',
    icon: 'AccountBookOutlined',
    screens: [
      { component: 'tradingRecord', name: '交易记录', operates: ['export'] },
      { component: 'fees', name: '费用明细', operates: ['export'] },
      { component: 'myCoupon', name: '我的优惠券' },
      { component: 'vipLevel', name: '会员等级' },
      { component: 'payGroupLevel', name: '购买会员等级', operates: ['pay'], hidden: true },
    ],
  },
  {
    path: 'material',
    name: '素材库',
    icon: 'PictureOutlined',
    screens: [
      {
        component: 'myGallery',
        name: '我的素材',
        operates: ['upload', 'delete', 'rename', 'tag', 'category', 'share', 'export'],
      },
      { component: 'openGallery', name: '公共图库', operates: ['collect', 'download'] },
      { component: 'singleGallery', name: '单品图库', operates: ['download', 'delete'] },
      { component: 'definitionTags', name: '标签管理', operates: ['add', 'edit', 'delete'] },
      { component: 'myClass', name: '分类管理', operates: ['add', 'edit', 'delete', 'sort'] },
    ],
  },
  {
    path: 'valueAdded',
    name: '增值服务',
    icon: 'CrownOutlined',
    screens: [
      { component: 'valueAddedServices', name: '增值服务', operates: ['buy'] },
      { component: 'valueAddedServicesGallery', name: '图库服务', operates: ['buy'] },
      {
        component: 'valueAddedServicesDesign',
        name: '设计服务',
        operates: ['buy', 'revise', 'accept', 'cancel'],
      },
      { component: 'valueAddedServicesHouse', name: '仓储服务', operates: ['buy'] },
      {
        component: 'serviceDesign',
        name: '设计需求',
        operates: ['submit'],
        hidden: true,
        httpUrl: '/main/valueAddedServices/design',
      },
    ],
  },
  {
    path: 'afterSale',
    name: '售后服务',
    icon: 'CustomerServiceOutlined',
    screens: [
      {
        component: 'workOrderIndex',
        name: '我的工单',
        operates: ['create', 'reply', 'confirm', 'close'],
      },
      { component: 'workOrderCreate', name: '创建工单', operates: ['submit'], hidden: true },
      { component: 'orderReturnApply', name: '退货申请', operates: ['apply', 'cancel'] },
      {
        component: 'bottomTemplateIndex',
        name: '包装模板',
        operates: ['create', 'edit', 'delete'],
      },
      { component: 'bottomTemplateCreate', name: '新建包装模板', operates: ['save'], hidden: true },
      { component: 'payBottomTemplate', name: '包装模板支付', operates: ['pay'], hidden: true },
    ],
  },
  {
    path: 'publish',
    name: '刊登中心',
    icon: 'CloudUploadOutlined',
    screens: [
      { component: 'intoTemplate', name: '导入模板', operates: ['import'] },
      { component: 'templateRecord', name: '模板记录', operates: ['edit', 'delete'] },
      { component: 'amountTemplate', name: '价格模板', operates: ['add', 'edit', 'delete'] },
      ...marketplaceScreens,
    ],
  },
  {
    path: 'news',
    name: '消息中心',
    icon: 'BellOutlined',
    screens: [
      {
        component: 'message',
        name: '站内消息',
        operates: ['read', 'delete'],
        httpUrl: '/main/message',
      },
      { component: 'bulletin', name: '系统公告', httpUrl: '/main/bulletin' },
    ],
  },
  {
    path: 'setting',
    name: '账户设置',
    icon: 'SettingOutlined',
    screens: [
      { component: 'acInfo', name: '账户信息', operates: ['edit'] },
      { component: 'myAc', name: '我的账户' },
      { component: 'recharge', name: '余额充值', operates: ['pay'] },
      {
        component: 'acSecurity',
        name: '账户安全',
        operates: ['changePassword', 'changePhone', 'changeEmail', 'twoStep'],
      },
      { component: 'acSetting', name: '偏好设置', operates: ['save'] },
      { component: 'bindLogin', name: '绑定登录', operates: ['bind', 'unbind'] },
      { component: 'authentication', name: '实名认证', operates: ['submit'] },
      { component: 'createRole', name: '角色管理', operates: ['add', 'edit', 'delete'] },
      { component: 'domain', name: '域名设置', operates: ['save'] },
      {
        component: 'userExportRecord',
        name: '导出记录',
        operates: ['download', 'delete'],
        httpUrl: '/main/userExportRecord',
      },
    ],
  },
];

/** The operator console (/admin in the portal), granted to the operator role only. */
export const operatorCatalog: CatalogGroup[] = [
  {
    path: 'admin',
    name: '运营后台',
    icon: 'ControlOutlined',
    screens: [
      {
        component: 'adminCatalog',
        name: '商品目录',
        operates: ['add', 'edit', 'delete', 'publish'],
        httpUrl: '/admin/catalog',
      },
      {
        component: 'adminProduction',
        name: '生产管理',
        operates: ['schedule', 'reprint', 'export'],
        httpUrl: '/admin/production',
      },
      {
        component: 'adminShipping',
        name: '发货管理',
        operates: ['ship', 'print', 'export'],
        httpUrl: '/admin/shipping',
      },
      {
        component: 'adminApprovals',
        name: '审核中心',
        operates: ['approve', 'reject'],
        httpUrl: '/admin/approvals',
      },
      {
        component: 'adminSiteSettings',
        name: '站点设置',
        operates: ['save'],
        httpUrl: '/admin/siteSettings',
      },
      { component: 'adminSmsOutbox', name: '短信发件箱', httpUrl: '/admin/smsOutbox' },
      {
        component: 'adminDesignService',
        name: '设计服务',
        operates: ['take', 'deliver'],
        httpUrl: '/admin/designService',
      },
    ],
  },
];

export function groupUrl(group: CatalogGroup): string {
  return `/${group.path}`;
}

export function screenUrl(group: CatalogGroup, screen: CatalogScreen): string {
  return screen.httpUrl ?? `/${group.path}/${screen.component}`;
}
