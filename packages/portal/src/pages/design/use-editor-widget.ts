import { createElement, useEffect, useRef } from 'react';
import { mountEditor, type DesignEditorProps, type MountedEditor } from '@podkit/editor-widget';
import { Gallery } from '@podkit/workbench-widgets';
import { useSiteConfig } from '../../app/site-config.js';
import { client } from '../../sdk/client.js';
import { usePageOperates } from '../../workbench/permission.js';

export type EditorWidgetProps = Omit<DesignEditorProps, 'client' | 'renderMaterials'>;

/**
 * Mounts the design editor in its own shadow root inside the returned ref's element, with the
 * gallery widget as its material picker and the site's colour; later props go in with update.
 */
export function useEditorWidget(props: EditorWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedEditor | null>(null);
  const primaryColor = useSiteConfig()?.primary_color || undefined;
  // The page's button permissions (spec 5): the editor hides what is not granted.
  const operates = usePageOperates().map((operate) => operate.name);
  const withOperates = { ...props, operates };
  const latest = useRef(withOperates);
  latest.current = withOperates;

  useEffect(() => {
    if (!host.current) return;
    const mounted = mountEditor(host.current, {
      ...latest.current,
      client,
      primaryColor,
      renderMaterials: (pick) =>
        createElement(Gallery, { client, mode: 'pick', onPick: pick, pageSize: 12 }),
    });
    widget.current = mounted;
    return () => {
      widget.current = null;
      mounted.unmount();
    };
    // The editor mounts once; prop changes go through update below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    widget.current?.update(latest.current);
  });

  return host;
}
