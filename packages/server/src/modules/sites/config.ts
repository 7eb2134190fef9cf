import type { Site } from './schema.js';
import type { SiteConfig } from '@podkit/sdk-core';

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
    time_zone: site.timeZone,
  };
}
