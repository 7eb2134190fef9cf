import { Suspense, createElement, lazy } from 'react';
import { mountEditor, type DesignEditorProps, type MountedEditor } from '@podkit/editor-widget';
import { products, type Material } from '@podkit/sdk-core';
import type { EmbedHost, EmbedWidget } from '../runtime/host';
import { listAttribute, mountEmbed, numberAttribute } from '../runtime/mount-embed';

type EditorAttributes = Pick<
  DesignEditorProps,
  'productId' | 'colorId' | 'designedProductId' | 'operates'
>;

/** <podkit-editor product-id="12" color-id="3" designed-product-id="40" operates="save">. */
function readProps(element: HTMLElement): EditorAttributes {
  return {
    productId: numberAttribute(element, 'product-id') ?? 0,
    colorId: numberAttribute(element, 'color-id') ?? null,
    designedProductId: numberAttribute(element, 'designed-product-id') ?? null,
    operates: listAttribute(element, 'operates'),
  };
}

// The gallery is most of a widget's budget; the editor fetches it only when it is first shown.
const LazyGallery = lazy(() =>
  import('../parts/lazy-gallery').then(({ Gallery }) => ({ default: Gallery })),
);

function materialPicker(client: DesignEditorProps['client'], pick: (material: Material) => void) {
  return createElement(
    Suspense,
    { fallback: createElement('div', { className: 'podkit-status' }, '加载中…') },
    createElement(LazyGallery, { client, mode: 'pick', onPick: pick, pageSize: 12 }),
  );
}

/**
 * <podkit-editor>: the design editor, with the gallery as its material picker. Saving sends
 * `podkit:saved` (the saved designed product); choosing another blank updates the element's
 * attributes and sends `podkit:productchange`.
 */
export function mount(element: HTMLElement, host: EmbedHost): EmbedWidget {
  return mountEmbed(element, host, ({ client, theme, emit }) => {
    let widget: MountedEditor | null = null;
    let gone = false;
    const start = () => {
      if (gone) return;
      widget = mountEditor(element, {
        ...readProps(element),
        client,
        primaryColor: theme.primaryColor,
        renderMaterials: (pick) => materialPicker(client, pick),
        onSaved: (saved) => emit('saved', saved),
        onProductChange: (productId, colorId) => {
          element.setAttribute('product-id', String(productId));
          if (colorId) element.setAttribute('color-id', String(colorId));
          else element.removeAttribute('color-id');
          emit('productchange', { productId, colorId });
        },
      });
    };
    const { productId, designedProductId } = readProps(element);
    if (productId || designedProductId) start();
    else {
      // No blank named: open on the catalogue's first one; 选择产品 picks another.
      products.listBasic(client, { page_size: 1 }).then(
        (page) => {
          const first = page.data[0];
          if (first) element.setAttribute('product-id', String(first.id));
          start();
        },
        () => start(),
      );
    }
    return {
      update: () => widget?.update(readProps(element)),
      unmount: () => {
        gone = true;
        widget?.unmount();
      },
    };
  });
}
