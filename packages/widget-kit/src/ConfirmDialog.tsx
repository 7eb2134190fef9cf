import { useState } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmText: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; closes once the action has succeeded. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await props.onConfirm();
      props.onClose();
    } catch {
      // The client has already shown why.
      setBusy(false);
    }
  }
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="pk-button" onClick={props.onClose}>
            取消
          </button>
          <button
            type="button"
            className={props.danger ? 'pk-button pk-danger' : 'pk-button pk-primary'}
            disabled={busy}
            data-autofocus
            onClick={confirm}
          >
            {props.confirmText}
          </button>
        </>
      }
    >
      <p className="pk-dialog-text">{props.text}</p>
    </Dialog>
  );
}
