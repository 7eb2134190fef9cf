import type { SeedArticle } from './seed-article.js';

/**
 * Help articles for 我的商品, 单品管理, 条码管理 and 编码转换: seeded apart from the first set so
 * sites seeded before these screens existed get them too.
 */
export function myProductsHelpArticles(): SeedArticle[] {
  return [
    {
      category: '设计与素材',
      title: '我的商品：把设计好的商品加入购物车',
      summary: '在“我的商品”中一次选好多个颜色和尺码的数量，加入购物车后结算。',
      body: `
<ol>
  <li>在“单品设计”中完成设计并保存，商品会出现在工作台“商品库 → 我的商品”，效果图生成后显示缩略图；</li>
  <li>点击商品上的“加入购物车”，在弹窗的颜色 × 尺码表格中填写每个组合的数量，可一次加入多个 SKU；</li>
  <li>点击“编辑”回到设计器修改；修改后保留原有的颜色和尺码时，它们的自定义编码、条码和店铺 SKU 关联都会保留；</li>
  <li>设计器保存成功的对话框、“组合设计”“合并 SKU”“设计记录”“单品管理”和商品详情中也可以直接加入购物车；</li>
  <li>“我的商品”可以按名称（或完整的 SKU、自定义编码）、分类、空白商品、颜色和创建日期筛选，勾选多个商品后可以批量删除，点击“复制”生成一份副本。</li>
</ol>`,
    },
    {
      category: '设计与素材',
      title: '单品管理与条码：给每个 SKU 设置编码、打印标签',
      summary:
        '为每个颜色 × 尺码设置自己的 SKU 编码、GTIN 和 FNSKU，生成可直接打印的条码标签 PDF。',
      body: `
<h3>单品管理</h3>
<p>“商品库 → 单品管理”按颜色 × 尺码逐行列出你的每个 SKU，显示平台 SKU、采购价和重量。点击“编辑”可以填写自己的 SKU 编码（1～64 位字母、数字或 - _ . / #，同一账号内不能重复，不区分大小写）。导入订单和编码转换时可以直接使用这个编码。</p>
<h3>条码管理</h3>
<ul>
  <li><strong>设置条码</strong>：填写 GTIN（13 位 EAN-13，系统会检查校验位）和亚马逊 FBA 使用的 FNSKU；</li>
  <li><strong>预览</strong>：查看 Code 128（自定义编码，未设置时使用平台 SKU）、EAN-13 和 FNSKU 条码；</li>
  <li><strong>打印标签</strong>：勾选 SKU，选择条码类型、标签尺寸（50 × 30 mm、60 × 40 mm 卷标，或 A4 每页 24 张）和张数，生成 PDF 后直接打印；</li>
  <li><strong>导出</strong>：把 SKU 的编码与条码导出为 Excel 表格。</li>
</ul>
<p>标签和导出文件的下载链接一小时内有效，过期后重新生成即可。</p>`,
    },
    {
      category: '店铺对接',
      title: '编码转换：店铺 SKU 与平台 SKU 互查',
      summary: '粘贴或上传店铺 SKU、自定义编码，批量查到对应的平台 SKU，也可以反查。',
      body: `
<ol>
  <li>进入“设计中心 → 编码转换”，选择转换方向；</li>
  <li>每行粘贴一个编码，或上传 xlsx / csv 表格（第一列为编码，可以带表头）；</li>
  <li>点击“转换”：店铺 SKU（在订单同步中关联过的）和自定义编码会转换为平台 SKU；反向时列出平台 SKU 的自定义编码和关联的店铺 SKU；</li>
  <li>没有匹配到的编码会单独列出，点击“导出结果”可以下载 Excel 表格。</li>
</ol>`,
    },
  ];
}

/** The help article for 侵权品牌查询, in a later batch (sites had the first one already). */
export function tortBrandHelpArticles(): SeedArticle[] {
  return [
    {
      category: '设计与素材',
      title: '侵权品牌查询：发布前检查标题和文字',
      summary: '查询文字中是否含有平台维护的侵权品牌；保存商品时也会自动检查并提示。',
      body: `
<ol>
  <li>进入“商品库 → 侵权品牌查询”，粘贴商品标题、描述或图片上的文字，点击“查询”；</li>
  <li>查询不区分大小写和全角半角，字母之间加空格、点或横线（如 N.I.K.E）也能查到；英文品牌按整词匹配，例如 Apple 不会匹配 pineapple；</li>
  <li>结果中“提醒”的品牌请确认已获得授权；“禁止发布”的品牌，含有它的商品不能发布到店铺；</li>
  <li>保存设计时，商品名称和文字图层会自动检查，含有列表中的品牌时，保存成功的对话框会列出这些品牌；</li>
  <li>页面下方可以浏览和搜索完整的侵权品牌列表，列表由平台运营维护。</li>
</ol>`,
    },
  ];
}

/** The help article for 单品图库 and 打包下载, in the same batch as 侵权品牌查询. */
export function singleGalleryHelpArticles(): SeedArticle[] {
  return [
    {
      category: '设计与素材',
      title: '单品图库：查看、下载效果图和印刷文件',
      summary: '按商品、视图和颜色查看生成好的效果图和印刷文件，设置主图，打包下载。',
      body: `
<ol>
  <li>进入“素材库 → 单品图库”，切换“效果图”或“印刷文件”，可以按商品、视图（正面、背面等）和颜色筛选；</li>
  <li>点击图片上的“下载”保存单张图片；</li>
  <li>点击效果图上的“设为主图”，这张效果图会作为“我的商品”列表的缩略图；重新保存设计后主图选择仍然保留；</li>
  <li>选择一个商品后点击“打包下载此商品”，勾选效果图和/或印刷文件，系统在后台生成压缩包并显示进度，完成后点击“下载压缩包”；压缩包中每个商品一个文件夹；</li>
  <li>在“我的商品”中也可以点击商品的“下载”，或勾选多个商品后“打包下载所选”；生成的压缩包同时保存在“导出记录”中。</li>
</ol>`,
    },
  ];
}

/** The help article for 第三方商品, in the same batch as 侵权品牌查询. */
export function thirdProductHelpArticles(): SeedArticle[] {
  return [
    {
      category: '店铺对接',
      title: '第三方商品：把店铺商品关联到平台 SKU',
      summary: '读取已授权店铺的商品，批量关联到你的设计商品，之后同步的订单自动匹配。',
      body: `
<ol>
  <li>在“店铺管理”授权 Shopify、Etsy 或 WooCommerce 店铺后，系统会自动读取店铺商品；也可以在“商品库 → 第三方商品”点击“读取店铺商品”重新读取；同步订单时，订单中出现的店铺 SKU 也会列在这里；</li>
  <li>每行是一个店铺商品的规格（变体），显示店铺 SKU（没有 SKU 时显示变体编号）和关联状态，可以按店铺、关联状态、标题或 SKU 筛选；</li>
  <li>勾选多个商品后点击“批量关联”，选择对应的设计商品，系统会按店铺商品名称中的颜色和尺码自动选好平台 SKU，确认后一次关联；也可以逐行点击“关联”或“更换”；</li>
  <li>关联后，店铺之后同步的订单会自动匹配到平台 SKU，店铺中已有的待付款订单也会立即更新；“解除关联”后新订单不再自动匹配；</li>
  <li>订单详情中“映射 SKU”并保存的映射与这里是同一份关联。</li>
</ol>`,
    },
  ];
}
