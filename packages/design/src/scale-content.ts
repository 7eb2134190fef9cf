import type { Layer } from './types';

/**
 * Scale what a layer draws inside its box along with the box: a text's font metrics, a tile's
 * gaps and tile size. The box itself is the caller's business.
 */
export function scaleContent(layer: Layer, factor: number): Layer {
  switch (layer.kind) {
    case 'image':
      return layer;
    case 'text':
      return {
        ...layer,
        fontSize: layer.fontSize * factor,
        letterSpacing: layer.letterSpacing * factor,
        stroke: layer.stroke && { ...layer.stroke, widthMm: layer.stroke.widthMm * factor },
      };
    case 'tile':
      return {
        ...layer,
        paddingX: layer.paddingX * factor,
        paddingY: layer.paddingY * factor,
        scale: layer.scale * factor,
      };
  }
}
