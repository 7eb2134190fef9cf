import type { Client, SiteConfig } from '@podkit/sdk-core';
import { adoptStyles, createToastNotifier, type WidgetTheme } from '@podkit/workbench-widgets';
import { emitPodkitEvent } from '../../events';
import type { EmbedHost, EmbedWidget } from './host';
import { pageSession } from './page-session';

const STATUS_CSS = `.podkit-status{padding:16px;color:rgba(0,0,0,.45);font-size:14px}
.podkit-status[data-state=error]{color:#cf1322}`;

/** What a widget chunk renders once signed in; `update` re-reads the element's attributes. */
export interface RenderedWidget {
  update(): void;
  unmount(): void;
}

export interface RenderContext {
  client: Client;
  theme: WidgetTheme;
  /** The site's time zone, which widgets show times in (undefined: the widget's default). */
  timeZone: string | undefined;
  /** Sends `podkit:<name>` from the element to the partner page. */
  emit(name: string, detail?: unknown): void;
}

function themeOf(config: SiteConfig | null): WidgetTheme {
  return {
    primaryColor: config?.primary_color || undefined,
    logoUrl: config?.domain_logo_1 || undefined,
  };
}

/**
 * Shows a status line in the element's shadow root while the page's widget session signs in,
 * then renders the widget with a client whose messages appear inside this widget. A failed
 * sign-in is shown in the widget and sent as `podkit:error`.
 */
export function mountEmbed(
  element: HTMLElement,
  host: EmbedHost,
  render: (context: RenderContext) => RenderedWidget,
): EmbedWidget {
  const document = element.ownerDocument;
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const releaseStatusStyles = adoptStyles(shadow, STATUS_CSS);
  const status = document.createElement('div');
  status.className = 'podkit-status';
  status.textContent = '加载中…';
  shadow.append(status);
  const notifier = createToastNotifier(shadow);
  const session = pageSession(host);
  const emit = (name: string, detail?: unknown) => emitPodkitEvent(element, name, detail);

  let rendered: RenderedWidget | null = null;
  let unmounted = false;
  Promise.all([session.ready(), session.siteConfig().catch(() => null)])
    .then(([, config]) => {
      if (unmounted) return;
      status.remove();
      rendered = render({
        client: session.client(notifier),
        theme: themeOf(config),
        timeZone: config?.time_zone,
        emit,
      });
      emit('ready', { widget: element.localName });
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      status.dataset.state = 'error';
      status.textContent = `无法登录：${message}`;
      emit('error', { message });
    });

  return {
    update: () => rendered?.update(),
    unmount() {
      unmounted = true;
      rendered?.unmount();
      status.remove();
      releaseStatusStyles();
      notifier.destroy();
    },
  };
}

/** Reads a comma-separated attribute as a list; absent gives undefined (everything allowed). */
export function listAttribute(element: HTMLElement, name: string): string[] | undefined {
  const value = element.getAttribute(name);
  if (value === null) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function numberAttribute(element: HTMLElement, name: string): number | undefined {
  const value = Number(element.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
