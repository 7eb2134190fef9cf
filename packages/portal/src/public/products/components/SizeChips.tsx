import type { BasicProductSize } from '@podkit/sdk-core';
import { addYuan } from './money.js';

/** Size buttons with each size's list price (base price plus surcharge). */
export function SizeChips({
  sizes,
  basePrice,
  value,
  onChange,
}: {
  sizes: BasicProductSize[];
  basePrice: string;
  value: number | null;
  onChange: (sizeId: number) => void;
}) {
  return (
    <div className="size-chips" role="group" aria-label="尺码">
      {[...sizes]
        .sort((a, b) => a.sort - b.sort)
        .map((size) => (
          <button
            key={size.id}
            type="button"
            className={size.id === value ? 'size-chip size-chip--active' : 'size-chip'}
            aria-pressed={size.id === value}
            onClick={() => onChange(size.id)}
          >
            <span>{size.name}</span>
            <span className="size-chip-price">¥{addYuan(basePrice, size.surcharge)}</span>
          </button>
        ))}
    </div>
  );
}
