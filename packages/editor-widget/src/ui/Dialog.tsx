import type { ReactNode } from 'react';

/** A modal inside the editor's shadow root; a click on the mask does not close it (spec 5). */
export function Dialog(props: {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="pe-overlay">
      <div
        className={props.wide ? 'pe-dialog pe-wide' : 'pe-dialog'}
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
      >
        <div className="pe-dialog-head">
          <span>{props.title}</span>
          <button type="button" className="pe-icon" aria-label="关闭" onClick={props.onClose}>
            ×
          </button>
        </div>
        <div className="pe-dialog-body">{props.children}</div>
        {props.footer ? <div className="pe-dialog-foot">{props.footer}</div> : null}
      </div>
    </div>
  );
}

/** Asks before something that cannot be taken back easily. */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="pe-tool" onClick={props.onCancel}>
            取消
          </button>
          <button type="button" className="pe-tool pe-primary" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p>{props.text}</p>
    </Dialog>
  );
}
