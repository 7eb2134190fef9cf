import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hashPassword } from '../modules/auth/index.js';
import { seedDemoLogistics } from '../modules/cart/index.js';
import { seedCatalogDemo } from '../modules/catalog/index.js';
import { seedArticles, seedBanners, seedLaterHelp } from '../modules/content/index.js';
import { ensureSiteRoles } from '../modules/menu/index.js';
import { seedMenusAndRoles } from '../modules/menu/index.js';
import { seedWelcomeMessages } from '../modules/messages/index.js';
import { seedNotices } from '../modules/notices/index.js';
import { seedServicePrices } from '../modules/services/index.js';
import { seedCustomerQrCode } from '../modules/sites/index.js';
import { sites } from '../modules/sites/index.js';
import { groups, users } from '../modules/users/index.js';
import type { StorageDriver } from '../storage/index.js';

export const DEMO_RESELLER = {
  username: 'demo',
  password: 'demo123456',
  phone: '13800138000',
} as const;
export const DEMO_OPERATOR = { username: 'operator', password: 'operator123456' } as const;

/** Three levels by accumulated recharge (cents). */
const demoLevels = [
  { levelName: '普通会员', thresholdCents: 0, sort: 1, benefits: '注册即享，按标准价下单。' },
  {
    levelName: '白银会员',
    thresholdCents: 100_000,
    sort: 2,
    priceCents: 29_900,
    benefits: '白银会员价（部分底板更低），工单优先处理。',
  },
  {
    levelName: '黄金会员',
    thresholdCents: 500_000,
    sort: 3,
    priceCents: 99_900,
    benefits: '黄金会员价，专属客服，批量下单优先排产。',
  },
];

const rowCount = sql<number>`count(*)::int`;

async function countOf(query: PromiseLike<Array<{ count: number }>>): Promise<number> {
  const [row] = await query;
  return row?.count ?? 0;
}

async function ensureDemoSite(db: Db): Promise<boolean> {
  const existing = await countOf(db.select({ count: rowCount }).from(sites));
  if (existing > 0) return false;
  await db.insert(sites).values({
    name: 'PodKit 演示站',
    domainName: 'podkit.local',
    domainLicenseNo: '粤ICP备00000000号',
    customerPhone: '400-800-8888',
    customerEmail: 'service@podkit.local',
    customerAddress: '广东省深圳市南山区科技园演示大厦 8 楼',
    skipManMachineVerify: true,
    isDefault: true,
  });
  return true;
}

/** Group levels and the two demo accounts, on a site that has no users yet. */
async function ensureDemoAccounts(db: Db, siteId: number): Promise<void> {
  const levelCount = await countOf(
    db.select({ count: rowCount }).from(groups).where(eq(groups.siteId, siteId)),
  );
  if (levelCount === 0)
    await db.insert(groups).values(demoLevels.map((level) => ({ ...level, siteId })));

  const userCount = await countOf(
    db.select({ count: rowCount }).from(users).where(eq(users.siteId, siteId)),
  );
  if (userCount > 0) return;

  const [entryLevel] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.siteId, siteId))
    .orderBy(asc(groups.thresholdCents), asc(groups.sort))
    .limit(1);
  const roleIds = await ensureSiteRoles(db, siteId);
  const [resellerHash, operatorHash] = await Promise.all([
    hashPassword(DEMO_RESELLER.password),
    hashPassword(DEMO_OPERATOR.password),
  ]);
  await db
    .insert(users)
    .values([
      {
        siteId,
        username: DEMO_RESELLER.username,
        phone: DEMO_RESELLER.phone,
        passwordHash: resellerHash,
        role: 'reseller',
        roleId: roleIds.reseller,
        groupId: entryLevel?.id ?? null,
        balanceCents: 0,
        // Some recharge already, so the progress bar toward 白银会员 is not empty.
        rechargeTotalCents: 32_000,
        agreementAcceptedAt: new Date(),
      },
      {
        siteId,
        username: DEMO_OPERATOR.username,
        passwordHash: operatorHash,
        role: 'operator',
        roleId: roleIds.operator,
        groupId: entryLevel?.id ?? null,
        agreementAcceptedAt: new Date(),
      },
    ])
    .onConflictDoNothing();
}

/** Banners (when a storage driver is given), pages, help center and notices: once per site. */
async function ensureSiteContent(db: Db, storage: StorageDriver | undefined): Promise<void> {
  const allSites = await db.select().from(sites).orderBy(asc(sites.id));
  for (const site of allSites) {
    await seedArticles(db, site);
    await seedLaterHelp(db, site);
    await seedNotices(db, site);
    if (storage) await seedBanners(db, storage, site.id);
  }
}

/** The welcome messages of the demo reseller on the default site. */
async function ensureDemoMessages(db: Db, siteId: number): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  const [reseller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.username, DEMO_RESELLER.username)));
  if (site && reseller) await seedWelcomeMessages(db, site, reseller.id);
}

export interface SeedDemoOptions {
  /** Where the seeded banner images are written; without it no banners are seeded. */
  storage?: StorageDriver;
}

/**
 * Demo data: the demo site on an empty database, the menu catalog and system roles on every site
 * (so new screens appear on restart), levels plus the demo accounts on the default site while it
 * has no users, and each site's content (pages, help center, notices, banners) the first time.
 * Idempotent; returns true when the demo site was created by this call.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  const created = await ensureDemoSite(db);
  const allSites = await db
    .select({ id: sites.id })
    .from(sites)
    .orderBy(desc(sites.isDefault), asc(sites.id));
  await seedMenusAndRoles(
    db,
    allSites.map((site) => site.id),
  );
  const defaultSite = allSites[0];
  if (defaultSite) {
    await ensureDemoAccounts(db, defaultSite.id);
    await ensureDemoMessages(db, defaultSite.id);
    await seedDemoLogistics(db, defaultSite.id);
    await seedServicePrices(db, defaultSite.id);
    if (created && options.storage) await seedCustomerQrCode(db, options.storage, defaultSite.id);
  }
  await ensureSiteContent(db, options.storage);
  await seedCatalogDemo(db, options);
  return created;
}
