import type { ReactNode, ReactPortal } from 'react';
import { createContext, useContext } from 'react';
import { createPortal } from 'react-dom';

/**
 * The element inside the widget's shadow root where dialogs, popovers and tooltips render, so
 * they get the widget's styles and never land in the partner page's document.body.
 */
export const PortalLayerContext = createContext<HTMLElement | null>(null);

export function usePortalLayer(): HTMLElement {
  const layer = useContext(PortalLayerContext);
  if (!layer) throw new Error('usePortalLayer 只能在 mountWidget 挂载的组件内使用');
  return layer;
}

/** Render `children` into the widget's portal layer. */
export function WidgetPortal({ children }: { children: ReactNode }): ReactPortal {
  return createPortal(children, usePortalLayer());
}
