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
