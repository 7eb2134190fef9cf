import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { WidgetPortal } from './portal-layer';
import { Icon } from './icons';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons row; a 取消 button is up to the caller. */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * A modal drawn in the widget's portal layer. Escape and the close button close it; a click on
 * the mask does not (spec 5). Tab stays inside, and focus returns to where it was on close.
 */
export function Dialog({ title, onClose, children, footer, wide }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const element = panel.current;
    const root = element?.getRootNode() as Document | ShadowRoot | undefined;
    const before = root?.activeElement as HTMLElement | null | undefined;
    const first =
      element?.querySelector<HTMLElement>('[data-autofocus]') ??
      element?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? element)?.focus();
    return () => before?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const root = panel.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <WidgetPortal>
      <div className="pk-mask">
        <div
          ref={panel}
          className={wide ? 'pk-dialog pk-dialog-wide' : 'pk-dialog'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="pk-dialog-head">
            <h2 id={titleId} className="pk-dialog-title">
              {title}
            </h2>
            <button type="button" className="pk-icon-button" aria-label="关闭" onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          <div className="pk-dialog-body">{children}</div>
          {footer ? <div className="pk-dialog-foot">{footer}</div> : null}
        </div>
      </div>
    </WidgetPortal>
  );
}
