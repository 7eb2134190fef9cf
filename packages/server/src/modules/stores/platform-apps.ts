import { and, eq } from 'drizzle-orm';
import type { ConnectablePlatform, StorePlatformApp, StorePlatformAppBody } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { appConfigured, appFields, readAppField as read } from './platform-app-fields.js';
import { connectablePlatforms, platformEnabled, platformNames } from './platforms.js';
import { storePlatformApps } from './schema.js';
import { openText, sealText } from './token-vault.js';

type SavedFields = Record<string, string>;

async function openFields(db: Db, sealed: string | null): Promise<SavedFields> {
  return sealed ? (JSON.parse(await openText(db, sealed)) as SavedFields) : {};
}

/**
 * The store platforms' configuration as one site sees it: where the site saved an app of its own,
 * its credentials replace the environment's for that platform; where it enabled or disabled a
 * platform, that choice stands. Platforms the site never touched keep the environment's defaults.
 */
export async function siteStoresConfig(
  db: Db,
  siteId: number,
  base: StorePlatformsConfig,
): Promise<StorePlatformsConfig> {
  const rows = await db
    .select()
    .from(storePlatformApps)
    .where(eq(storePlatformApps.siteId, siteId));
  if (rows.length === 0) return base;
  const config: StorePlatformsConfig = {
    ...base,
    shopify: { ...base.shopify },
    etsy: { ...base.etsy },
    amazon: { ...base.amazon },
    tiktok: { ...base.tiktok },
    temu: { ...base.temu },
    temuLocal: { ...base.temuLocal },
    shein: { ...base.shein },
    shopee: { ...base.shopee },
    wish: { ...base.wish },
    aliexpress: { ...base.aliexpress },
    temuHosted: { ...base.temuHosted },
    shopline: { ...base.shopline },
    shoplazza: { ...base.shoplazza },
    siteEnabled: { ...base.siteEnabled },
  };
  for (const row of rows) {
    const code = row.platform as ConnectablePlatform;
    const defs = appFields[code];
    if (!defs) continue;
    config.siteEnabled![code] = row.enabled;
    if (!row.credentials) continue;
    const saved = await openFields(db, row.credentials);
    for (const def of defs)
      (config[def.section] as unknown as Record<string, unknown>)[def.key] = saved[def.key] ?? '';
  }
  return config;
}

async function rowOf(db: DbExecutor, siteId: number, code: ConnectablePlatform) {
  const [row] = await db
    .select()
    .from(storePlatformApps)
    .where(and(eq(storePlatformApps.siteId, siteId), eq(storePlatformApps.platform, code)));
  return row ?? null;
}

function describe(
  code: ConnectablePlatform,
  config: StorePlatformsConfig,
  enabled: boolean,
  source: StorePlatformApp['source'],
): StorePlatformApp {
  return {
    code,
    name: platformNames[code],
    enabled,
    source,
    fields: appFields[code].map((def) => {
      const value = read(config, def);
      return {
        key: def.key,
        label: def.label,
        secret: def.secret,
        value: def.secret ? '' : value,
        set: value !== '',
      };
    }),
  };
}

async function appOf(
  db: Db,
  siteId: number,
  base: StorePlatformsConfig,
  code: ConnectablePlatform,
): Promise<StorePlatformApp> {
  const config = await siteStoresConfig(db, siteId, base);
  const row = await rowOf(db, siteId, code);
  const environment = appFields[code].some((def) => read(base, def) !== '');
  const source = row?.credentials ? 'site' : environment ? 'environment' : 'none';
  return describe(code, config, platformEnabled(code, config), source);
}

export async function listPlatformApps(
  db: Db,
  siteId: number,
  base: StorePlatformsConfig,
): Promise<StorePlatformApp[]> {
  const apps: StorePlatformApp[] = [];
  for (const code of connectablePlatforms) apps.push(await appOf(db, siteId, base, code));
  return apps;
}

/**
 * Saves a site's app of a platform: fields given replace the saved ones (an empty secret keeps
 * what is saved), sealed under the store-credentials key. Enabling needs every required field.
 */
export async function savePlatformApp(
  db: Db,
  siteId: number,
  base: StorePlatformsConfig,
  code: number,
  body: StorePlatformAppBody,
): Promise<StorePlatformApp> {
  if (!(connectablePlatforms as readonly number[]).includes(code)) throw invalid('暂不支持该平台');
  const platform = code as ConnectablePlatform;
  const defs = appFields[platform];
  const row = await rowOf(db, siteId, platform);
  const saved = await openFields(db, row?.credentials ?? null);
  const given = Object.fromEntries(
    Object.entries(body.fields).map(([key, value]) => [key, String(value).trim()]),
  );
  const unknown = Object.keys(given).filter((key) => !defs.some((def) => def.key === key));
  if (unknown.length)
    throw invalid(`${platformNames[platform]} 没有这些应用参数：${unknown.join('、')}`);
  const anyGiven = Object.values(given).some((value) => value !== '');
  const next: SavedFields = {};
  for (const def of defs) {
    const value =
      given[def.key] || (def.secret || given[def.key] === undefined ? saved[def.key] : '');
    if (value) next[def.key] = value;
  }
  const ownApp = anyGiven || Boolean(row?.credentials);
  if (body.enabled && ownApp) {
    const missing = defs.filter((def) => def.required && !next[def.key]).map((def) => def.label);
    if (missing.length)
      throw invalid(`请填写 ${platformNames[platform]} 应用的${missing.join('、')}`);
  }
  if (body.enabled && !ownApp && !appConfigured(platform, base))
    throw invalid(`请先填写 ${platformNames[platform]} 应用的参数再开通`);
  const credentials = ownApp ? await sealText(db, JSON.stringify(next)) : null;
  await db
    .insert(storePlatformApps)
    .values({ siteId, platform, enabled: body.enabled, credentials })
    .onConflictDoUpdate({
      target: [storePlatformApps.siteId, storePlatformApps.platform],
      set: { enabled: body.enabled, credentials, updatedAt: new Date() },
    });
  return appOf(db, siteId, base, platform);
}
