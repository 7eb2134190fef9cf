import { useEffect, useRef } from 'react';
import type { MountedWidget, WidgetTheme } from '@podkit/workbench-widgets';
import { useSiteConfig } from '../../app/site-config.js';
import { client } from '../../sdk/client.js';
import { usePageOperates } from '../../workbench/permission.js';

type WidgetMount<P> = (
  element: HTMLElement,
  options: P & { theme?: WidgetTheme },
) => MountedWidget<P>;

/**
 * Mounts a workbench widget in its own shadow root inside the returned ref's element, as embeds
 * do, with the portal's client, this page's button permissions and the site's colour. `props`
 * may change between renders; the widget gets the latest ones.
 */
export function useWidget<P extends { client: unknown; operates?: readonly string[] }>(
  mount: WidgetMount<P>,
  props: Omit<P, 'client' | 'operates'>,
) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedWidget<P> | null>(null);
  const names = usePageOperates()
    .map((operate) => operate.name)
    .join(',');
  const primaryColor = useSiteConfig()?.primary_color || undefined;
  const latest = { ...props, client, operates: names ? names.split(',') : [] } as unknown as P;
  const latestRef = useRef(latest);
  latestRef.current = latest;

  useEffect(() => {
    if (!host.current) return;
    const mounted = mount(host.current, latestRef.current);
    widget.current = mounted;
    return () => {
      widget.current = null;
      mounted.unmount();
    };
  }, [mount]);

  // Callbacks and permissions change identity on each render; hand the widget the latest ones.
  useEffect(() => {
    widget.current?.update(latestRef.current);
  });

  useEffect(() => {
    widget.current?.setTheme({ primaryColor });
  }, [primaryColor]);

  return host;
}
