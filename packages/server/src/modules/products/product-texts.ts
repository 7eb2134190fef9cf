import type { DesignDocument } from '@podkit/design';

/**
 * The words a product shows to buyers: its title and the text of every text layer. The
 * infringement check reads these when the product is saved, and the publishing center again.
 */
export function productTexts(name: string, document: DesignDocument): string[] {
  const layerTexts = document.views.flatMap((view) =>
    view.layers.flatMap((layer) => (layer.kind === 'text' ? [layer.content] : [])),
  );
  return [name, ...layerTexts];
}
