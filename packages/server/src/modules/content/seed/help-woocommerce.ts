import type { SeedArticle } from './seed-article.js';

/** Where the article's link opens the WooCommerce connect dialog on the store screen. */
export const WOOCOMMERCE_CONNECT_PATH = '/myOrder/storeAdmin?platform=21&connect=1';

/**
 * The WooCommerce help article (spec 1: WooCommerce leads to a help page): the store screen's
 * WooCommerce tab opens it by its topic, and it offers the REST connection. Steps follow
 * WooCommerce's own "WooCommerce REST API" document.
 */
export function wooCommerceHelpArticles(): SeedArticle[] {
  return [
    {
      category: '店铺对接',
      topic: 'woocommerce',
      title: 'WooCommerce：用 REST API 密钥连接店铺',
      summary:
        '在 WooCommerce 后台生成读/写权限的 REST API 密钥，填入店铺网址和密钥即可同步订单、回传运单号。',
      body: `
<h3>准备</h3>
<ul>
  <li>WordPress 后台“设置 → 固定链接”不能是“朴素”（Plain），选择其他任一结构（如“日期和名称”），否则店铺的 REST API 地址无法访问；</li>
  <li>店铺地址建议使用 https：https 下密钥通过 Basic 认证发送；http 店铺使用 OAuth 1.0a 签名，密钥不会明文传输。</li>
</ul>
<h3>生成 REST API 密钥</h3>
<ol>
  <li>进入 WooCommerce 后台“WooCommerce → 设置 → 高级 → REST API”，点击“添加密钥”；</li>
  <li>填写描述（例如本平台名称），选择一个有订单和商品管理权限的用户；</li>
  <li>权限选择“读/写”：读取订单和商品需要“读”，回传运单号、发布商品需要“写”；</li>
  <li>点击“生成 API 密钥”，复制 Consumer key（ck_ 开头）和 Consumer secret（cs_ 开头）。密钥只显示一次，请立即保存。</li>
</ol>
<h3>在本平台连接</h3>
<ol>
  <li>打开“店铺管理 → 我的店铺”的 WooCommerce 标签，点击“授权 WooCommerce 店铺”（或本文下方的按钮）；</li>
  <li>填写店铺网址（如 https://shop.example.com）、Consumer key 和 Consumer secret；如果你已经在 WooCommerce 里自建了订单 Webhook，可以在“Webhook 密钥（选填）”填写它的密钥，否则留空由平台自动创建；</li>
  <li>保存后平台会检查密钥，成功后店铺显示“已授权”，并开始第一次订单同步。</li>
</ol>
<p><a href="${WOOCOMMERCE_CONNECT_PATH}">立即连接 WooCommerce 店铺</a></p>
<h3>会同步什么</h3>
<ul>
  <li><strong>订单</strong>：店铺的新订单和修改过的订单导入为待付款订单（同一订单只导入一次）；平台自动订阅 order.created / order.updated Webhook，另外每 30 分钟定时同步一次，也可以在“我的店铺”点击“同步订单”；</li>
  <li><strong>商品</strong>：已发布的商品和变体读取到“商品库 → 第三方商品”，关联平台 SKU 后，订单自动按关联计价；</li>
  <li><strong>运单号</strong>：订单发货后，运单号通过 Shipment Tracking 接口回传到店铺订单，并把订单状态改为“已完成”（店铺需安装 WooCommerce Shipment Tracking 扩展）；</li>
  <li><strong>店铺交易记录</strong>：“店铺管理 → 店铺交易记录”按日、周、月统计每个店铺的订单数、顾客实付金额和在本平台支付的成本。</li>
</ul>
<p>撤销密钥或删除生成密钥的 WordPress 用户后，连接会失效，店铺显示“授权过期”；重新生成密钥后在“我的店铺”点击“重新授权”填写即可。</p>`,
    },
  ];
}
