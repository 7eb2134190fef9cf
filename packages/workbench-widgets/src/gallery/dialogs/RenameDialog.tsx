import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { bulkRenameNames, bulkRenameProblem } from '../bulk-rename';
import { Dialog } from '@podkit/widget-kit';

export interface RenameDialogProps {
  count: number;
  onSubmit: (names: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Bulk rename: prefix + running number, in the grid's order, with a preview. */
export function RenameDialog({ count, onSubmit, onClose }: RenameDialogProps) {
  const prefixId = useId();
  const startId = useId();
  const [prefix, setPrefix] = useState('');
  const [start, setStart] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = { prefix, start: start.trim() === '' ? 1 : Number(start) };
  const preview =
    prefix.trim() && !bulkRenameProblem(rule, count) ? bulkRenameNames(rule, count) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = bulkRenameProblem(rule, count);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onSubmit(bulkRenameNames(rule, count));
      onClose();
    } catch {
      setBusy(false);
    }
  }

  return (
    <Dialog title={`批量重命名（${count} 项）`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <label className="pk-field" htmlFor={prefixId}>
          名称前缀
        </label>
        <input
          id={prefixId}
          className="pk-input pk-block"
          value={prefix}
          maxLength={90}
          placeholder="例如：夏季图案-"
          data-autofocus
          onChange={(event) => setPrefix(event.currentTarget.value)}
        />
        <label className="pk-field" htmlFor={startId}>
          起始编号
        </label>
        <input
          id={startId}
          className="pk-input pk-block"
          inputMode="numeric"
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
        />
        {problem ? (
          <p className="pk-error" role="alert">
            {problem}
          </p>
        ) : null}
        {preview.length > 0 ? (
          <p className="pk-muted" aria-live="polite">
            预览：{preview.slice(0, 3).join('、')}
            {preview.length > 3 ? ` … ${preview.at(-1)}` : ''}
          </p>
        ) : null}
        <div className="pk-dialog-foot pk-inline-foot">
          <button type="button" className="pk-button" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="pk-button pk-primary" disabled={busy}>
            重命名
          </button>
        </div>
      </form>
    </Dialog>
  );
}
