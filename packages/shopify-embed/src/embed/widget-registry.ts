/**
 * Every embeddable widget, one line each: its custom element, the chunk (src/embed/widgets/<chunk>.ts)
 * the loader imports when the element first appears, and the attributes it reads as options.
 */
export const WIDGETS = {
  'podkit-editor': {
    chunk: 'editor',
    attributes: ['product-id', 'color-id', 'designed-product-id', 'operates'],
  },
  'podkit-cart': { chunk: 'cart', attributes: ['operates'] },
  'podkit-orders': { chunk: 'orders', attributes: ['kind', 'page-size', 'operates'] },
  'podkit-gallery': { chunk: 'gallery', attributes: ['mode', 'scope', 'page-size', 'operates'] },
} as const satisfies Record<string, WidgetEntry>;

export interface WidgetEntry {
  chunk: string;
  attributes: readonly string[];
}

export type WidgetTag = keyof typeof WIDGETS;
