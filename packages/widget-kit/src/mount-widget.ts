import type { ComponentType } from 'react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BASE_CSS } from './base-styles';
import { PortalLayerContext } from './portal-layer';
import { adoptStyles } from './stylesheets';
import type { WidgetTheme } from './theme';
import { applyTheme } from './theme';

export interface MountOptions {
  /** The widget's own stylesheet, adopted into its shadow root. */
  css?: string;
  theme?: WidgetTheme;
}

export interface MountedWidget<P> {
  readonly shadowRoot: ShadowRoot;
  /** Re-render with these props merged over the current ones. */
  update(props: Partial<P>): void;
  setTheme(theme: WidgetTheme): void;
  /** Unmount the component and take away everything mountWidget put in and on the element. */
  unmount(): void;
}

/**
 * Render a widget component inside an open shadow root of `element` (ARCHITECTURE.md decision 3).
 * Only React APIs that preact/compat also has are used, so the embed build can alias React away.
 */
export function mountWidget<P extends object>(
  element: HTMLElement,
  Component: ComponentType<P>,
  props: P,
  options: MountOptions = {},
): MountedWidget<P> {
  // A shadow root cannot be detached, so a remount reuses the one from before.
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const releaseStyles = [adoptStyles(shadowRoot, BASE_CSS)];
  if (options.css) releaseStyles.push(adoptStyles(shadowRoot, options.css));
  let removeTheme = applyTheme(element, options.theme);

  const document = element.ownerDocument;
  const mountNode = document.createElement('div');
  mountNode.className = 'podkit-mount';
  const portalLayer = document.createElement('div');
  portalLayer.className = 'podkit-portal-layer';
  shadowRoot.append(mountNode, portalLayer);

  const root = createRoot(mountNode);
  let currentProps = props;
  let mounted = true;

  const render = () => {
    const tree = createElement(
      PortalLayerContext.Provider,
      { value: portalLayer },
      createElement(Component, currentProps),
    );
    // Paint synchronously: hosts (custom elements, tests, the loader's timing) expect the widget
    // to be in the DOM when mount or update returns.
    flushSync(() => root.render(tree));
  };
  render();

  return {
    shadowRoot,
    update(nextProps) {
      if (!mounted) return;
      currentProps = { ...currentProps, ...nextProps };
      render();
    },
    setTheme(theme) {
      if (!mounted) return;
      removeTheme();
      removeTheme = applyTheme(element, theme);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      mountNode.remove();
      portalLayer.remove();
      for (const release of releaseStyles) release();
      removeTheme();
    },
  };
}
