import { useEffect, useRef } from 'react';

/** Something mountWidget-style: renders into `element`'s shadow root and can be taken down. */
interface Mounted {
  unmount(): void;
}

/**
 * Mounts a widget the way the portal and the embeds do (its own shadow root, adopted stylesheet,
 * portal layer), so a story shows exactly what a page gets.
 */
export function WidgetHost({ mount }: { mount: (element: HTMLElement) => Mounted }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const widget = mount(host.current!);
    return () => widget.unmount();
  }, [mount]);
  return <div ref={host} style={{ maxWidth: 1200 }} />;
}
