import type { BlankShape, ViewSide } from './blank-art.js';

export interface DemoView {
  name: string;
  side: ViewSide;
  /** Print area in px of the 1000 px canvas; its aspect ratio is the print size's. */
  area: { left: number; top: number; width: number; height: number };
  widthMm: number;
  heightMm: number;
  dpi: number;
  /** Where the print lands on the picture (is_point): 4 corners, or a mesh `columns` wide. */
  points?: Array<{ x: number; y: number }>;
  columns?: number;
}

export interface DemoBlank {
  code: string;
  name: string;
  /** Category path, top first. */
  category: [string, string];
  shape: BlankShape;
  description: string;
  isMergeDesign: 0 | 1;
  designStyle: number;
  is3d: 0 | 1;
  weightGrams: number;
  basePriceCents: number;
  colors: Array<[name: string, hex: string]>;
  sizes: Array<[name: string, surchargeCents: number]>;
  views: DemoView[];
  /** SVG path of a mask over the first view, in canvas px. */
  mask?: { name: string; svgPath: string };
  /** Fixed price for the top level instead of its percentage. */
  topLevelFixedCents?: number;
}

/** Demo design styles (spec: design style default 1). */
export const demoDesignStyles = [
  { styleNo: 1, name: '局部印花', description: '图案印在打印区域内，适合 T 恤、帆布袋等', sort: 1 },
  { styleNo: 2, name: '满版印花', description: '图案铺满整个打印面，适合抱枕、装饰画', sort: 2 },
  { styleNo: 3, name: '刺绣', description: '图案以刺绣工艺制作，适合帽子等小面积', sort: 3 },
];

/** Percent of the price each demo level pays, from the entry level up. */
export const demoLevelPercents = [98, 92, 85];

const shirtSizes: DemoBlank['sizes'] = [
  ['S', 0],
  ['M', 0],
  ['L', 0],
  ['XL', 500],
  ['XXL', 1000],
];

