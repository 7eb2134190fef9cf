import { useEffect, useRef } from 'react';
import { mountGallery, type GalleryProps } from '@podkit/workbench-widgets';
import { useSiteConfig } from '../../app/site-config.js';
import { client } from '../../sdk/client.js';
import { usePageOperates } from '../../workbench/permission.js';

type Mounted = ReturnType<typeof mountGallery>;

/**
 * Mounts the gallery widget in its own shadow root inside the returned ref's element, as embeds
 * do, with this page's button permissions (its menu entry's operates) and the site's colour.
 */
export function useGalleryWidget(props: Omit<GalleryProps, 'client' | 'operates'>) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<Mounted | null>(null);
  const operates = usePageOperates();
  const primaryColor = useSiteConfig()?.primary_color;
  const names = operates.map((operate) => operate.name).join(',');
  const allowed = names ? names.split(',') : [];
  const latest = useRef({ ...props, operates: allowed });
  latest.current = { ...props, operates: allowed };

  useEffect(() => {
    if (!host.current) return;
    const mounted = mountGallery(host.current, { ...latest.current, client });
    widget.current = mounted;
    return () => {
      widget.current = null;
      mounted.unmount();
    };
  }, []);

  useEffect(() => {
    widget.current?.update({ operates: latest.current.operates });
  }, [names]);

  useEffect(() => {
    widget.current?.setTheme({ primaryColor: primaryColor || undefined });
  }, [primaryColor]);

  return host;
}
