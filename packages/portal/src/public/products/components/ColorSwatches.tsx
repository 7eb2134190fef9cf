import type { BasicProductColor } from '@podkit/sdk-core';

/** Colour buttons; the chosen one is pressed. */
export function ColorSwatches({
  colors,
  value,
  onChange,
}: {
  colors: BasicProductColor[];
  value: number | null;
  onChange: (colorId: number) => void;
}) {
  return (
    <div className="color-swatches" role="group" aria-label="颜色">
      {[...colors]
        .sort((a, b) => a.sort - b.sort)
        .map((color) => (
          <button
            key={color.id}
            type="button"
            className={color.id === value ? 'color-swatch color-swatch--active' : 'color-swatch'}
            aria-pressed={color.id === value}
            aria-label={color.name}
            title={color.name}
            onClick={() => onChange(color.id)}
          >
            <span className="color-swatch-dot" style={{ background: color.hex }} />
            <span className="color-swatch-name">{color.name}</span>
          </button>
        ))}
    </div>
  );
}
