import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, sum } from 'drizzle-orm';
import type { SubSite, SubSiteInput } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { AppError, conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { siteCategories } from '../catalog/index.js';
import { siteDomains } from '../sites/index.js';
import { currentLevel, siteGroupLevels, type User } from '../users/index.js';
import { isVerified } from '../verification/index.js';
import { txtRecordName, txtRecordValue, type TxtResolver } from './dns-txt.js';
import {
  subSiteCustomers,
  subSiteLevels,
  subSiteMarkupReversals,
  subSiteMarkups,
  subSiteOrderMarkups,
  subSites,
  type SubSite as SubSiteRow,
} from './schema.js';

const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const IMAGE_PATTERN = /^(https?:\/\/|\/files\/)\S+$/;
const STATUS_LABELS: Record<SubSite['status'], string> = {
  none: '未开通',
  pending: '待验证',
  verified: '已生效',
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const IMAGE_FIELDS = [
  ['domain_ico_img', '站点图标'],
  ['domain_logo_1', 'Logo（浅色背景）'],
  ['domain_logo_2', 'Logo（深色背景）'],
  ['customer_qr_code', '客服二维码'],
] as const;

/**
 * A picture uploaded here comes back as an absolute URL on the host the owner uploaded from. The
 * platform serves its files on every host, so it is kept as its path: a visitor on the sub-site's
 * own domain then loads it from that domain (its page's policy allows only its own origin).
 */
function ownFilePath(url: string, ownOrigin: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith(`${ownOrigin}/files/`) ? trimmed.slice(ownOrigin.length) : trimmed;
}

export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

async function ownSubSite(db: DbExecutor, owner: User): Promise<SubSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(subSites)
    .where(and(eq(subSites.siteId, owner.siteId), eq(subSites.ownerUserId, owner.id)));
  return row;
}

/** Whether the owner may open (or keep changing) a sub-site: an allowed level and 已认证. */
async function eligibility(db: Db, owner: User) {
  const levels = await siteGroupLevels(db, owner.siteId);
  const level = currentLevel(levels, owner);
  const allowedIds = new Set(
    (
      await db
        .select({ groupId: subSiteLevels.groupId })
        .from(subSiteLevels)
        .where(eq(subSiteLevels.siteId, owner.siteId))
    ).map((row) => row.groupId),
  );
  const allowedLevels = levels.filter((l) => allowedIds.has(l.id)).map((l) => l.levelName);
  let refusal = '';
  if (allowedLevels.length === 0) refusal = '平台暂未开放分站，请联系客服';
  else if (!level || !allowedIds.has(level.id))
    refusal = `当前等级（${level?.levelName ?? '无'}）不能开通分站，需达到：${allowedLevels.join('、')}`;
  else if (!(await isVerified(db, { siteId: owner.siteId, userId: owner.id })))
    refusal = '开通分站需先完成实名认证（账户设置 → 实名认证）';
  return { levelName: level?.levelName ?? '', allowedLevels, refusal };
}

/** The `domain` screen's sub-site: settings, DNS record, markups, customers and what they earned. */
export async function mySubSite(db: Db, owner: User): Promise<SubSite> {
  const [row, rules, categories] = await Promise.all([
    ownSubSite(db, owner),
    eligibility(db, owner),
    siteCategories(db, owner.siteId),
  ]);
  const markups = row
    ? await db.select().from(subSiteMarkups).where(eq(subSiteMarkups.subSiteId, row.id))
    : [];
  const byCategory = new Map(markups.map((m) => [m.categoryId, m.basisPoints]));
  const [customers] = row
    ? await db
        .select({ n: count() })
        .from(subSiteCustomers)
        .where(eq(subSiteCustomers.subSiteId, row.id))
    : [{ n: 0 }];
  const [earned] = row
    ? await db
        .select({ cents: sum(subSiteOrderMarkups.markupCents).mapWith(Number) })
        .from(subSiteOrderMarkups)
        .where(
          and(eq(subSiteOrderMarkups.subSiteId, row.id), isNotNull(subSiteOrderMarkups.creditedAt)),
        )
    : [{ cents: 0 }];
  const [reversed] = row
    ? await db
        .select({
          cents: sum(subSiteMarkupReversals.reversalCents).mapWith(Number),
          owedCents: sum(subSiteMarkupReversals.owedCents).mapWith(Number),
        })
        .from(subSiteMarkupReversals)
        .where(eq(subSiteMarkupReversals.subSiteId, row.id))
    : [{ cents: 0, owedCents: 0 }];
  const status = row?.status ?? 'none';
  return {
    allowed: rules.refusal === '',
    refusal: rules.refusal,
    level_name: rules.levelName,
    allowed_levels: rules.allowedLevels,
    status,
    status_label: STATUS_LABELS[status],
    host: row?.host ?? '',
    txt_name: row ? txtRecordName(row.host) : '',
    txt_value: row ? txtRecordValue(row.verifyToken) : '',
    verified_at: row?.verifiedAt?.toISOString() ?? null,
    domain_name: row?.domainName ?? '',
    domain_ico_img: row?.domainIcoImg ?? '',
    domain_logo_1: row?.domainLogo1 ?? '',
    domain_logo_2: row?.domainLogo2 ?? '',
    domain_license_no: row?.domainLicenseNo ?? '',
    customer_qr_code: row?.customerQrCode ?? '',
    customer_phone: row?.customerPhone ?? '',
    customer_email: row?.customerEmail ?? '',
    customer_address: row?.customerAddress ?? '',
    default_markup_percent: basisPointsToPercent(row?.defaultMarkupBasisPoints ?? 0),
    categories: [...categories]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((c) => ({
        category_id: c.id,
        parent_id: c.parentId ?? 0,
        name: c.name,
        markup_percent: byCategory.has(c.id) ? basisPointsToPercent(byCategory.get(c.id)!) : null,
      })),
    customer_count: customers?.n ?? 0,
    earned: formatCents((earned?.cents ?? 0) - (reversed?.cents ?? 0)),
    markup_owed: formatCents(reversed?.owedCents ?? 0),
  };
}

function checkInput(input: SubSiteInput): string {
  const host = input.host.trim().toLowerCase().replace(/\.$/, '');
  if (!HOST_PATTERN.test(host))
    throw invalid('分站域名格式不正确，请填写不带 http:// 和端口的域名，如 shop.example.com');
  for (const [field, label] of IMAGE_FIELDS) {
    const value = input[field].trim();
    if (value && !IMAGE_PATTERN.test(value))
      throw invalid(`${label}请上传图片或填写 http(s) 图片地址`);
  }
  const email = input.customer_email.trim();
  if (email && !EMAIL_PATTERN.test(email)) throw invalid('客服邮箱格式不正确');
  for (const percent of [
    input.default_markup_percent,
    ...input.markups.map((m) => m.markup_percent),
  ])
    if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6)
      throw invalid('加价比例最多保留两位小数');
  return host;
}

