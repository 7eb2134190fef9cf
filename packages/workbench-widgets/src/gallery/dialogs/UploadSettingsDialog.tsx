import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import type { MaterialNameRule, UploadSettings } from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';
import type { Choice } from './ChoiceDialog';

export interface UploadSettingsDialogProps {
  load: () => Promise<UploadSettings>;
  save: (settings: UploadSettings) => Promise<unknown>;
  tags: readonly Choice[];
  categories: readonly Choice[];
  onClose: () => void;
}

const NAME_RULES: ReadonlyArray<{ rule: MaterialNameRule; label: string }> = [
  { rule: 'file_stem', label: '文件名（去掉扩展名）' },
  { rule: 'file_name', label: '文件名（保留扩展名）' },
];

function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id];
}

/** How new materials are named, and the tags and categories each one gets. */
export function UploadSettingsDialog(props: UploadSettingsDialogProps) {
  const prefixId = useId();
  const [settings, setSettings] = useState<UploadSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { load } = props;

  useEffect(() => {
    load().then(setSettings, () => setFailed(true));
  }, [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    setBusy(true);
    try {
      await props.save({ ...settings, name_prefix: settings.name_prefix.trim() });
      props.onClose();
    } catch {
      setBusy(false);
    }
  }

  const change = (patch: Partial<UploadSettings>) =>
    setSettings((current) => (current ? { ...current, ...patch } : current));

  const checkboxes = (
    legend: string,
    choices: readonly Choice[],
    chosen: readonly number[],
    onToggle: (id: number) => void,
  ) => (
    <fieldset className="pk-fieldset">
      <legend className="pk-field">{legend}</legend>
      {choices.length === 0 ? <p className="pk-muted">暂无</p> : null}
      <ul className="pk-choices pk-choices-short">
        {choices.map((choice) => (
          <li key={choice.id} style={{ paddingLeft: (choice.depth ?? 0) * 16 }}>
            <label className="pk-check-label">
              <input
                type="checkbox"
                checked={chosen.includes(choice.id)}
                onChange={() => onToggle(choice.id)}
              />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  return (
    <Dialog title="上传设置" onClose={props.onClose}>
      {failed ? (
        <p className="pk-error" role="alert">
          上传设置加载失败
        </p>
      ) : null}
      {!settings && !failed ? <p className="pk-muted">加载中...</p> : null}
      {settings ? (
        <form onSubmit={submit} noValidate>
          <fieldset className="pk-fieldset">
            <legend className="pk-field">素材名称</legend>
            {NAME_RULES.map(({ rule, label }) => (
              <label key={rule} className="pk-check-label">
                <input
                  type="radio"
                  name="name-rule"
                  checked={settings.name_rule === rule}
                  onChange={() => change({ name_rule: rule })}
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          <label className="pk-field" htmlFor={prefixId}>
            名称前缀
          </label>
          <input
            id={prefixId}
            className="pk-input pk-block"
            value={settings.name_prefix}
            maxLength={50}
            placeholder="不填则不加前缀"
            onChange={(event) => change({ name_prefix: event.currentTarget.value })}
          />
          {checkboxes('新素材的标签', props.tags, settings.default_tag_ids, (id) =>
            change({ default_tag_ids: toggled(settings.default_tag_ids, id) }),
          )}
          {checkboxes('新素材的分类', props.categories, settings.default_category_ids, (id) =>
            change({ default_category_ids: toggled(settings.default_category_ids, id) }),
          )}
          <div className="pk-dialog-foot pk-inline-foot">
            <button type="button" className="pk-button" onClick={props.onClose}>
              取消
            </button>
            <button type="submit" className="pk-button pk-primary" disabled={busy}>
              保存
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
