/** One way to design on the platform, as /home/designMode presents it. */
export interface DesignMode {
  key: 'single' | 'group' | 'merge' | 'service';
  title: string;
  summary: string;
  steps: string[];
  /** The workbench screen that opens this flow; null for the design service (asked of support). */
  path: string | null;
  action: string;
  /** How many example pictures from the catalogue illustrate it. */
  examples: number;
}

export const designModes: DesignMode[] = [
  {
    key: 'single',
    title: '单品设计',
    summary: '在一款空白商品上放图案和文字，所见即所印。',
    steps: [
      '挑选商品、颜色和印刷面',
      '上传图片或从素材库选图，加文字，平铺、镜像、旋转',
      '实时预览每个面、每种颜色的效果图',
      '保存后自动生成印刷文件和效果图，加入购物车下单',
    ],
    path: '/design/singleDesign',
    action: '开始单品设计',
    examples: 1,
  },
  {
    key: 'group',
    title: '组合设计',
    summary: '一套图案同时做成多款商品，按各自的印刷区域自动排版。',
    steps: [
      '选好几款空白商品（如 T 恤、卫衣、帆布袋）',
      '在第一款上完成设计',
      '保存时设计按每款商品自己的印刷区域放好，一次得到整套商品',
    ],
    path: '/design/gruopDesign',
    action: '开始组合设计',
    examples: 3,
  },
  {
    key: 'merge',
    title: '合并 SKU',
    summary: '把几个已设计的商品合并成一个商品，SKU 为它们的合集，方便刊登到店铺。',
    steps: [
      '在设计记录里准备好几个设计商品',
      '勾选两个或更多，合并成一个商品',
      '刊登和下单时按合并后的 SKU 选择款式、颜色和尺码',
    ],
    path: '/design/mergeSKU',
    action: '去合并 SKU',
    examples: 2,
  },
  {
    key: 'service',
    title: '设计服务',
    summary: '没有设计稿？把需求交给平台设计师，确认后的文件进入你的素材库。',
    steps: [
      '说明用途、风格、尺寸和交付时间，附上参考图',
      '设计师出稿，你可以提出修改',
      '确认后稿件放进素材库，直接在设计器里使用',
    ],
    path: null,
    action: '联系客服预约',
    examples: 1,
  },
];
