import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Dialog } from '@podkit/widget-kit';

export interface TextDialogProps {
  title: string;
  label: string;
  initial?: string;
  placeholder?: string;
  maxLength?: number;
  submitText?: string;
  /** Returns a Chinese message when the value cannot be used. */
  validate?: (value: string) => string | null;
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
}

/** One text field: a category name, a URL. Closes once `onSubmit` has succeeded. */
export function TextDialog(props: TextDialogProps) {
  const inputId = useId();
  const [value, setValue] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    const found = trimmed === '' ? `请输入${props.label}` : (props.validate?.(trimmed) ?? null);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await props.onSubmit(trimmed);
      props.onClose();
    } catch {
      setBusy(false);
    }
  }

  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form onSubmit={submit} noValidate>
        <label className="pk-field" htmlFor={inputId}>
          {props.label}
        </label>
        <input
          id={inputId}
          className="pk-input pk-block"
          value={value}
          placeholder={props.placeholder}
          maxLength={props.maxLength ?? 100}
          aria-invalid={problem ? 'true' : undefined}
          data-autofocus
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {problem ? (
          <p className="pk-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="pk-dialog-foot pk-inline-foot">
          <button type="button" className="pk-button" onClick={props.onClose}>
            取消
          </button>
          <button type="submit" className="pk-button pk-primary" disabled={busy}>
            {props.submitText ?? '确定'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
