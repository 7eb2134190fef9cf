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
}

/** POST /api/frontend/getConfigDdata (the path's spelling is the server's). */
export function getConfig(client: Client, options?: CallOptions): Promise<SiteConfig> {
  return client.post('/api/frontend/getConfigDdata', undefined, options);
}

/** GET /frontend/systemConfig/skipManMachineVerify: whether login skips the captcha. */
export function getSkipManMachineVerify(
  client: Client,
  options?: CallOptions,
): Promise<{ skip: boolean }> {
  return client.get('/frontend/systemConfig/skipManMachineVerify', options);
}
