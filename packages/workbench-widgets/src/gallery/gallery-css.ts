import { CONTROLS_CSS } from '@podkit/widget-kit';

/** The gallery's own stylesheet (after the kit's controls), adopted into its shadow root. */
export const GALLERY_CSS = `${CONTROLS_CSS}
.pk-gallery { box-sizing: border-box; font: inherit; color: rgba(0, 0, 0, 0.88); }
.pk-gallery {
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
}
.pk-gallery[data-mode='pick'] { grid-template-columns: 200px minmax(0, 1fr); }
.pk-gallery-side, .pk-gallery-main {
  background: #fff;
  border: 1px solid var(--pk-line);
  border-radius: 8px;
  padding: 12px;
}
.pk-gallery-main { display: flex; flex-direction: column; gap: 12px; min-width: 0; }

.pk-block { display: block; width: 100%; }
.pk-grow { flex: 1; }

.pk-side-head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 8px; }
.pk-side-title { font-weight: 600; }
.pk-side-empty { margin: 8px; }
.pk-categories ul { list-style: none; margin: 0; padding: 0; }
.pk-cat-row {
  display: flex; align-items: center; gap: 2px; min-height: 32px; border-radius: 4px;
  border-top: 2px solid transparent; border-bottom: 2px solid transparent;
}
.pk-cat-row[draggable='true'] { cursor: grab; }
.pk-cat-row:hover { background: #fafafa; }
.pk-cat-row[data-drop='before'] { border-top-color: var(--pk-primary); }
.pk-cat-row[data-drop='after'] { border-bottom-color: var(--pk-primary); }
.pk-cat-name {
  flex: 1; min-width: 0; text-align: left; border: 0; background: none; padding: 4px 6px;
  border-radius: 4px; font: inherit; color: inherit; cursor: pointer;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.pk-cat-name[aria-current='true'] { color: var(--pk-primary); font-weight: 600; background: color-mix(in srgb, var(--pk-primary) 10%, transparent); }
.pk-cat-actions { display: inline-flex; flex: none; opacity: 0.35; }
.pk-cat-row:hover .pk-cat-actions, .pk-cat-row:focus-within .pk-cat-actions { opacity: 1; }

.pk-toolbar, .pk-filter-row, .pk-bulkbar, .pk-pager, .pk-chips, .pk-dates {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
}
.pk-filters { display: flex; flex-direction: column; gap: 8px; }
.pk-search { width: 200px; }

.pk-chip {
  height: 26px; padding: 0 10px; border: 1px solid var(--pk-border); border-radius: 13px;
  background: #fff; font: inherit; font-size: 13px; color: inherit; cursor: pointer;
}
.pk-chip[aria-pressed='true'] { background: var(--pk-primary); border-color: var(--pk-primary); color: #fff; }
.pk-bulkbar {
  padding: 8px 12px; border-radius: var(--pk-radius);
  background: color-mix(in srgb, var(--pk-primary) 8%, #fff); border: 1px solid color-mix(in srgb, var(--pk-primary) 30%, #fff);
}
.pk-bulk-count { font-weight: 600; margin-right: 4px; }

.pk-uploads { border: 1px solid var(--pk-line); border-radius: var(--pk-radius); padding: 8px 12px; }
.pk-uploads-head { display: flex; justify-content: space-between; margin-bottom: 4px; }
.pk-uploads ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.pk-upload { display: grid; grid-template-columns: minmax(0, 1fr) minmax(80px, 2fr) auto; gap: 8px; align-items: center; font-size: 13px; }
.pk-upload[data-status='refused'] { grid-template-columns: minmax(0, 1fr) minmax(0, 3fr); }
.pk-upload-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-progress { display: block; height: 6px; border-radius: 3px; background: var(--pk-line); overflow: hidden; }
.pk-progress-bar { display: block; height: 100%; background: var(--pk-primary); transition: width 0.2s; }
.pk-upload[data-status='failed'] .pk-progress-bar { background: var(--pk-danger); }
.pk-upload[data-status='failed'] .pk-upload-status { color: var(--pk-danger); }

.pk-grid-wrap { position: relative; min-height: 200px; border-radius: var(--pk-radius); }
.pk-grid-wrap[data-dragging='true'] { outline: 2px dashed var(--pk-primary); outline-offset: 2px; }
.pk-drop-hint {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  background: color-mix(in srgb, var(--pk-primary) 10%, rgba(255, 255, 255, 0.85));
  color: var(--pk-primary); font-size: 16px; pointer-events: none;
}
.pk-empty {
  display: flex; gap: 4px; flex-wrap: wrap; align-items: center; justify-content: center;
  min-height: 200px; color: var(--pk-muted); text-align: center; padding: 16px;
}
.pk-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; }
.pk-card {
  position: relative; display: flex; flex-direction: column; gap: 4px; padding: 6px;
  border: 1px solid var(--pk-line); border-radius: 8px; background: #fff; cursor: pointer;
  user-select: none; min-width: 0;
}
.pk-card:hover { border-color: var(--pk-border); box-shadow: 0 2px 8px rgba(0, 0, 0, 0.08); }
.pk-card[aria-selected='true'] { border-color: var(--pk-primary); box-shadow: 0 0 0 1px var(--pk-primary); }
.pk-thumb {
  position: relative; display: flex; align-items: center; justify-content: center;
  aspect-ratio: 1; border-radius: 4px; overflow: hidden;
  background: repeating-conic-gradient(#f5f5f5 0% 25%, #fff 0% 50%) 50% / 16px 16px;
}
.pk-thumb img { max-width: 100%; max-height: 100%; object-fit: contain; }
.pk-check {
  position: absolute; top: 6px; left: 6px; width: 18px; height: 18px; border-radius: 4px;
  border: 1px solid var(--pk-border); background: rgba(255, 255, 255, 0.9);
  color: #fff; font-size: 12px; display: flex; align-items: center; justify-content: center;
}
.pk-card[aria-selected='true'] .pk-check { background: var(--pk-primary); border-color: var(--pk-primary); }
.pk-card-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 13px; }
.pk-card-tags { display: flex; flex-wrap: wrap; gap: 4px; }
.pk-tag {
  padding: 0 6px; border-radius: 4px; font-size: 12px; line-height: 20px;
  background: #f5f5f5; border: 1px solid var(--pk-line); color: rgba(0, 0, 0, 0.65);
  max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.pk-loading { margin: 0; text-align: center; }
.pk-pager { justify-content: flex-end; }
.pk-page[aria-current='page'] { border-color: var(--pk-primary); color: var(--pk-primary); }

.pk-inline-foot { padding: 16px 0 0; }
.pk-field { display: block; margin: 8px 0 4px; }
.pk-error { margin: 6px 0 0; color: var(--pk-danger); }

.pk-modes { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 8px; padding: 0 0 8px; border: 0; border-bottom: 1px solid var(--pk-line); }
.pk-badge {
  position: absolute; top: 6px; right: 6px; padding: 0 6px; border-radius: 4px; font-size: 12px; line-height: 20px;
  background: color-mix(in srgb, var(--pk-primary) 85%, #000); color: #fff;
}
.pk-card-foot { display: flex; align-items: center; justify-content: space-between; gap: 4px; font-size: 12px; }
.pk-fieldset { margin: 0; padding: 0; border: 0; }
.pk-choices-short { max-height: 160px; }
.pk-choices { list-style: none; margin: 0; padding: 0; max-height: 300px; overflow: auto; }
.pk-check-label { display: flex; align-items: center; gap: 8px; padding: 4px 0; cursor: pointer; }
.pk-check-label input { accent-color: var(--pk-primary); width: 16px; height: 16px; }
.pk-create-row { margin-top: 12px; flex-wrap: nowrap; }
.pk-file-button { margin-bottom: 8px; }
.pk-matches {
  list-style: none; margin: 12px 0 0; padding: 0;
  display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 10px;
}
.pk-match {
  display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 6px; text-align: left;
  border: 1px solid var(--pk-line); border-radius: 8px; background: #fff; font: inherit; color: inherit; cursor: pointer;
}
.pk-match:disabled { cursor: default; }
.pk-match:hover:not(:disabled) { border-color: var(--pk-primary); }
.pk-distance { font-size: 12px; }

@media (max-width: 575px) {
  .pk-gallery, .pk-gallery[data-mode='pick'] { grid-template-columns: minmax(0, 1fr); gap: 12px; }
  .pk-gallery-side, .pk-gallery-main { padding: 10px; }
  .pk-categories > ul { max-height: 220px; overflow: auto; }
  .pk-cat-actions { opacity: 1; }
  .pk-search { flex: 1; width: auto; }
  .pk-select { flex: 1; }
  .pk-dates { width: 100%; flex-wrap: nowrap; }
  .pk-dates .pk-date-field { flex: 1; min-width: 0; }
  .pk-dates .pk-date-input { width: 100%; }
  .pk-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  .pk-pager { justify-content: center; }
  .pk-mask { padding: 24px 8px 8px; }
  .pk-upload { grid-template-columns: minmax(0, 1fr) 60px auto; }
}
`;
