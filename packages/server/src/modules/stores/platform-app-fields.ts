import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';

/** The credentials of each store platform's app, as the console's 站点设置 asks for them. */
export type AppSection =
  | 'shopify'
  | 'etsy'
  | 'amazon'
  | 'tiktok'
  | 'temu'
  | 'temuLocal'
  | 'temuHosted'
  | 'shein'
  | 'shopee'
  | 'shopline'
  | 'shoplazza'
  | 'wish'
  | 'aliexpress';

export interface AppFieldDef {
  section: AppSection;
  key: string;
  label: string;
  secret: boolean;
  /** Without it the platform's app is not set up. */
  required: boolean;
}

const field = (
  section: AppSection,
  key: string,
  label: string,
  secret: boolean,
  required = true,
): AppFieldDef => ({ section, key, label, secret, required });

/** The credentials of each platform's app the console asks for (addresses stay environment). */
export const appFields: Record<ConnectablePlatform, AppFieldDef[]> = {
  1: [
    field('amazon', 'applicationId', '应用 ID（Application ID）', false),
    field('amazon', 'clientId', 'LWA Client ID', false),
    field('amazon', 'clientSecret', 'LWA Client Secret', true),
  ],
  5: [
    field('shopify', 'apiKey', 'API Key（Client ID）', false),
    field('shopify', 'apiSecret', 'API Secret（Client Secret）', true),
  ],
  7: [
    field('etsy', 'keystring', 'Keystring', false),
    field('etsy', 'sharedSecret', 'Shared Secret', true),
    field('etsy', 'webhookSecret', 'Webhook 签名密钥（whsec_…）', true, false),
  ],
  10: [
    field('tiktok', 'appKey', 'App Key', false),
    field('tiktok', 'appSecret', 'App Secret', true),
    field('tiktok', 'serviceId', 'Service ID', false),
  ],
  17: [field('temu', 'appKey', 'App Key', false), field('temu', 'appSecret', 'App Secret', true)],
  18: [
    field('temuLocal', 'appKey', 'App Key', false),
    field('temuLocal', 'appSecret', 'App Secret', true),
  ],
  19: [field('shein', 'appId', 'App ID', false), field('shein', 'appSecret', 'App Secret', true)],
  20: [
    field('temuHosted', 'appKey', 'App Key', false),
    field('temuHosted', 'appSecret', 'App Secret', true),
  ],
  21: [],
  3: [
    field('wish', 'clientId', 'Client ID', false),
    field('wish', 'clientSecret', 'Client Secret', true),
  ],
  /** Ozon: each seller's Client-Id and Api-Key, entered on the store screen. */
  14: [],
  // A dj store front brings no app: it calls PodKit's open API with the store's own key.
  22: [],
  4: [
    field('shopee', 'partnerId', 'Partner ID', false),
    field('shopee', 'partnerKey', 'Partner Key', true),
  ],
  9: [
    field('shopline', 'appKey', 'App Key', false),
    field('shopline', 'appSecret', 'App Secret', true),
  ],
  8: [
    field('shoplazza', 'appKey', 'Client ID', false),
    field('shoplazza', 'appSecret', 'Client Secret', true),
  ],
  2: [
    field('aliexpress', 'appKey', 'App Key', false),
    field('aliexpress', 'appSecret', 'App Secret', true),
  ],
};

export function readAppField(config: StorePlatformsConfig, def: AppFieldDef): string {
  return String((config[def.section] as unknown as Record<string, unknown>)[def.key] ?? '');
}

/** The platform's app has every required credential in `config`. */
export function appConfigured(code: ConnectablePlatform, config: StorePlatformsConfig): boolean {
  return appFields[code].every((def) => !def.required || readAppField(config, def) !== '');
}
