import type { DesignFontInfo } from '@podkit/sdk-core';
import type { TextStyle } from './document-build';

/** Spec section 3: the text tool starts with Hanalei Fill at size 50 and a prompt. */
export const DEFAULT_FONT = 'Hanalei Fill';
export const DEFAULT_FONT_SIZE = 50;
export const DEFAULT_TEXT_PROMPT = '请输入文字';

export function TextPanel(props: {
  fonts: readonly DesignFontInfo[];
  style: TextStyle;
  editingSelected: boolean;
  busy: boolean;
  onStyle(style: TextStyle): void;
  onAdd(): void;
  onApply(): void;
}) {
  const { style } = props;
  const set = (patch: Partial<TextStyle>) => props.onStyle({ ...style, ...patch });
  return (
    <div>
      <h4>文字</h4>
      <label className="pe-field">
        内容
        <textarea
          rows={3}
          value={style.content}
          placeholder={DEFAULT_TEXT_PROMPT}
          aria-label="文字内容"
          onChange={(event) => set({ content: event.target.value })}
        />
      </label>
      <label className="pe-field">
        字体
        <select
          className="pk-select"
          value={style.fontFamily}
          aria-label="字体"
          onChange={(event) => set({ fontFamily: event.target.value })}
        >
          {props.fonts.map((font) => (
            <option key={font.family} value={font.family}>
              {font.label}
              {font.cjk ? '（中文）' : ''}
            </option>
          ))}
        </select>
      </label>
      <div className="pe-row">
        <label className="pe-field" style={{ flex: 1 }}>
          字号（毫米）
          <input
            type="number"
            min={1}
            max={500}
            value={style.fontSize}
            aria-label="字号"
            onChange={(event) => set({ fontSize: Number(event.target.value) || DEFAULT_FONT_SIZE })}
          />
        </label>
        <label className="pe-field">
          颜色
          <input
            type="color"
            value={style.fill}
            aria-label="文字颜色"
            onChange={(event) => set({ fill: event.target.value })}
          />
        </label>
      </div>
      <div className="pe-row">
        <button
          type="button"
          className="pe-tool pe-primary"
          disabled={props.busy || !style.content.trim()}
          onClick={props.onAdd}
        >
          添加文字
        </button>
        {props.editingSelected ? (
          <button
            type="button"
            className="pe-tool"
            disabled={props.busy || !style.content.trim()}
            onClick={props.onApply}
          >
            修改选中文字
          </button>
        ) : null}
      </div>
      <p className="pe-hint">中文字体只加载用到的字；含中文的文字请选择标有“中文”的字体。</p>
    </div>
  );
}
