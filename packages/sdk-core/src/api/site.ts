import type { CallOptions, Client } from '../client/client';

/** Site settings (spec 3, Config). */
export interface SiteConfig {
  domain_name: string;
  domain_ico_img: string;
  domain_logo_1: string;
  domain_logo_2: string;
  domain_license_no: string;
  customer_qr_code: string;
  customer_phone: string;
  customer_email: string;
  customer_address: string;
  primary_color: string;
  site_name: string;
  /** The IANA zone the site counts its days in (dates shown, filters, defaults, order numbers). */
  time_zone: string;
}

/** POST /api/frontend/getConfigDdata (the path's spelling is the server's). */
export function getConfig(client: Client, options?: CallOptions): Promise<SiteConfig> {
  return client.post('/api/frontend/getConfigDdata', undefined, options);
}

export interface SkipVerify {
  /** Login skips the image captcha when true. */
  skip: boolean;
}

/** GET /frontend/systemConfig/skipManMachineVerify: whether login skips the captcha. */
export function getSkipManMachineVerify(
  client: Client,
  options?: CallOptions,
): Promise<SkipVerify> {
  return client.get('/frontend/systemConfig/skipManMachineVerify', options);
}

/** Site settings an operator edits (the `domain` screen): brand, contact, verification, embeds. */
export interface SiteSettings extends SiteConfig {
  /** Login skips the image captcha when true. */
  skip_man_machine_verify: boolean;
  /** Exact origins (scheme://host[:port]) allowed to embed this site's widgets. */
  embed_origins: string[];
  /** Host names that resolve to this site. */
  domains: string[];
  /** Days after delivery within which a reseller may ask for a return or reprint (default 30). */
  return_window_days: number;
  /** 单笔充值超过该金额需实名认证 (yuan, default '5000.00'); edited as a yuan string or number. */
  real_name_recharge_limit: string;
  /** 仓储费 per unit held, per month (yuan, default '0.10'); edited as a yuan string or number. */
  storage_fee_per_unit_month: string;
}

export type SiteSettingsUpdate = Partial<
  Omit<SiteSettings, 'site_name' | 'real_name_recharge_limit' | 'storage_fee_per_unit_month'>
> & {
  site_name?: string;
  real_name_recharge_limit?: string | number;
  storage_fee_per_unit_month?: string | number;
};

/** GET /admin/site (operator). */
export function getSettings(client: Client, options?: CallOptions): Promise<SiteSettings> {
  return client.get('/admin/site', options);
}

/** PUT /admin/site (operator): only the fields given change. */
export function saveSettings(
  client: Client,
  body: SiteSettingsUpdate,
  options?: CallOptions,
): Promise<SiteSettings> {
  return client.put('/admin/site', { ...body }, options);
}
