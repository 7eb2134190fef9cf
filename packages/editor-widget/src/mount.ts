import type { ComponentType } from 'react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/*
 * The editor's own copy of the widgets' shadow-root mount (ARCHITECTURE.md decision 3): the
 * editor may import only sdk-core and design, not workbench-widgets.
 */

export interface MountedEditorRoot<P> {
  readonly shadowRoot: ShadowRoot;
  update(props: Partial<P>): void;
  unmount(): void;
}

/** Adopts `css` into `root` (a <style> where adoptedStyleSheets is missing); returns the undo. */
export function adoptCss(root: ShadowRoot, css: string): () => void {
  const view = root.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (Array.isArray(root.adoptedStyleSheets) && view?.CSSStyleSheet) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  root.append(style);
  return () => style.remove();
}

/** Renders `Component` in an open shadow root of `element`, with `css` adopted there. */
export function mountInShadow<P extends object>(
  element: HTMLElement,
  Component: ComponentType<P>,
  props: P,
  css: string,
): MountedEditorRoot<P> {
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const releaseCss = adoptCss(shadowRoot, css);
  const mountNode = element.ownerDocument.createElement('div');
  mountNode.className = 'podkit-editor-mount';
  shadowRoot.append(mountNode);
  const root = createRoot(mountNode);
  let current = props;
  let mounted = true;
  const render = () => flushSync(() => root.render(createElement(Component, current)));
  render();
  return {
    shadowRoot,
    update(next) {
      if (!mounted) return;
      current = { ...current, ...next };
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      mountNode.remove();
      releaseCss();
    },
  };
}