/** Opens or changes the owner's sub-site; a new host needs a new TXT record and check. */
export async function saveSubSite(
  db: Db,
  owner: User,
  input: SubSiteInput,
  ownOrigin: string,
): Promise<void> {
  const host = checkInput(input);
  const { refusal } = await eligibility(db, owner);
  if (refusal) throw new AppError(403, refusal, 200);
  const categories = new Set((await siteCategories(db, owner.siteId)).map((c) => c.id));
  const unknown = input.markups.find((m) => !categories.has(m.category_id));
  if (unknown) throw invalid(`分类不存在：${unknown.category_id}`);
  const [siteHost] = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(eq(siteDomains.host, host));
  if (siteHost) throw conflict(`域名 ${host} 已被平台站点使用，请换一个域名`);

  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ ownerUserId: subSites.ownerUserId })
      .from(subSites)
      .where(eq(subSites.host, host));
    if (taken && taken.ownerUserId !== owner.id) throw conflict(`域名 ${host} 已被其他分站使用`);
    const earlier = await ownSubSite(tx, owner);
    const now = new Date();
    const brand = {
      domainName: input.domain_name.trim(),
      domainIcoImg: ownFilePath(input.domain_ico_img, ownOrigin),
      domainLogo1: ownFilePath(input.domain_logo_1, ownOrigin),
      domainLogo2: ownFilePath(input.domain_logo_2, ownOrigin),
      domainLicenseNo: input.domain_license_no.trim(),
      customerQrCode: ownFilePath(input.customer_qr_code, ownOrigin),
      customerPhone: input.customer_phone.trim(),
      customerEmail: input.customer_email.trim(),
      customerAddress: input.customer_address.trim(),
      defaultMarkupBasisPoints: percentToBasisPoints(input.default_markup_percent),
      updatedAt: now,
    };
    const hostChanged = earlier?.host !== host;
    const moved = hostChanged
      ? {
          host,
          verifyToken: randomBytes(16).toString('hex'),
          status: 'pending' as const,
          verifiedAt: null,
        }
      : {};
    let id: number;
    if (earlier) {
      await tx
        .update(subSites)
        .set({ ...brand, ...moved })
        .where(eq(subSites.id, earlier.id));
      id = earlier.id;
    } else {
      const [created] = await tx
        .insert(subSites)
        .values({
          siteId: owner.siteId,
          ownerUserId: owner.id,
          host,
          verifyToken: randomBytes(16).toString('hex'),
          ...brand,
        })
        .returning({ id: subSites.id });
      id = created!.id;
    }
    await tx.delete(subSiteMarkups).where(eq(subSiteMarkups.subSiteId, id));
    const markups = new Map(
      input.markups.map((m) => [m.category_id, percentToBasisPoints(m.markup_percent)]),
    );
    if (markups.size > 0)
      await tx.insert(subSiteMarkups).values(
        [...markups].map(([categoryId, basisPoints]) => ({
          subSiteId: id,
          categoryId,
          basisPoints,
        })),
      );
  });
}

