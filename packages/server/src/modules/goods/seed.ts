import { and, eq } from 'drizzle-orm';
import type { SpecValue } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import type { StorageDriver } from '../../storage/index.js';
import { putOnce } from '../catalog/index.js';
import { renderPng } from '../catalog/index.js';
import { contentSeeds } from '../content/index.js';
import { seedOnce } from '../content/index.js';
import { drawGoodsSvg, type GoodsMotif } from './goods-art.js';
import { openingStock } from './stock-adjust.js';
import { goods, goodsCategories, goodsSkus } from './schema.js';
import { categoryPathResolver } from '../../db/category-path.js';

interface DemoGoods {
  name: string;
  category: [string] | [string, string];
  motif: GoodsMotif;
  colors: [string, string];
  description: string;
  priceCents: number;
  stock: number;
  published: boolean;
  skus?: Array<{ spec: SpecValue[]; priceCents: number; stock: number }>;
}

const demoGoods: DemoGoods[] = [
  {
    name: '304 不锈钢保温杯',
    category: ['家居日用', '水杯'],
    motif: 'tumbler',
    colors: ['#0EA5E9', '#0369A1'],
    description: '双层真空保温，12 小时保温保冷，一键弹盖。',
    priceCents: 4900,
    stock: 0,
    published: true,
    skus: [
      { spec: [{ name: '容量', value: '350ml' }], priceCents: 4900, stock: 120 },
      { spec: [{ name: '容量', value: '500ml' }], priceCents: 5900, stock: 80 },
    ],
  },
  {
    name: '高硼硅玻璃随手杯',
    category: ['家居日用', '水杯'],
    motif: 'glass',
    colors: ['#BAE6FD', '#38BDF8'],
    description: '耐热玻璃，可装热饮，杯身轻薄。',
    priceCents: 1990,
    stock: 300,
    published: true,
  },
  {
    name: '棉麻折叠收纳筐',
    category: ['家居日用', '收纳'],
    motif: 'basket',
    colors: ['#D6B38A', '#A16207'],
    description: '棉麻面料，可折叠，衣物玩具收纳。',
    priceCents: 2500,
    stock: 0,
    published: true,
    skus: [
      { spec: [{ name: '尺寸', value: '小号' }], priceCents: 2500, stock: 200 },
      { spec: [{ name: '尺寸', value: '中号' }], priceCents: 3200, stock: 150 },
      { spec: [{ name: '尺寸', value: '大号' }], priceCents: 3900, stock: 90 },
    ],
  },
  {
    name: 'A5 牛皮纸笔记本',
    category: ['办公文具'],
    motif: 'notebook',
    colors: ['#C8A27A', '#8B5E34'],
    description: '80 页道林纸，牛皮纸封面，适合手账与会议记录。',
    priceCents: 1280,
    stock: 500,
    published: true,
  },
  {
    name: '金属签字笔',
    category: ['办公文具'],
    motif: 'pen',
    colors: ['#374151', '#111827'],
    description: '0.5 毫米子弹头，书写顺滑，可替换笔芯。',
    priceCents: 1500,
    stock: 0,
    published: true,
    skus: [
      { spec: [{ name: '墨水颜色', value: '黑色' }], priceCents: 1500, stock: 400 },
      { spec: [{ name: '墨水颜色', value: '蓝色' }], priceCents: 1500, stock: 260 },
    ],
  },
  {
    name: '磁吸无线充电器',
    category: ['数码周边'],
    motif: 'charger',
    colors: ['#E5E7EB', '#6B7280'],
    description: '15W 磁吸快充，兼容主流手机。',
    priceCents: 8900,
    stock: 60,
    published: true,
  },
  {
    name: '便携蓝牙音箱',
    category: ['数码周边'],
    motif: 'speaker',
    colors: ['#10B981', '#047857'],
    description: '防水便携，续航 12 小时（即将上架）。',
    priceCents: 12900,
    stock: 40,
    published: false,
  },
];

const PICTURE_WIDTH = 800;

/** Demo general goods with categories, SKUs, stock and pictures drawn by the project; once per site. */
export async function seedDemoGoods(
  db: Db,
  storage: StorageDriver,
  siteId: number,
): Promise<boolean> {
  const [mark] = await db
    .select({ name: contentSeeds.name })
    .from(contentSeeds)
    .where(and(eq(contentSeeds.siteId, siteId), eq(contentSeeds.name, 'goods-demo')));
  if (mark) return false;
  const images = await Promise.all(
    demoGoods.map(async (item, index) => {
      const key = `s${siteId}/site/goods/goods-${index + 1}.png`;
      const png = await renderPng(drawGoodsSvg(item.motif, ...item.colors), PICTURE_WIDTH);
      await putOnce(storage, key, png, 'image/png');
      return storage.publicUrl(key);
    }),
  );
  return seedOnce(db, siteId, 'goods-demo', async (tx) => {
    const categoryOf = categoryPathResolver(async (category) => {
      const [row] = await tx
        .insert(goodsCategories)
        .values({ siteId, ...category })
        .returning({ id: goodsCategories.id });
      if (!row) throw new Error('goods category insert returned no row');
      return row.id;
    });
    for (const [index, item] of demoGoods.entries()) {
      const [row] = await tx
        .insert(goods)
        .values({
          siteId,
          categoryId: await categoryOf(item.category),
          name: item.name,
          description: item.description,
          images: [images[index] ?? ''],
          priceCents: item.priceCents,
          isPublished: item.published ? 1 : 0,
          sort: (index + 1) * 10,
        })
        .returning({ id: goods.id });
      if (!row) throw new Error('goods insert returned no row');
      await openingStock(tx, { siteId, goodsId: row.id, goodsSkuId: null }, item.stock, null);
      for (const [sort, sku] of (item.skus ?? []).entries()) {
        const [added] = await tx
          .insert(goodsSkus)
          .values({
            goodsId: row.id,
            code: `G${row.id}-${sort + 1}`,
            specValues: sku.spec,
            priceCents: sku.priceCents,
            sort,
          })
          .returning({ id: goodsSkus.id });
        await openingStock(tx, { siteId, goodsId: row.id, goodsSkuId: added!.id }, sku.stock, null);
      }
    }
  });
}