export const demoBlanks: DemoBlank[] = [
  {
    code: 'TSHIRT-001',
    name: '纯棉圆领短袖 T 恤',
    category: ['服装', 'T恤'],
    shape: 'tshirt',
    description: '180 克精梳纯棉，亲肤透气，正反两面均可印花。',
    isMergeDesign: 0,
    designStyle: 1,
    is3d: 0,
    weightGrams: 180,
    basePriceCents: 3900,
    colors: [
      ['白色', '#FFFFFF'],
      ['黑色', '#1F2937'],
      ['藏青', '#1E3A8A'],
      ['红色', '#DC2626'],
      ['麻灰', '#9CA3AF'],
    ],
    sizes: shirtSizes,
    views: [
      {
        name: '正面',
        side: 'front',
        area: { left: 335, top: 250, width: 330, height: 440 },
        widthMm: 300,
        heightMm: 400,
        dpi: 150,
      },
      {
        name: '背面',
        side: 'back',
        area: { left: 335, top: 220, width: 330, height: 440 },
        widthMm: 300,
        heightMm: 400,
        dpi: 150,
      },
    ],
  },
  {
    code: 'HOODIE-001',
    name: '加绒连帽卫衣',
    category: ['服装', '卫衣'],
    shape: 'hoodie',
    description: '320 克加绒面料，袋鼠兜设计，秋冬保暖。',
    isMergeDesign: 0,
    designStyle: 1,
    is3d: 0,
    weightGrams: 550,
    basePriceCents: 8900,
    colors: [
      ['黑色', '#111827'],
      ['麻灰', '#9CA3AF'],
      ['白色', '#FFFFFF'],
      ['藏青', '#1E3A8A'],
    ],
    sizes: shirtSizes,
    views: [
      {
        name: '正面',
        side: 'front',
        area: { left: 360, top: 300, width: 280, height: 300 },
        widthMm: 280,
        heightMm: 300,
        dpi: 150,
        // The chest swells a little towards the middle and the fabric narrows at the waist.
        columns: 3,
        points: [
          { x: 362, y: 302 },
          { x: 500, y: 297 },
          { x: 638, y: 302 },
          { x: 355, y: 450 },
          { x: 500, y: 453 },
          { x: 645, y: 450 },
          { x: 365, y: 598 },
          { x: 500, y: 605 },
          { x: 635, y: 598 },
        ],
      },
      {
        name: '背面',
        side: 'back',
        area: { left: 325, top: 260, width: 350, height: 400 },
        widthMm: 350,
        heightMm: 400,
        dpi: 150,
      },
    ],
    topLevelFixedCents: 7200,
  },
  {
    code: 'TOTE-001',
    name: '加厚帆布袋',
    category: ['箱包', '帆布袋'],
    shape: 'tote',
    description: '12 安加厚帆布，38 × 42 厘米，可装 A4 文件。',
    isMergeDesign: 0,
    designStyle: 1,
    is3d: 0,
    weightGrams: 120,
    basePriceCents: 2500,
    colors: [
      ['米白', '#F5F0E1'],
      ['黑色', '#1F2937'],
    ],
    sizes: [['均码', 0]],
    views: [
      {
        name: '正面',
        side: 'front',
        area: { left: 332, top: 420, width: 336, height: 360 },
        widthMm: 280,
        heightMm: 300,
        dpi: 150,
      },
      {
        name: '背面',
        side: 'back',
        area: { left: 332, top: 420, width: 336, height: 360 },
        widthMm: 280,
        heightMm: 300,
        dpi: 150,
      },
    ],
  },
  {
    code: 'MUG-001',
    name: '陶瓷马克杯',
    category: ['家居生活', '杯具'],
    shape: 'mug',
    description: '高温烧制陶瓷，图案环绕杯身一周，可用洗碗机。',
    isMergeDesign: 1,
    designStyle: 2,
    is3d: 1,
    weightGrams: 350,
    basePriceCents: 2900,
    colors: [
      ['白色', '#FFFFFF'],
      ['黑色', '#1F2937'],
      ['樱花粉', '#F9A8D4'],
    ],
    sizes: [
      ['11oz', 0],
      ['15oz', 500],
    ],
    views: [
      {
        name: '环绕',
        side: 'wrap',
        area: { left: 100, top: 320, width: 800, height: 360 },
        widthMm: 200,
        heightMm: 90,
        dpi: 300,
        // A cylinder seen from slightly above: ±65° of the body (the handle stays in front of the print), the rims curving down at the front.
        columns: 9,
        points: [
          { x: 298, y: 337 },
          { x: 331, y: 341 },
          { x: 376, y: 343 },
          { x: 431, y: 345 },
          { x: 490, y: 346 },
          { x: 549, y: 345 },
          { x: 604, y: 343 },
          { x: 649, y: 341 },
          { x: 682, y: 337 },
          { x: 302, y: 523 },
          { x: 334, y: 528 },
          { x: 379, y: 532 },
          { x: 432, y: 534 },
          { x: 490, y: 535 },
          { x: 548, y: 534 },
          { x: 601, y: 532 },
          { x: 646, y: 528 },
          { x: 678, y: 523 },
          { x: 307, y: 710 },
          { x: 338, y: 716 },
          { x: 381, y: 720 },
          { x: 433, y: 723 },
          { x: 490, y: 724 },
          { x: 547, y: 723 },
          { x: 599, y: 720 },
          { x: 642, y: 716 },
          { x: 673, y: 710 },
        ],
      },
    ],
  },
  {
    code: 'PHONECASE-001',
    name: '磨砂硬壳手机壳',
    category: ['数码配件', '手机壳'],
    shape: 'phonecase',
    description: 'PC 硬壳，背面整面印刷，镜头开孔精准。',
    isMergeDesign: 0,
    designStyle: 2,
    is3d: 0,
    weightGrams: 40,
    basePriceCents: 3500,
    colors: [
      ['透明', '#E5E7EB'],
      ['黑色', '#111827'],
      ['樱花粉', '#F9A8D4'],
    ],
    sizes: [
      ['iPhone 15', 0],
      ['iPhone 15 Pro', 0],
      ['iPhone 15 Pro Max', 300],
    ],
    views: [
      {
        name: '背面',
        side: 'back',
        area: { left: 330, top: 148, width: 340, height: 704 },
        widthMm: 70,
        heightMm: 145,
        dpi: 300,
      },
    ],
    mask: {
      name: '手机壳摄像头开孔',
      svgPath:
        'M390 130 H520 A40 40 0 0 1 560 170 V300 A40 40 0 0 1 520 340 H390 A40 40 0 0 1 350 300 V170 A40 40 0 0 1 390 130 Z',
    },
  },
  {
    code: 'CANVAS-001',
    name: '实木框装饰画',
    category: ['家居生活', '装饰画'],
    shape: 'canvas',
    description: '油画布微喷，实木画框，挂墙即用。',
    isMergeDesign: 0,
    designStyle: 2,
    is3d: 0,
    weightGrams: 900,
    basePriceCents: 6900,
    colors: [
      ['原木框', '#C8A27A'],
      ['黑框', '#1F2937'],
      ['白框', '#F5F5F4'],
    ],
    sizes: [
      ['30 × 40 cm', 0],
      ['40 × 60 cm', 4000],
      ['60 × 90 cm', 12000],
    ],
    views: [
      {
        name: '正面',
        side: 'front',
        area: { left: 260, top: 180, width: 480, height: 640 },
        widthMm: 300,
        heightMm: 400,
        dpi: 200,
      },
    ],
  },
  {
    code: 'PILLOW-001',
    name: '短毛绒方形抱枕',
    category: ['家居生活', '抱枕'],
    shape: 'pillow',
    description: '短毛绒面料，双面印花，含 PP 棉枕芯。',
    isMergeDesign: 1,
    designStyle: 2,
    is3d: 0,
    weightGrams: 400,
    basePriceCents: 4500,
    colors: [
      ['白色', '#FFFFFF'],
      ['米色', '#E7D8C0'],
      ['浅灰', '#D1D5DB'],
    ],
    sizes: [
      ['40 × 40 cm', 0],
      ['45 × 45 cm', 500],
    ],
    views: [
      {
        name: '正面',
        side: 'front',
        area: { left: 280, top: 280, width: 440, height: 440 },
        widthMm: 400,
        heightMm: 400,
        dpi: 150,
      },
      {
        name: '背面',
        side: 'back',
        area: { left: 280, top: 280, width: 440, height: 440 },
        widthMm: 400,
        heightMm: 400,
        dpi: 150,
      },
    ],
  },
  {
    code: 'CAP-001',
    name: '纯棉棒球帽',
    category: ['服装', '帽子'],
    shape: 'cap',
    description: '六片式纯棉帽身，后扣可调节，正面刺绣。',
    isMergeDesign: 0,
    designStyle: 3,
    is3d: 0,
    weightGrams: 90,
    basePriceCents: 3200,
    colors: [
      ['黑色', '#111827'],
      ['白色', '#FFFFFF'],
      ['藏青', '#1E3A8A'],
      ['红色', '#DC2626'],
    ],
    sizes: [['均码（可调节）', 0]],
    views: [
      {
        name: '正面',
        side: 'front',
        area: { left: 360, top: 380, width: 280, height: 154 },
        widthMm: 100,
        heightMm: 55,
        dpi: 300,
      },
      {
        name: '背面',
        side: 'back',
        area: { left: 402, top: 400, width: 196, height: 70 },
        widthMm: 70,
        heightMm: 25,
        dpi: 300,
      },
    ],
  },
];

/** Demo packaging templates every demo blank offers. */
export const demoBottomTemplates = ['标准 OPP 袋', '品牌牛皮纸盒'];

/**
 * Stock sold as is from a warehouse: the public 直发商品 and 美国本地仓 pages list the blanks of
 * categories named so. Pictures are drawn like their siblings'.
 */
export const demoWarehouseBlanks: DemoBlank[] = [
  {
    ...demoBlanks[0]!,
    code: 'TSHIRT-DIRECT-001',
    name: '现货直发纯棉 T 恤',
    category: ['直发商品', '现货T恤'],
    description: '工厂现货，印好即发，下单后 48 小时内出库直发买家。',
    colors: [
      ['白色', '#FFFFFF'],
      ['黑色', '#1F2937'],
    ],
  },
  {
    ...demoBlanks.find((blank) => blank.shape === 'tote')!,
    code: 'TOTE-US-001',
    name: '美国仓帆布袋',
    category: ['美国本地仓', '帆布袋'],
    description: '美国本地仓备货、本地印制，美国境内 3–5 个工作日送达。',
    colors: [['米白', '#F5F0E1']],
  },
];
