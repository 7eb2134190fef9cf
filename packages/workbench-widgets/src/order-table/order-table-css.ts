import { SHOP_CONTROLS_CSS } from '../cart/controls-css';

/** The order table's stylesheet; rows turn into cards below 576 px. */
export const ORDER_TABLE_CSS = `${SHOP_CONTROLS_CSS}
.pk-orders { display: flex; flex-direction: column; gap: 12px; }
.pk-small-text { display: block; font-size: 12px; }
.pk-tabs { display: flex; gap: 4px; overflow-x: auto; border-bottom: 1px solid var(--pk-line); scrollbar-width: thin; }
.pk-tab {
  flex: none; display: inline-flex; align-items: center; gap: 6px; padding: 8px 12px; border: 0;
  border-bottom: 2px solid transparent; background: none; font: inherit; color: inherit; cursor: pointer;
}
.pk-tab[aria-selected='true'] { color: var(--pk-primary); border-bottom-color: var(--pk-primary); font-weight: 600; }
.pk-tab-count { min-width: 20px; padding: 0 6px; border-radius: 10px; background: #f5f5f5; font-size: 12px; line-height: 20px; text-align: center; font-weight: normal; }
.pk-order-filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; padding: 12px; background: #fff; border: 1px solid var(--pk-line); border-radius: 8px; }
.pk-filter { display: flex; flex-direction: column; gap: 4px; font-size: 13px; }
.pk-filter .pk-input, .pk-filter .pk-select { width: 160px; }
.pk-dates { display: flex; align-items: center; gap: 6px; }
.pk-dates .pk-input { width: 150px; }
.pk-filter-actions { display: flex; gap: 8px; }
.pk-error { flex-basis: 100%; margin: 0; color: var(--pk-danger); }
.pk-bulkbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.pk-check-all { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.pk-order-table { width: 100%; border-collapse: separate; border-spacing: 0; background: #fff; border: 1px solid var(--pk-line); border-radius: 8px; }
.pk-order-table th { padding: 10px 8px; background: #fafafa; text-align: left; font-weight: 500; font-size: 13px; color: var(--pk-muted); border-bottom: 1px solid var(--pk-line); }
.pk-order-table td { padding: 12px 8px; vertical-align: top; border-bottom: 1px solid var(--pk-line); }
.pk-col-check { width: 36px; text-align: center; }
.pk-col-order { min-width: 200px; }
.pk-order-no { font-weight: 600; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.pk-expand { width: 22px; height: 22px; margin-right: 4px; padding: 0; border: 1px solid var(--pk-border); border-radius: 4px; background: #fff; cursor: pointer; font-size: 12px; }
.pk-col-actions { white-space: nowrap; }
.pk-order-detail-row > td { background: #fcfcfc; }
.pk-order-detail { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; }
.pk-order-items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.pk-order-item { display: flex; gap: 12px; }
.pk-order-item-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.pk-print-files { display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 12px; }
.pk-print-files a { color: var(--pk-primary); }
.pk-order-facts p { margin: 0 0 6px; font-size: 13px; overflow-wrap: anywhere; }
.pk-order-packaging { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.pk-order-packaging .pk-select { max-width: 100%; }
.pk-order-links { display: flex; flex-wrap: wrap; gap: 12px; }
.pk-order-after-sales { margin: 8px 0 0; padding-left: 18px; font-size: 13px; }
.pk-order-after-sales li { margin: 2px 0; }
.pk-order-events { margin: 8px 0 0; padding-left: 18px; font-size: 13px; }
.pk-pager { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: flex-end; }
.pk-page[aria-current='page'] { border-color: var(--pk-primary); color: var(--pk-primary); }
.pk-pay-facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0; }
.pk-pay-facts dt { color: var(--pk-muted); }
.pk-pay-facts dd { margin: 0; }
.pk-pay-refused { margin: 8px 0 0; padding-left: 18px; }

.pk-mask {
  position: fixed; inset: 0; z-index: 1000; display: flex; align-items: flex-start; justify-content: center;
  padding: 80px 16px 16px; background: rgba(0, 0, 0, 0.45); overflow: auto;
  font-family: var(--podkit-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif);
  font-size: 14px; line-height: 1.5715;
}
.pk-dialog { width: 440px; max-width: 100%; background: #fff; border-radius: 8px; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 9px 28px 8px rgba(0, 0, 0, 0.05); outline: none; }
.pk-dialog-head { display: flex; justify-content: space-between; align-items: center; padding: 16px 20px 8px; }
.pk-dialog-title { margin: 0; font-size: 16px; font-weight: 600; }
.pk-dialog-body { padding: 8px 20px 16px; }
.pk-dialog-text { margin: 0; }
.pk-dialog-foot { display: flex; justify-content: flex-end; gap: 8px; padding: 0 20px 16px; }
.pk-icon-button { width: 24px; height: 24px; padding: 0; border: 0; border-radius: 4px; background: none; color: var(--pk-muted); font: inherit; cursor: pointer; }

@media (max-width: 575px) {
  .pk-order-filters { padding: 10px; }
  .pk-filter, .pk-filter .pk-input { width: 100%; }
  .pk-dates .pk-date-field { flex: 1; min-width: 0; }
  .pk-dates .pk-date-input { width: 100%; }
  .pk-filter .pk-select { width: 100%; }
  .pk-order-table, .pk-order-table tbody, .pk-order-table tr, .pk-order-table td { display: block; }
  .pk-order-table { border: 0; background: none; }
  .pk-order-table thead { display: none; }
  .pk-order-table tbody { margin-bottom: 10px; background: #fff; border: 1px solid var(--pk-line); border-radius: 8px; overflow: hidden; }
  .pk-order-row { position: relative; display: grid !important; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .pk-order-row td { border: 0; padding: 6px 10px; }
  .pk-order-row .pk-col-check { position: absolute; top: 8px; left: 2px; width: auto; padding: 0 8px; }
  .pk-order-row .pk-col-order { grid-column: 1 / 3; min-width: 0; padding-left: 36px; }
  .pk-order-row td[data-label]::before { content: attr(data-label); display: block; font-size: 12px; color: var(--pk-muted); }
  .pk-order-row .pk-col-actions { grid-column: 1 / 3; border-top: 1px solid var(--pk-line); text-align: right; }
  .pk-order-detail { grid-template-columns: minmax(0, 1fr); }
  .pk-pager { justify-content: center; }
  .pk-mask { padding: 24px 8px 8px; }
}
`;
