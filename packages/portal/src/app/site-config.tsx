import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_SITE_TIME_ZONE, site, type SiteConfig } from '@podkit/sdk-core';
import { setSiteTimeZone } from './site-time.js';
import { client } from '../sdk/client.js';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Loads the site's brand and contact details once (POST /api/frontend/getConfigDdata). */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    site.getConfig(client, { silent: true }).then(
      (loaded) => {
        setSiteTimeZone(loaded.time_zone);
        setConfig(loaded);
      },
      () => setConfig(null),
    );
  }, []);
  useEffect(() => {
    if (config?.site_name) document.title = config.site_name;
  }, [config]);
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig | null {
  return useContext(SiteConfigContext);
}

/** The zone the site counts its days in (dates shown, filter defaults), before and after loading. */
export function useSiteTimeZone(): string {
  return useSiteConfig()?.time_zone || DEFAULT_SITE_TIME_ZONE;
}
