/**
 * Buttons, inputs, checkboxes and status text shared by the cart and the order table; each
 * widget root carries the `pk-shop` class. Themed by --podkit-primary.
 */
export const SHOP_CONTROLS_CSS = `
.pk-shop, .pk-mask {
  --pk-primary: var(--podkit-primary, #16a34a);
  --pk-border: #d9d9d9;
  --pk-line: #f0f0f0;
  --pk-muted: rgba(0, 0, 0, 0.45);
  --pk-danger: #ff4d4f;
  --pk-warning: #d48806;
  --pk-radius: 6px;
  box-sizing: border-box;
  color: rgba(0, 0, 0, 0.88);
}
.pk-shop *, .pk-mask * { box-sizing: border-box; }
.pk-shop :focus-visible { outline: 2px solid var(--pk-primary); outline-offset: 1px; }
.pk-muted { color: var(--pk-muted); }
.pk-danger-text { color: var(--pk-danger); }
.pk-warning-text { color: var(--pk-warning); }
.pk-price { color: #cf1322; font-weight: 600; white-space: nowrap; }
.pk-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px;
  height: 32px; padding: 0 14px; border: 1px solid var(--pk-border); border-radius: var(--pk-radius);
  background: #fff; color: inherit; font: inherit; cursor: pointer; white-space: nowrap;
}
.pk-button:hover:not(:disabled) { color: var(--pk-primary); border-color: var(--pk-primary); }
.pk-button:disabled { cursor: not-allowed; opacity: 0.5; }
.pk-primary { background: var(--pk-primary); border-color: var(--pk-primary); color: #fff; }
.pk-primary:hover:not(:disabled) { color: #fff; filter: brightness(1.08); }
.pk-danger { color: var(--pk-danger); border-color: var(--pk-danger); }
.pk-small { height: 26px; padding: 0 8px; font-size: 13px; }
.pk-link-button {
  border: 0; background: none; padding: 0 4px; color: var(--pk-primary); font: inherit; cursor: pointer;
}
.pk-link-button:disabled { color: var(--pk-muted); cursor: not-allowed; }
.pk-link-danger { color: var(--pk-danger); }
.pk-input {
  height: 32px; padding: 4px 10px; border: 1px solid var(--pk-border); border-radius: var(--pk-radius);
  background: #fff; color: inherit; font: inherit; min-width: 0;
}
.pk-input:focus { border-color: var(--pk-primary); outline: none; }
.pk-checkbox { accent-color: var(--pk-primary); width: 16px; height: 16px; margin: 0; cursor: pointer; }
.pk-thumb {
  display: flex; align-items: center; justify-content: center; flex: none;
  width: 72px; height: 72px; border-radius: 4px; overflow: hidden; border: 1px solid var(--pk-line);
  background: #fafafa; color: var(--pk-muted); font-size: 12px;
}
.pk-thumb img { width: 100%; height: 100%; object-fit: contain; }
.pk-empty { padding: 48px 16px; text-align: center; color: var(--pk-muted); }
.pk-tag {
  display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 12px; line-height: 20px;
  background: #f5f5f5; border: 1px solid var(--pk-line); white-space: nowrap;
}
.pk-tag[data-tone='warning'] { color: var(--pk-warning); background: #fffbe6; border-color: #ffe58f; }
.pk-tag[data-tone='danger'] { color: var(--pk-danger); background: #fff2f0; border-color: #ffccc7; }
.pk-tag[data-tone='success'] { color: var(--pk-primary); background: color-mix(in srgb, var(--pk-primary) 8%, #fff); border-color: color-mix(in srgb, var(--pk-primary) 35%, #fff); }
.pk-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
