import { CONTROLS_CSS } from '@podkit/widget-kit';

/** The editor's stylesheet (after the kit's controls), adopted into its shadow root. */
export const EDITOR_CSS = `${CONTROLS_CSS}
:host { all: initial; display: block; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif; font-size: 14px; line-height: 1.5; color: rgba(0,0,0,.88); }
* { box-sizing: border-box; }
button { font: inherit; cursor: pointer; }
button:disabled { cursor: not-allowed; opacity: .45; }
input, select, textarea { font: inherit; }
.pe-root { display: flex; flex-direction: column; border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; min-height: 640px; }
.pe-toolbar { display: flex; flex-wrap: wrap; gap: 4px; padding: 8px; border-bottom: 1px solid #e5e7eb; align-items: center; }
.pe-toolbar .pe-sep { width: 1px; height: 22px; background: #e5e7eb; margin: 0 4px; }
.pe-tool { border: 1px solid #d9d9d9; background: #fff; border-radius: 6px; padding: 3px 8px; font-size: 13px; white-space: nowrap; }
.pe-tool:hover:not(:disabled) { border-color: var(--podkit-primary, #16a34a); color: var(--podkit-primary, #16a34a); }
.pe-tool.pe-primary { background: var(--podkit-primary, #16a34a); border-color: var(--podkit-primary, #16a34a); color: #fff; }
.pe-tool.pe-primary:hover:not(:disabled) { color: #fff; filter: brightness(1.08); }
.pe-zoom { margin-left: auto; display: flex; gap: 4px; align-items: center; font-size: 12px; color: #6b7280; }
.pe-body { display: grid; grid-template-columns: 280px minmax(0, 1fr) 240px; flex: 1; min-height: 0; }
.pe-left, .pe-right { border-right: 1px solid #e5e7eb; display: flex; flex-direction: column; min-height: 0; }
.pe-right { border-right: 0; border-left: 1px solid #e5e7eb; }
.pe-tabs { display: flex; border-bottom: 1px solid #e5e7eb; }
.pe-tab { flex: 1; border: 0; background: none; padding: 8px 0; border-bottom: 2px solid transparent; }
.pe-tab[aria-selected='true'] { color: var(--podkit-primary, #16a34a); border-bottom-color: var(--podkit-primary, #16a34a); font-weight: 600; }
.pe-panel { padding: 12px; overflow: auto; flex: 1; }
.pe-panel h4 { margin: 12px 0 6px; font-size: 13px; color: #374151; }
.pe-panel h4:first-child { margin-top: 0; }
.pe-centre { display: flex; flex-direction: column; min-width: 0; background: #f3f4f6; }
.pe-stage { flex: 1; min-height: 420px; position: relative; overflow: hidden; }
.pe-stage-status { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; color: #6b7280; }
.pe-chips { display: flex; flex-wrap: wrap; gap: 6px; }
.pe-chip { border: 1px solid #d9d9d9; background: #fff; border-radius: 14px; padding: 2px 10px; font-size: 13px; }
.pe-chip[aria-pressed='true'] { border-color: var(--podkit-primary, #16a34a); color: var(--podkit-primary, #16a34a); background: #f0fdf4; }
.pe-swatch { width: 28px; height: 28px; border-radius: 50%; border: 2px solid #fff; box-shadow: 0 0 0 1px #d1d5db; padding: 0; }
.pe-swatch[aria-pressed='true'] { box-shadow: 0 0 0 2px var(--podkit-primary, #16a34a); }
.pe-swatch-item { position: relative; display: inline-flex; }
.pe-swatch-remove { position: absolute; top: -6px; right: -6px; width: 16px; height: 16px; border-radius: 50%; border: 0; background: #6b7280; color: #fff; font-size: 10px; padding: 0; display: flex; align-items: center; justify-content: center; }
.pe-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 10px; font-size: 13px; }
.pe-field input[type='text'], .pe-field input[type='number'], .pe-field textarea { border: 1px solid #d9d9d9; border-radius: 6px; padding: 4px 8px; width: 100%; }
.pe-field .pk-select { width: 100%; }
.pe-row { display: flex; gap: 8px; align-items: center; }
.pe-hint { font-size: 12px; color: #6b7280; margin: 4px 0 0; }
.pe-layers { list-style: none; margin: 0; padding: 0; }
.pe-layer { display: flex; align-items: center; gap: 6px; padding: 6px 8px; border-bottom: 1px solid #f3f4f6; cursor: pointer; font-size: 13px; }
.pe-layer[aria-selected='true'] { background: #f0fdf4; }
.pe-layer-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pe-layer.pe-hidden .pe-layer-name { color: #9ca3af; text-decoration: line-through; }
.pe-icon { border: 0; background: none; padding: 0 2px; font-size: 12px; color: #4b5563; }
.pe-icon:hover:not(:disabled) { color: var(--podkit-primary, #16a34a); }
.pe-warn { font-size: 11px; border-radius: 4px; padding: 0 4px; white-space: nowrap; }
.pe-warn-1 { background: #fee2e2; color: #b91c1c; }
.pe-warn-2 { background: #fef3c7; color: #92400e; }
.pe-warn-3 { background: #dcfce7; color: #166534; }
.pe-properties { flex: none; border-top: 1px solid #e5e7eb; }
.pe-properties .pe-row > .pe-field { flex: 1; }
.pe-empty { color: #9ca3af; font-size: 13px; padding: 12px; text-align: center; }
.pe-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 10px; }
.pe-card { border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; padding: 6px; text-align: left; display: flex; flex-direction: column; gap: 4px; }
.pe-card:hover { border-color: var(--podkit-primary, #16a34a); }
.pe-card img { width: 100%; aspect-ratio: 1; object-fit: contain; background: #f9fafb; border-radius: 4px; }
.pe-card-title { font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pe-status-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.pe-status-table td, .pe-status-table th { border-bottom: 1px solid #f0f0f0; padding: 6px 4px; text-align: left; vertical-align: top; }
.pe-state-ready { color: #16a34a; }
.pe-state-failed { color: #dc2626; }
.pe-tort-warning { color: #b45309; background: #fffbeb; border: 1px solid #fcd34d; border-radius: 6px; padding: 8px 12px; margin: 0 0 8px; }
.pe-state-pending { color: #d97706; }
.pe-progress { height: 6px; background: #e5e7eb; border-radius: 3px; overflow: hidden; margin: 6px 0 12px; }
.pe-progress > div { height: 100%; background: var(--podkit-primary, #16a34a); }
.pe-mockups { display: flex; flex-wrap: wrap; gap: 8px; }
.pe-mockups img { width: 96px; height: 96px; object-fit: contain; border: 1px solid #e5e7eb; border-radius: 4px; }
.pe-toast { position: fixed; top: 300px; left: 50%; transform: translateX(-50%); background: #fff; border-radius: 8px; padding: 9px 14px; box-shadow: 0 6px 16px rgba(0,0,0,.12); z-index: 2147483010; }
.pe-toast[data-kind='error'] { color: #b91c1c; }
.pe-previews { border-top: 1px solid #e5e7eb; background: #fff; max-height: 360px; overflow: auto; }
@media (max-width: 1199px) {
  .pe-body { grid-template-columns: 240px minmax(0, 1fr); }
  .pe-right { grid-column: 1 / -1; border-left: 0; border-top: 1px solid #e5e7eb; }
}
@media (max-width: 576px) {
  .pe-body { display: flex; flex-direction: column; }
  .pe-left { border-right: 0; border-bottom: 1px solid #e5e7eb; order: 2; }
  .pe-centre { order: 1; }
  .pe-right { order: 3; }
  .pe-stage { min-height: 360px; }
  .pe-tool { padding: 2px 6px; font-size: 12px; }
}
/* Print-file links: the theme's colour, no browser-default blue underline. */
.pe-file-link { display: inline-flex; align-items: center; gap: 4px; color: var(--podkit-primary, #16a34a); text-decoration: none; }
.pe-file-link:hover { text-decoration: underline; }
/* The editor's dialogs (the kit's) are wider than the widgets' default. */
.pk-dialog { width: 560px; }
.pk-dialog-wide { width: 860px; }
.pk-dialog-body { max-height: 70vh; overflow: auto; }
.pk-dialog-wide .pk-dialog-body { min-height: 320px; }
`;
