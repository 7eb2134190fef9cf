import type { ImageLayer, Layer, TileLayer, TileMode } from '@podkit/design';

/**
 * Settings of the selected picture layer that have no hot key: an image's opacity, a tile's
 * mode, half-drop, gaps (spec 3: per-view paddingX, paddingY) and scale. Each change is one step.
 */
export function LayerProperties(props: {
  layer: Layer | undefined;
  onChange(patch: Partial<ImageLayer> | Partial<TileLayer>): void;
}) {
  const { layer } = props;
  if (!layer || layer.kind === 'text') return null;
  if (layer.kind === 'image') {
    return (
      <div className="pe-panel pe-properties" aria-label="图层属性">
        <h4>图片</h4>
        <label className="pe-field">
          不透明度 {Math.round(layer.opacity * 100)}%
          <input
            key={layer.id}
            type="range"
            min={0}
            max={100}
            defaultValue={Math.round(layer.opacity * 100)}
            aria-label="不透明度"
            onPointerUp={(event) =>
              props.onChange({ opacity: Number(event.currentTarget.value) / 100 })
            }
            onKeyUp={(event) =>
              props.onChange({ opacity: Number(event.currentTarget.value) / 100 })
            }
          />
        </label>
      </div>
    );
  }
  const number = (field: 'paddingX' | 'paddingY' | 'scale', label: string, min: number) => (
    <label className="pe-field">
      {label}
      <input
        key={`${layer.id}-${field}-${layer[field]}`}
        type="number"
        min={min}
        step={field === 'scale' ? 0.1 : 1}
        defaultValue={Number(layer[field].toFixed(2))}
        aria-label={label}
        onBlur={(event) => {
          const value = Number(event.currentTarget.value);
          const valid = field === 'scale' ? value > 0 : value >= 0;
          if (Number.isFinite(value) && valid && value !== layer[field])
            props.onChange({ [field]: value });
        }}
      />
    </label>
  );
  return (
    <div className="pe-panel pe-properties" aria-label="图层属性">
      <h4>平铺</h4>
      <label className="pe-field">
        平铺方式
        <select
          className="pk-select"
          value={layer.mode}
          aria-label="平铺方式"
          onChange={(event) => props.onChange({ mode: event.target.value as TileMode })}
        >
          <option value="basic">基础平铺</option>
          <option value="mirror">镜像平铺</option>
        </select>
      </label>
      <label className="pe-row" style={{ marginBottom: 10, fontSize: 13 }}>
        <input
          type="checkbox"
          checked={layer.halfDrop}
          onChange={(event) => props.onChange({ halfDrop: event.target.checked })}
        />
        错位半格
      </label>
      <div className="pe-row">
        {number('paddingX', '水平间距（毫米）', 0)}
        {number('paddingY', '垂直间距（毫米）', 0)}
      </div>
      {number('scale', '缩放', 0.01)}
    </div>
  );
}
