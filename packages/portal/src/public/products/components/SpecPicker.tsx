import type { OrdinaryProductSku } from '@podkit/sdk-core';
import { isSpecAvailable, specOptions } from './sku-specs.js';

/** One row of value buttons per spec name; values that lead to no SKU are disabled. */
export function SpecPicker({
  skus,
  chosen,
  onChange,
}: {
  skus: OrdinaryProductSku[];
  chosen: Record<string, string>;
  onChange: (chosen: Record<string, string>) => void;
}) {
  return (
    <>
      {specOptions(skus).map(({ name, values }) => (
        <div key={name} className="blank-detail-field">
          <div className="blank-detail-label">{name}</div>
          <div className="size-chips" role="group" aria-label={name}>
            {values.map((value) => {
              const active = chosen[name] === value;
              return (
                <button
                  key={value}
                  type="button"
                  className={active ? 'size-chip size-chip--active' : 'size-chip'}
                  aria-pressed={active}
                  disabled={!isSpecAvailable(skus, chosen, name, value)}
                  onClick={() => onChange({ ...chosen, [name]: value })}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