/** Looks the TXT record up; found: the sub-site takes effect at its host. */
export async function verifySubSite(db: Db, resolver: TxtResolver, owner: User): Promise<void> {
  const row = await ownSubSite(db, owner);
  if (!row) throw invalid('请先填写并保存分站域名');
  const { refusal } = await eligibility(db, owner);
  if (refusal) throw new AppError(403, refusal, 200);
  const name = txtRecordName(row.host);
  const expected = txtRecordValue(row.verifyToken);
  const found = await resolver.resolveTxt(name);
  if (!found.some((value) => value.trim() === expected))
    throw invalid(
      found.length === 0
        ? `未找到 ${name} 的 TXT 记录，请添加记录值 ${expected}（DNS 生效可能需要几分钟）`
        : `${name} 的 TXT 记录值不正确，应为 ${expected}`,
    );
  if (row.status !== 'verified')
    await db
      .update(subSites)
      .set({ status: 'verified', verifiedAt: new Date() })
      .where(eq(subSites.id, row.id));
}

/** The operator's rule: every level of the site, and whether it may open a sub-site. */
export async function subSiteLevelRules(db: Db, siteId: number) {
  const levels = await siteGroupLevels(db, siteId);
  const allowed = new Set(
    (
      await db
        .select({ groupId: subSiteLevels.groupId })
        .from(subSiteLevels)
        .where(eq(subSiteLevels.siteId, siteId))
    ).map((row) => row.groupId),
  );
  return {
    levels: levels.map((l) => ({
      group_id: l.id,
      level_name: l.levelName,
      allowed: allowed.has(l.id),
    })),
  };
}

export async function saveSubSiteLevelRules(db: Db, siteId: number, groupIds: number[]) {
  const levels = new Set((await siteGroupLevels(db, siteId)).map((l) => l.id));
  const unknown = groupIds.find((id) => !levels.has(id));
  if (unknown) throw invalid(`会员等级不存在：${unknown}`);
  await db.transaction(async (tx) => {
    await tx.delete(subSiteLevels).where(eq(subSiteLevels.siteId, siteId));
    const ids = [...new Set(groupIds)];
    if (ids.length > 0)
      await tx.insert(subSiteLevels).values(ids.map((groupId) => ({ siteId, groupId })));
  });
}
