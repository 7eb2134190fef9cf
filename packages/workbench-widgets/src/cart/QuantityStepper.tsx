import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@podkit/widget-kit';

/** The most a cart line may hold (the server's limit). */
export const MAX_CART_QUANTITY = 9999;

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.trunc(value)));
}

export interface QuantityStepperProps {
  value: number;
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** − [n] +: the buttons change at once; typed digits apply on Enter or when the field is left. */
export function QuantityStepper({ value, label, disabled, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const shownValue = useRef(value);
  // A new value from the server replaces the field only when nobody is typing another number.
  useEffect(() => {
    setDraft((typed) => (typed === String(shownValue.current) ? String(value) : typed));
    shownValue.current = value;
  }, [value]);

  function commit() {
    const next = clampQuantity(Number(draft));
    setDraft(String(next));
    if (next !== value) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(String(value));
  }

  return (
    <span className="pk-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="pk-step"
        aria-label="减少数量"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" />
      </button>
      <input
        className="pk-step-input"
        inputMode="numeric"
        aria-label="数量"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="pk-step"
        aria-label="增加数量"
        disabled={disabled || value >= MAX_CART_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" />
      </button>
    </span>
  );
}
