/**
 * The controls every widget shares, in the portal's antd look: buttons, inputs, selects, the date
 * field and its calendar, icons, dialogs and small text styles. Themed by --podkit-primary.
 */
export const CONTROLS_CSS = `
:host, .pk-gallery, .pk-shop, .pk-mask, .pk-calendar {
  --pk-primary: var(--podkit-primary, #16a34a);
  --pk-border: #d9d9d9;
  --pk-line: #f0f0f0;
  --pk-muted: rgba(0, 0, 0, 0.45);
  --pk-danger: #ff4d4f;
  --pk-warning: #d48806;
  --pk-radius: 6px;
}
.pk-gallery *, .pk-shop *, .pk-mask *, .pk-calendar * { box-sizing: border-box; }
:is(.pk-gallery, .pk-shop, .pk-mask, .pk-calendar) :focus-visible {
  outline: 2px solid var(--pk-primary);
  outline-offset: 1px;
}
.pk-muted { color: var(--pk-muted); }
.pk-danger-text { color: var(--pk-danger); }
.pk-warning-text { color: var(--pk-warning); }
.pk-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.pk-icon { display: inline-flex; align-items: center; line-height: 0; }
.pk-icon svg { display: block; }

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
.pk-danger:hover:not(:disabled) { color: #fff; background: var(--pk-danger); border-color: var(--pk-danger); }
.pk-small { height: 26px; padding: 0 8px; font-size: 13px; }
.pk-link-button {
  display: inline-flex; align-items: center; gap: 4px;
  border: 0; background: none; padding: 0 4px; color: var(--pk-primary); font: inherit; cursor: pointer;
}
.pk-link-button:disabled { color: var(--pk-muted); cursor: not-allowed; }
.pk-link-danger { color: var(--pk-danger); }
.pk-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 24px; height: 24px; padding: 0; border: 0; border-radius: 4px; background: none;
  color: var(--pk-muted); font: inherit; cursor: pointer;
}
.pk-icon-button:hover:not(:disabled) { background: rgba(0, 0, 0, 0.06); color: rgba(0, 0, 0, 0.88); }
.pk-icon-button:disabled { opacity: 0.3; cursor: default; }

.pk-input, .pk-select {
  height: 32px; padding: 4px 10px; border: 1px solid var(--pk-border); border-radius: var(--pk-radius);
  background-color: #fff; color: inherit; font: inherit; min-width: 0;
}
.pk-input:hover, .pk-select:hover { border-color: var(--pk-primary); }
.pk-input:focus, .pk-select:focus {
  border-color: var(--pk-primary); outline: none;
  box-shadow: 0 0 0 2px color-mix(in srgb, var(--pk-primary) 20%, transparent);
}
.pk-select {
  appearance: none; -webkit-appearance: none; padding-right: 28px; cursor: pointer;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='64 64 896 896' fill='%23bfbfbf'%3E%3Cpath d='M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z'/%3E%3C/svg%3E");
  background-repeat: no-repeat; background-position: right 10px center; background-size: 12px;
}
.pk-checkbox { accent-color: var(--pk-primary); width: 16px; height: 16px; margin: 0; cursor: pointer; }

.pk-date-field { position: relative; display: inline-flex; align-items: center; }
.pk-date-input { width: 150px; padding-right: 30px; }
.pk-date-input::placeholder { color: rgba(0, 0, 0, 0.25); }
.pk-date-icon, .pk-date-clear { position: absolute; right: 6px; color: var(--pk-muted); }
.pk-date-icon { pointer-events: none; display: inline-flex; width: 24px; justify-content: center; }
.pk-calendar {
  position: fixed; z-index: 1; width: 280px; padding: 8px 12px 4px;
  background: #fff; border-radius: 8px; color: rgba(0, 0, 0, 0.88);
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05);
  font-family: var(--podkit-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif);
  font-size: 14px; line-height: 1.5715;
}
.pk-calendar-head { display: flex; align-items: center; justify-content: space-between; padding-bottom: 6px; border-bottom: 1px solid var(--pk-line); }
.pk-calendar-title { font-weight: 600; }
.pk-calendar-grid { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; padding: 6px 0; }
.pk-calendar-weekday { text-align: center; font-size: 12px; color: var(--pk-muted); line-height: 28px; }
.pk-calendar-day {
  height: 28px; border: 1px solid transparent; border-radius: 4px; background: none;
  font: inherit; color: inherit; cursor: pointer;
}
.pk-calendar-day[data-outside='true'] { color: rgba(0, 0, 0, 0.25); }
.pk-calendar-day[data-today='true'] { border-color: var(--pk-primary); }
.pk-calendar-day:hover:not(:disabled) { background: rgba(0, 0, 0, 0.04); }
.pk-calendar-day[aria-selected='true'] { background: var(--pk-primary); color: #fff; }
.pk-calendar-day:disabled { color: rgba(0, 0, 0, 0.25); background: #f5f5f5; cursor: not-allowed; }
.pk-calendar-foot { text-align: center; padding: 4px 0; border-top: 1px solid var(--pk-line); }

.pk-mask {
  position: fixed; inset: 0; display: flex; align-items: flex-start; justify-content: center;
  padding: 80px 16px 16px; background: rgba(0, 0, 0, 0.45); overflow: auto;
  font-family: var(--podkit-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif);
  font-size: 14px; line-height: 1.5715; color: rgba(0, 0, 0, 0.88);
}
.pk-dialog {
  width: 440px; max-width: 100%; background: #fff; border-radius: 8px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 9px 28px 8px rgba(0, 0, 0, 0.05); outline: none;
}
.pk-dialog-wide { width: 720px; }
.pk-dialog-head { display: flex; justify-content: space-between; align-items: center; padding: 16px 20px 8px; }
.pk-dialog-title { margin: 0; font-size: 16px; font-weight: 600; }
.pk-dialog-body { padding: 8px 20px 16px; }
.pk-dialog-text { margin: 0; }
.pk-dialog-foot { display: flex; justify-content: flex-end; gap: 8px; padding: 0 20px 16px; }
`;
