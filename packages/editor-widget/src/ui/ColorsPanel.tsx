import { useState } from 'react';
import { Icon } from '@podkit/widget-kit';

/** The reseller's saved colours: pick one for text, save a new one, remove one. */
export function ColorsPanel(props: {
  colors: readonly string[];
  current: string;
  onPick(color: string): void;
  onSave(color: string): void;
  onRemove(color: string): void;
}) {
  const [draft, setDraft] = useState('#16a34a');
  return (
    <div>
      <h4>我的颜色</h4>
      {props.colors.length === 0 ? <p className="pe-hint">还没有保存的颜色</p> : null}
      <div className="pe-chips" role="group" aria-label="我的颜色">
        {props.colors.map((color) => (
          <span key={color} className="pe-swatch-item">
            <button
              type="button"
              className="pe-swatch"
              style={{ background: color }}
              title={color}
              aria-label={`使用颜色 ${color}`}
              aria-pressed={color.toLowerCase() === props.current.toLowerCase()}
              onClick={() => props.onPick(color)}
            />
            <button
              type="button"
              className="pe-swatch-remove"
              aria-label={`删除颜色 ${color}`}
              onClick={() => props.onRemove(color)}
            >
              <Icon name="close" />
            </button>
          </span>
        ))}
      </div>
      <h4>添加颜色</h4>
      <div className="pe-row">
        <input
          type="color"
          value={draft}
          aria-label="新颜色"
          onChange={(event) => setDraft(event.target.value)}
        />
        <code>{draft.toUpperCase()}</code>
        <button type="button" className="pe-tool" onClick={() => props.onSave(draft)}>
          保存颜色
        </button>
      </div>
      <p className="pe-hint">点一下颜色，用于文字颜色和选中的文字。</p>
    </div>
  );
}
