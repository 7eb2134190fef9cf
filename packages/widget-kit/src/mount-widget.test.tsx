import * as React from 'react';
import { useEffect, useState } from 'react';
import { Component as PreactComponent } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_CSS } from './base-styles';
import { mountWidget } from './mount-widget';
import { WidgetPortal, usePortalLayer } from './portal-layer';

const WIDGET_CSS = '.greeting { color: var(--podkit-primary); }';

function Greeting({ name, onCleanup }: { name: string; onCleanup?: () => void }) {
  const [createdAt] = useState(() => Math.random());
  useEffect(() => () => onCleanup?.(), [onCleanup]);
  return (
    <p className="greeting" data-created-at={createdAt}>
      你好，{name}
    </p>
  );
}

function DialogWidget() {
  const layer = usePortalLayer();
  return (
    <div className="page" data-layer-class={layer.className}>
      <WidgetPortal>
        <div role="dialog">弹窗内容</div>
      </WidgetPortal>
    </div>
  );
}

function newHost(): HTMLElement {
  const host = document.createElement('podkit-test');
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the React runtime under test', () => {
  it('is preact/compat in the preact project and React otherwise', () => {
    const isPreact = React.Component === (PreactComponent as unknown);
    expect(isPreact).toBe(process.env.PODKIT_REACT_RUNTIME === 'preact');
  });
});

describe('mountWidget', () => {
  it('renders inside an open shadow root, not in the document', () => {
    const host = newHost();
    const widget = mountWidget(host, Greeting, { name: '小明' }, { css: WIDGET_CSS });
    expect(host.shadowRoot).toBe(widget.shadowRoot);
    expect(widget.shadowRoot.mode).toBe('open');
    expect(widget.shadowRoot.querySelector('.podkit-mount .greeting')?.textContent).toBe(
      '你好，小明',
    );
    expect(document.querySelector('.greeting')).toBeNull();
    expect(widget.shadowRoot.querySelector('.podkit-portal-layer')).not.toBeNull();
    widget.unmount();
  });

  it('re-renders on update with the props merged, without remounting', () => {
    const host = newHost();
    const onCleanup = vi.fn();
    const widget = mountWidget(host, Greeting, { name: '小明', onCleanup });
    const before = widget.shadowRoot.querySelector('.greeting');
    widget.update({ name: '小红' });
    const after = widget.shadowRoot.querySelector('.greeting');
    expect(after?.textContent).toBe('你好，小红');
    expect(after?.getAttribute('data-created-at')).toBe(before?.getAttribute('data-created-at'));
    expect(onCleanup).not.toHaveBeenCalled();
    widget.unmount();
  });

  it('unmounts the component and cleans up what it put in and on the element', async () => {
    const host = newHost();
    let effectRan = false;
    const onCleanup = vi.fn();
    function Tracked() {
      useEffect(() => {
        effectRan = true;
        return onCleanup;
      }, []);
      return <span>tracked</span>;
    }
    const widget = mountWidget(
      host,
      Tracked,
      {},
      { css: WIDGET_CSS, theme: { primaryColor: '#ff0000' } },
    );
    await vi.waitFor(() => expect(effectRan).toBe(true));
    widget.unmount();
    expect(onCleanup).toHaveBeenCalledTimes(1);
    expect(widget.shadowRoot.childNodes).toHaveLength(0);
    expect(widget.shadowRoot.adoptedStyleSheets).toHaveLength(0);
    expect(host.style.getPropertyValue('--podkit-primary')).toBe('');
    widget.update({});
    expect(widget.shadowRoot.childNodes).toHaveLength(0);
  });

  it('can mount again on the same element after an unmount', () => {
    const host = newHost();
    mountWidget(host, Greeting, { name: '一' }).unmount();
    const again = mountWidget(host, Greeting, { name: '二' });
    expect(again.shadowRoot.querySelectorAll('.greeting')).toHaveLength(1);
    expect(again.shadowRoot.querySelector('.greeting')?.textContent).toBe('你好，二');
    again.unmount();
  });

  it('adopts one shared constructable stylesheet per css text', () => {
    const first = mountWidget(newHost(), Greeting, { name: 'a' }, { css: WIDGET_CSS });
    const second = mountWidget(newHost(), Greeting, { name: 'b' }, { css: WIDGET_CSS });
    const [base, own] = first.shadowRoot.adoptedStyleSheets;
    expect(first.shadowRoot.adoptedStyleSheets).toHaveLength(2);
    expect(
      Array.from(own?.cssRules ?? [])
        .map((rule) => rule.cssText)
        .join(''),
    ).toContain('.greeting');
    expect(
      Array.from(base?.cssRules ?? [])
        .map((rule) => rule.cssText)
        .join(''),
    ).toContain(':host');
    expect(second.shadowRoot.adoptedStyleSheets[0]).toBe(base);
    expect(second.shadowRoot.adoptedStyleSheets[1]).toBe(own);
    expect(first.shadowRoot.querySelector('style')).toBeNull();
    expect(document.adoptedStyleSheets).toHaveLength(0);
    first.unmount();
    second.unmount();
  });

  it('falls back to <style> elements where adoptedStyleSheets is unsupported', () => {
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
    expect(descriptor).toBeDefined();
    // Older browsers: the property does not exist on shadow roots at all.
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get: () => undefined,
    });
    try {
      const widget = mountWidget(newHost(), Greeting, { name: 'a' }, { css: WIDGET_CSS });
      const styles = Array.from(widget.shadowRoot.querySelectorAll('style')).map(
        (style) => style.textContent,
      );
      expect(styles).toEqual([BASE_CSS, WIDGET_CSS]);
      widget.unmount();
      expect(widget.shadowRoot.querySelectorAll('style')).toHaveLength(0);
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor!);
    }
  });

  it('themes through CSS custom properties on the host', () => {
    const host = newHost();
    const widget = mountWidget(host, Greeting, { name: 'a' });
    expect(host.style.getPropertyValue('--podkit-primary')).toBe('#16a34a');
    widget.setTheme({ primaryColor: '#1677ff', logoUrl: 'https://site.example/logo.png' });
    expect(host.style.getPropertyValue('--podkit-primary')).toBe('#1677ff');
    expect(host.style.getPropertyValue('--podkit-logo')).toBe(
      'url("https://site.example/logo.png")',
    );
    widget.setTheme({});
    expect(host.style.getPropertyValue('--podkit-logo')).toBe('');
    widget.unmount();
  });

  it('renders portals into the portal layer inside the shadow root, not document.body', () => {
    const widget = mountWidget(newHost(), DialogWidget, {});
    const layer = widget.shadowRoot.querySelector('.podkit-portal-layer');
    expect(widget.shadowRoot.querySelector('.page')?.getAttribute('data-layer-class')).toBe(
      'podkit-portal-layer',
    );
    expect(layer?.querySelector('[role="dialog"]')?.textContent).toBe('弹窗内容');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    widget.unmount();
    expect(layer?.querySelector('[role="dialog"]')).toBeNull();
  });
});
