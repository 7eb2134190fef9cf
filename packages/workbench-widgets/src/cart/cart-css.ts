import { SHOP_CONTROLS_CSS } from './controls-css';

/** The cart's stylesheet, adopted into its shadow root. Lines stack into cards below 576 px. */
export const CART_CSS = `${SHOP_CONTROLS_CSS}
.pk-cart { display: flex; flex-direction: column; gap: 12px; }
.pk-cart-head, .pk-cart-line {
  display: grid; align-items: center; gap: 12px;
  grid-template-columns: 28px minmax(0, 3fr) 110px 130px 110px 110px;
}
.pk-cart-head { padding: 10px 16px; background: #fafafa; border-radius: var(--pk-radius); color: var(--pk-muted); font-size: 13px; }
.pk-cart-lines { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.pk-cart-line { padding: 12px 16px; background: #fff; border: 1px solid var(--pk-line); border-radius: 8px; }
.pk-cart-line[data-available='false'] { background: #fafafa; }
.pk-cart-line[data-available='false'] .pk-thumb { opacity: 0.5; }
.pk-cart-product { display: flex; gap: 12px; align-items: flex-start; min-width: 0; }
.pk-cart-text { display: flex; flex-direction: column; gap: 4px; min-width: 0; align-items: flex-start; }
.pk-cart-name { font-weight: 500; overflow-wrap: anywhere; }
.pk-cart-sku { font-size: 13px; }
.pk-cart-label { display: none; }
.pk-cart-actions { display: flex; gap: 4px; flex-wrap: wrap; }
.pk-stepper { display: inline-flex; align-items: stretch; border: 1px solid var(--pk-border); border-radius: var(--pk-radius); overflow: hidden; }
.pk-step { width: 30px; border: 0; background: #fafafa; font: inherit; cursor: pointer; color: inherit; }
.pk-step:disabled { cursor: not-allowed; color: var(--pk-muted); }
.pk-step-input { width: 52px; height: 30px; border: 0; border-left: 1px solid var(--pk-border); border-right: 1px solid var(--pk-border); text-align: center; font: inherit; }
.pk-step-input:focus { outline: none; background: color-mix(in srgb, var(--pk-primary) 6%, #fff); }
.pk-cart-alert { margin: 0; padding: 8px 12px; border-radius: var(--pk-radius); background: #fff2f0; border: 1px solid #ffccc7; }
.pk-cart-foot {
  position: sticky; bottom: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px;
  padding: 12px 16px; background: #fff; border: 1px solid var(--pk-line); border-radius: 8px;
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.04);
}
.pk-cart-all { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.pk-cart-count { margin-left: auto; }
.pk-cart-total { font-size: 16px; }
.pk-cart-total .pk-price { font-size: 20px; }

@media (max-width: 575px) {
  .pk-cart-head { display: none; }
  .pk-cart-line {
    grid-template-columns: 24px minmax(0, 1fr) auto;
    grid-template-areas: 'check product product' '. unit amount' '. quantity actions';
    padding: 10px; gap: 8px;
  }
  .pk-cart-check { grid-area: check; align-self: start; padding-top: 4px; }
  .pk-cart-product { grid-area: product; }
  .pk-cart-unit { grid-area: unit; font-size: 13px; }
  .pk-cart-amount { grid-area: amount; text-align: right; }
  .pk-cart-quantity { grid-area: quantity; }
  .pk-cart-actions { grid-area: actions; justify-content: flex-end; }
  .pk-cart-label { display: inline; margin-right: 4px; color: var(--pk-muted); font-weight: normal; font-size: 12px; }
  .pk-thumb { width: 60px; height: 60px; }
  .pk-cart-foot { padding: 10px; gap: 8px 12px; }
  .pk-cart-count { margin-left: 0; flex-basis: 100%; order: 3; font-size: 13px; }
  .pk-cart-foot .pk-primary { margin-left: auto; }
}
`;
