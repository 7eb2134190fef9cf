import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { MaterialLinkMode } from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';

const LINK_MODES: ReadonlyArray<{ mode: MaterialLinkMode; label: string }> = [
  { mode: 'add', label: '添加到已有的' },
  { mode: 'replace', label: '替换为所选' },
  { mode: 'remove', label: '移除所选' },
];

export interface Choice {
  id: number;
  label: string;
  depth?: number;
}

export interface ChoiceDialogProps {
  title: string;
  /** What the choices are, for the empty text and the create field: '标签', '分类'. */
  noun: string;
  choices: readonly Choice[];
  initial?: readonly number[];
  /** How the ticked ones combine with what the materials have; 'add' by default. */
  initialMode?: MaterialLinkMode;
  submitText: string;
  /** Adds a choice from a name typed in the dialog; absent when the dialog cannot create. */
  onCreate?: (name: string) => Promise<number | null>;
  onSubmit: (ids: number[], mode: MaterialLinkMode) => Promise<unknown>;
  onClose: () => void;
}

/** Tick any number of tags or categories for the selected materials. */
export function ChoiceDialog(props: ChoiceDialogProps) {
  const newId = useId();
  const [chosen, setChosen] = useState<number[]>([...(props.initial ?? [])]);
  const [mode, setMode] = useState<MaterialLinkMode>(props.initialMode ?? 'add');
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  function toggle(id: number) {
    setChosen((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!name || !props.onCreate) return;
    try {
      const id = await props.onCreate(name);
      setNewName('');
      if (id !== null) setChosen((current) => [...current, id]);
    } catch {
      // Shown by the client.
    }
  }

  async function submit() {
    setBusy(true);
    try {
      await props.onSubmit(chosen, mode);
      props.onClose();
    } catch {
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
          <button type="button" className="pk-button pk-primary" disabled={busy} onClick={submit}>
            {props.submitText}
          </button>
        </>
      }
    >
      <fieldset className="pk-modes">
        <legend className="pk-visually-hidden">处理方式</legend>
        {LINK_MODES.map((option) => (
          <label key={option.mode} className="pk-check-label">
            <input
              type="radio"
              name="link-mode"
              checked={mode === option.mode}
              onChange={() => setMode(option.mode)}
            />
            <span>
              {option.label}
              {props.noun}
            </span>
          </label>
        ))}
      </fieldset>
      {props.choices.length === 0 ? (
        <p className="pk-muted">还没有{props.noun}</p>
      ) : (
        <ul className="pk-choices" aria-label={props.noun}>
          {props.choices.map((choice) => (
            <li key={choice.id} style={{ paddingLeft: (choice.depth ?? 0) * 16 }}>
              <label className="pk-check-label">
                <input
                  type="checkbox"
                  checked={chosen.includes(choice.id)}
                  onChange={() => toggle(choice.id)}
                />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {props.onCreate ? (
        <form className="pk-filter-row pk-create-row" onSubmit={create}>
          <label className="pk-visually-hidden" htmlFor={newId}>
            新{props.noun}名称
          </label>
          <input
            id={newId}
            className="pk-input pk-grow"
            value={newName}
            maxLength={50}
            placeholder={`新${props.noun}名称`}
            onChange={(event) => setNewName(event.currentTarget.value)}
          />
          <button type="submit" className="pk-button" disabled={newName.trim() === ''}>
            新建{props.noun}
          </button>
        </form>
      ) : null}
    </Dialog>
  );
}
