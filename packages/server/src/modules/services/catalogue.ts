import { and, asc, eq } from 'drizzle-orm';
import type { ServiceCatalogEntry, ServiceKind, ServicePriceItem } from '@podkit/sdk-core';
import { kindLabels } from './labels.js';
import type { Db, DbExecutor } from '../../db/client.js';
import { AppError, StatusCode, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { yuanToCents } from '../catalog/index.js';
import { servicePriceItems, type ServicePriceItemRow } from './schema.js';

/** The services of the catalogue and the workbench screen of each (menu component). */
export const SERVICES: ReadonlyArray<Omit<ServiceCatalogEntry, 'items'>> = [
  {
    kind: 'design',
    name: kindLabels.design,
    description:
      '专业设计师按您的需求出图：提交需求与参考图，设计师交付源文件和效果图，验收后文件自动进入我的素材',
    component: 'valueAddedServicesDesign',
  },
  {
    kind: 'gallery',
    name: kindLabels.gallery,
    description: '平台精选的授权图库素材包，购买后高清原图进入我的素材，可直接用于设计',
    component: 'valueAddedServicesGallery',
  },
  {
    kind: 'warehouse',
    name: kindLabels.warehouse,
    description: '提前备货存放在平台仓库，订单优先从库存发货，按月收取仓储费',
    component: 'valueAddedServicesHouse',
  },
];

export function toPriceItem(row: ServicePriceItemRow): ServicePriceItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: formatCents(row.priceCents),
    enabled: row.enabled,
    sort: row.sort,
  };
}

export async function priceItems(
  db: DbExecutor,
  siteId: number,
  options: { kind?: ServiceKind | undefined; enabledOnly?: boolean } = {},
): Promise<ServicePriceItemRow[]> {
  const conditions = [eq(servicePriceItems.siteId, siteId)];
  if (options.kind) conditions.push(eq(servicePriceItems.kind, options.kind));
  if (options.enabledOnly) conditions.push(eq(servicePriceItems.enabled, true));
  return db
    .select()
    .from(servicePriceItems)
    .where(and(...conditions))
    .orderBy(asc(servicePriceItems.sort), asc(servicePriceItems.id));
}

/** Every service with its enabled price lines, in the catalogue's order. */
export async function serviceCatalogue(db: Db, siteId: number): Promise<ServiceCatalogEntry[]> {
  const items = (await priceItems(db, siteId, { enabledOnly: true })).map(toPriceItem);
  return SERVICES.map((service) => ({
    ...service,
    items: items.filter((item) => item.kind === service.kind),
  }));
}

/** An enabled line of one service's price list, for an order being placed; else a clear refusal. */
export async function orderablePriceItem(
  db: DbExecutor,
  siteId: number,
  kind: ServiceKind,
  id: number,
): Promise<ServicePriceItemRow> {
  const [row] = await db
    .select()
    .from(servicePriceItems)
    .where(
      and(
        eq(servicePriceItems.siteId, siteId),
        eq(servicePriceItems.kind, kind),
        eq(servicePriceItems.id, id),
      ),
    );
  if (!row)
    throw new AppError(StatusCode.notFound, `${kindLabels[kind]}价目不存在，请刷新后重新选择`);
  if (!row.enabled) throw invalid(`「${row.name}」已下架，请选择其他服务项目`);
  return row;
}

export interface PriceItemInput {
  kind: ServiceKind;
  name: string;
  description?: string | undefined;
  price: string | number;
  enabled?: boolean | undefined;
  sort?: number | undefined;
}

function checkedItem(input: PriceItemInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写服务项目名称（name）');
  const priceCents = yuanToCents(input.price, '价格（price）');
  if (priceCents <= 0) throw invalid('价格（price）须大于 0');
  return {
    kind: input.kind,
    name,
    description: (input.description ?? '').trim(),
    priceCents,
    enabled: input.enabled ?? true,
    sort: input.sort ?? 0,
  };
}

export async function createPriceItem(db: Db, siteId: number, input: PriceItemInput) {
  const [row] = await db
    .insert(servicePriceItems)
    .values({ siteId, ...checkedItem(input) })
    .returning();
  return row!;
}

export async function updatePriceItem(db: Db, siteId: number, id: number, input: PriceItemInput) {
  const [row] = await db
    .update(servicePriceItems)
    .set({ ...checkedItem(input), updatedAt: new Date() })
    .where(and(eq(servicePriceItems.siteId, siteId), eq(servicePriceItems.id, id)))
    .returning();
  if (!row) throw notFound('服务价目');
  return row;
}

/** The demo site's design price list, written once when the site has none. */
export async function seedServicePrices(db: Db, siteId: number): Promise<void> {
  if ((await priceItems(db, siteId, { kind: 'design' })).length > 0) return;
  await db.insert(servicePriceItems).values(
    [
      { name: 'Logo 设计', description: '品牌 Logo，交付 PNG 与 SVG 源文件', priceCents: 19900 },
      {
        name: '印花图案设计',
        description: 'T 恤、卫衣等服装印花图案，交付高清 PNG',
        priceCents: 29900,
      },
      { name: '包装设计', description: '吊牌、贴纸、包装袋或包装盒的平面设计', priceCents: 39900 },
    ].map((item, index) => ({ siteId, kind: 'design' as const, sort: index + 1, ...item })),
  );
}
