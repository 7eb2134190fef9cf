import type { StyleRoot } from './stylesheets';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { iconElement } from './icon-element';
import { adoptStyles } from './stylesheets';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** What sdk-core's client reports to people through; this is the one used inside widgets. */
export interface ToastNotifier {
  /** A short message 300 px from the top; a new one replaces the one showing. 0 s stays until replaced. */
  message(kind: ToastKind, text: string, durationSeconds?: number): void;
  /** A titled notice in the top-right corner; also one at a time. */
  notification(kind: ToastKind, title: string, description?: string): void;
  /** Hide whatever shows and remove the notifier. */
  destroy(): void;
}

export const DEFAULT_MESSAGE_SECONDS = 3;
export const NOTIFICATION_SECONDS = 4.5;

const ICONS: Record<ToastKind, IconDefinition> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
};

const TOAST_CSS = `
.podkit-toast-message {
  position: fixed;
  top: 300px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 2147483010;
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 9px 12px;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12);
  font: 14px/1.5715 var(--podkit-font-family, sans-serif);
  color: rgba(0, 0, 0, 0.88);
  pointer-events: auto;
}
.podkit-toast-notification {
  position: fixed;
  top: 24px;
  right: 24px;
  z-index: 2147483010;
  width: 384px;
  max-width: calc(100vw - 48px);
  box-sizing: border-box;
  padding: 20px 24px;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12);
  font: 14px/1.5715 var(--podkit-font-family, sans-serif);
  color: rgba(0, 0, 0, 0.88);
}
.podkit-toast-title { font-size: 16px; margin-bottom: 8px; }
.podkit-toast-close { position: absolute; top: 16px; right: 16px; border: 0; background: none; cursor: pointer; }
.podkit-toast-icon { display: inline-flex; font-size: 16px; }
[data-kind='success'] .podkit-toast-icon { color: var(--podkit-primary, #16a34a); }
[data-kind='error'] .podkit-toast-icon { color: #ff4d4f; }
[data-kind='info'] .podkit-toast-icon { color: #1677ff; }
[data-kind='warning'] .podkit-toast-icon { color: #faad14; }
`;

interface Slot {
  element: HTMLElement | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A toast notifier drawn into `target` (a widget's shadow root or portal layer). Texts are set as
 * text, never parsed as HTML.
 */
export function createToastNotifier(target: ShadowRoot | HTMLElement): ToastNotifier {
  const root = target.getRootNode() as Node;
  const releaseStyles =
    root.nodeType === Node.DOCUMENT_NODE || root.nodeType === Node.DOCUMENT_FRAGMENT_NODE
      ? adoptStyles(root as StyleRoot, TOAST_CSS)
      : () => {};
  const document = target.ownerDocument;
  const messageSlot: Slot = { element: null, timer: undefined };
  const notificationSlot: Slot = { element: null, timer: undefined };

  function clear(slot: Slot) {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.element?.remove();
    slot.element = null;
  }

  function show(slot: Slot, element: HTMLElement, seconds: number) {
    clear(slot);
    slot.element = element;
    target.append(element);
    if (seconds > 0) slot.timer = setTimeout(() => clear(slot), seconds * 1000);
  }

  function box(className: string, kind: ToastKind, role: 'status' | 'alert'): HTMLElement {
    const element = document.createElement('div');
    element.className = className;
    element.dataset.kind = kind;
    element.setAttribute('role', role);
    const icon = document.createElement('span');
    icon.className = 'podkit-toast-icon';
    icon.setAttribute('aria-hidden', 'true');
    icon.append(iconElement(document, ICONS[kind]));
    element.append(icon);
    return element;
  }

  return {
    message(kind, text, durationSeconds = DEFAULT_MESSAGE_SECONDS) {
      const element = box('podkit-toast-message', kind, kind === 'error' ? 'alert' : 'status');
      const content = document.createElement('span');
      content.className = 'podkit-toast-text';
      content.textContent = text;
      element.append(content);
      show(messageSlot, element, durationSeconds);
    },
    notification(kind, title, description = '') {
      const element = box('podkit-toast-notification', kind, 'alert');
      const heading = document.createElement('div');
      heading.className = 'podkit-toast-title';
      heading.textContent = title;
      const body = document.createElement('div');
      body.className = 'podkit-toast-description';
      body.textContent = description;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'podkit-toast-close';
      close.setAttribute('aria-label', '关闭');
      close.textContent = '×';
      close.addEventListener('click', () => clear(notificationSlot));
      element.append(heading, body, close);
      show(notificationSlot, element, NOTIFICATION_SECONDS);
    },
    destroy() {
      clear(messageSlot);
      clear(notificationSlot);
      releaseStyles();
    },
  };
}
