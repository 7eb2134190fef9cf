import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SiteSettings, SiteSettingsUpdate } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { isTimeZone } from '@podkit/sdk-core/rules';
import { conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { rechargeLimitCents } from './recharge-limit.js';
import { storageFeeRateCents } from './storage-fee-rate.js';
import { toSiteConfig } from './config.js';
import { siteDomains, sites, type Site } from './schema.js';

export async function siteSettings(db: DbExecutor, site: Site): Promise<SiteSettings> {
  const domains = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, site.id))
    .orderBy(siteDomains.host);
  return {
    ...toSiteConfig(site),
    skip_man_machine_verify: site.skipManMachineVerify,
    embed_origins: site.embedOrigins,
    domains: domains.map((d) => d.host),
    return_window_days: site.returnWindowDays,
    real_name_recharge_limit: formatCents(site.realNameRechargeLimitCents),
    storage_fee_per_unit_month: formatCents(site.storageFeeCentsPerUnitMonth),
  };
}

/** Applies the given fields; host names already used by another site are refused. */
export async function updateSiteSettings(
  db: Db,
  site: Site,
  update: SiteSettingsUpdate,
): Promise<SiteSettings> {
  if (update.time_zone !== undefined && !isTimeZone(update.time_zone))
    throw invalid(`时区不存在：${update.time_zone}（请填写 IANA 时区名，如 Asia/Shanghai）`);
  return db.transaction(async (tx) => {
    const columns: Partial<typeof sites.$inferInsert> = {
      name: update.site_name,
      domainName: update.domain_name,
      domainIcoImg: update.domain_ico_img,
      domainLogo1: update.domain_logo_1,
      domainLogo2: update.domain_logo_2,
      domainLicenseNo: update.domain_license_no,
      customerQrCode: update.customer_qr_code,
      customerPhone: update.customer_phone,
      customerEmail: update.customer_email,
      customerAddress: update.customer_address,
      primaryColor: update.primary_color,
      timeZone: update.time_zone,
      skipManMachineVerify: update.skip_man_machine_verify,
      embedOrigins: update.embed_origins && [...new Set(update.embed_origins)],
      returnWindowDays: update.return_window_days,
      realNameRechargeLimitCents:
        update.real_name_recharge_limit === undefined
          ? undefined
          : rechargeLimitCents(update.real_name_recharge_limit),
      storageFeeCentsPerUnitMonth:
        update.storage_fee_per_unit_month === undefined
          ? undefined
          : storageFeeRateCents(update.storage_fee_per_unit_month),
    };
    const changed = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
    let updated = site;
    if (Object.keys(changed).length > 0) {
      [updated = site] = await tx
        .update(sites)
        .set(changed)
        .where(eq(sites.id, site.id))
        .returning();
    }
    if (update.domains) {
      const hosts = [...new Set(update.domains.map((h) => h.toLowerCase()))];
      if (hosts.length > 0) {
        const [taken] = await tx
          .select({ host: siteDomains.host })
          .from(siteDomains)
          .where(and(inArray(siteDomains.host, hosts), ne(siteDomains.siteId, site.id)))
          .limit(1);
        if (taken) throw conflict(`域名 ${taken.host} 已被其他站点使用`);
      }
      await tx.delete(siteDomains).where(eq(siteDomains.siteId, site.id));
      if (hosts.length > 0) {
        await tx.insert(siteDomains).values(hosts.map((host) => ({ siteId: site.id, host })));
      }
    }
    return siteSettings(tx, updated);
  });
}
