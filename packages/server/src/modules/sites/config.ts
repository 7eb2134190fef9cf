import type { Site } from './schema.js';
import type { SiteConfig } from '@podkit/sdk-core';

/** What a reseller's sub-site brands itself with (modules/sub-sites keeps it). */
export interface SubSiteBrand {
  host: string;
  domainName: string;
  domainIcoImg: string;
  domainLogo1: string;
  domainLogo2: string;
  domainLicenseNo: string;
  customerQrCode: string;
  customerPhone: string;
  customerEmail: string;
  customerAddress: string;
}

/** The site's config; on a sub-site's domain, the sub-site's own brand and contact over it. */
export function toSiteConfig(site: Site, subSite?: SubSiteBrand | null): SiteConfig {
  const config = siteConfigOf(site);
  if (!subSite) return config;
  const own = (value: string, fallback: string) => value || fallback;
  return {
    ...config,
    site_name: own(subSite.domainName, config.site_name),
    domain_name: own(subSite.domainName, subSite.host),
    domain_ico_img: own(subSite.domainIcoImg, config.domain_ico_img),
    domain_logo_1: own(subSite.domainLogo1, config.domain_logo_1),
    domain_logo_2: own(subSite.domainLogo2, config.domain_logo_2),
    domain_license_no: subSite.domainLicenseNo,
    customer_qr_code: subSite.customerQrCode,
    customer_phone: subSite.customerPhone,
    customer_email: subSite.customerEmail,
    customer_address: subSite.customerAddress,
  };
}

function siteConfigOf(site: Site): SiteConfig {
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
