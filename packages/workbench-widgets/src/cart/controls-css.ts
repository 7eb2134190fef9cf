import { CONTROLS_CSS } from '@podkit/widget-kit';

/**
 * The kit's controls plus what the cart and the order table share (prices, thumbnails, tags);
 * each widget root carries the `pk-shop` class.
 */
export const SHOP_CONTROLS_CSS = `${CONTROLS_CSS}
.pk-shop { box-sizing: border-box; color: rgba(0, 0, 0, 0.88); }
.pk-price { color: #cf1322; font-weight: 600; white-space: nowrap; }
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
`;
