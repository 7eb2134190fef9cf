import type { Site } from './schema.js';

/** Site settings as the portal reads them (Config, spec section 3). */
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

export function toSiteConfig(site: Site): SiteConfig {
  return {
    domain_name: site.domainName,
    domain_ico_img: site.domainIcoImg,
    domain_logo_1: site.domainLogo1,
    domain_logo_2: site.domainLogo2,
    domain_license_no: site.domainLicenseNo,
    customer_qr_code: site.customerQrCode,
    customer_phone: site.customerPhone,
    customer_email: site.customerEmail,
    customer_address: site.customerAddress,
    primary_color: site.primaryColor,
    site_name: site.name,
  };
}
