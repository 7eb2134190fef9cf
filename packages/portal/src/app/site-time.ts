import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '@podkit/sdk-core';

let siteTimeZone = DEFAULT_SITE_TIME_ZONE;

/**
 * The site's time zone for code outside React's tree (date formatting); set once the site config
 * has loaded, the server's default until then.
 */
export function currentSiteTimeZone(): string {
  return siteTimeZone;
}

export function setSiteTimeZone(timeZone: string | undefined): void {
  siteTimeZone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_SITE_TIME_ZONE;
}
