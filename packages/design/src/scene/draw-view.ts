import type Konva from 'konva';
import { DesignError } from '../design-error';
import { breakLines } from '../text/break-lines';
import type { DesignView, ImageLayer, Layer, LayerBox, TextLayer, TileLayer } from '../types';
import { drawTileCell, tileSizeMm } from './tile-pattern';

export interface SceneOptions {
  /** Output pixels per millimetre: screen size in the editor, print size on the server. */
  pxPerMm: number;
  /** Loaded images by layer `src`; drawing fails clearly when one is missing. */
  image(src: string): CanvasImageSource | undefined;
  /** Draw hidden layers too (never for output; the editor shows them faded). */
  includeHidden?: boolean;
}

/**
 * Draws one view of a design document into `group`, whose origin is the print area's top-left
 * corner, clipped to the print area. The editor calls it at screen scale and the server at print
 * scale, so what the reseller sees is what the factory prints (ARCHITECTURE.md decision 2).
 */
export function drawView(
  konva: typeof Konva,
  group: Konva.Group,
  view: DesignView,
  options: SceneOptions,
): void {
  const s = options.pxPerMm;
  group.destroyChildren();
  group.clip({
    x: 0,
    y: 0,
    width: view.printArea.widthMm * s,
    height: view.printArea.heightMm * s,
  });
  for (const layer of view.layers) {
    if (!layer.visible && !options.includeHidden) continue;
    group.add(drawLayer(konva, layer, view, options));
  }
}

function drawLayer(
  konva: typeof Konva,
  layer: Layer,
  view: DesignView,
  options: SceneOptions,
): Konva.Shape {
  switch (layer.kind) {
    case 'image':
      return drawImage(konva, layer, options);
    case 'text':
      return drawText(konva, layer, options);
    case 'tile':
      return drawTile(konva, layer, view, options);
  }
}

/** Position, size and rotation about the box centre, in output pixels. */
function boxAttrs(layer: LayerBox, s: number) {
  const width = layer.width * s;
  const height = layer.height * s;
  return {
    id: layer.id,
    x: (layer.x + layer.width / 2) * s,
    y: (layer.y + layer.height / 2) * s,
    width,
    height,
    offsetX: width / 2,
    offsetY: height / 2,
    rotation: layer.rotation,
  };
}

function loadedImage(options: SceneOptions, src: string): CanvasImageSource {
  const image = options.image(src);
  if (!image) throw new DesignError(`素材图片未加载：${src}`);
  return image;
}

function drawImage(konva: typeof Konva, layer: ImageLayer, options: SceneOptions): Konva.Image {
  const { crop } = layer;
  return new konva.Image({
    ...boxAttrs(layer, options.pxPerMm),
    image: loadedImage(options, layer.src),
    crop: {
      x: crop.x * layer.pixelWidth,
      y: crop.y * layer.pixelHeight,
      width: crop.width * layer.pixelWidth,
      height: crop.height * layer.pixelHeight,
    },
    scaleX: layer.flipX ? -1 : 1,
    scaleY: layer.flipY ? -1 : 1,
    opacity: layer.opacity,
  });
}

/** A canvas font string, as Konva builds it for the same text. */
function fontOf(layer: TextLayer, s: number): string {
  return `normal normal ${layer.fontSize * s}px ${quoteFamily(layer.fontFamily)}`;
}

function quoteFamily(family: string): string {
  return /^[\w-]+$/.test(family) ? family : `"${family.replace(/"/g, '')}"`;
}

function drawText(konva: typeof Konva, layer: TextLayer, options: SceneOptions): Konva.Text {
  const s = options.pxPerMm;
  const letterSpacingPx = layer.letterSpacing * s;
  const ctx = konva.Util.createCanvasElement().getContext('2d') as CanvasRenderingContext2D;
  ctx.font = fontOf(layer, s);
  const measure = (text: string) =>
    ctx.measureText(text).width + letterSpacingPx * [...text].length;
  const lines = breakLines(layer.content, layer.width * s, measure);
  return new konva.Text({
    ...boxAttrs(layer, s),
    text: lines.join('\n'),
    wrap: 'none',
    fontFamily: quoteFamily(layer.fontFamily),
    fontSize: layer.fontSize * s,
    lineHeight: layer.lineHeight,
    letterSpacing: letterSpacingPx,
    align: layer.align,
    fill: layer.fill,
    ...(layer.stroke
      ? {
          stroke: layer.stroke.color,
          strokeWidth: layer.stroke.widthMm * s,
          fillAfterStrokeEnabled: true,
        }
      : {}),
  });
}

function drawTile(
  konva: typeof Konva,
  layer: TileLayer,
  view: DesignView,
  options: SceneOptions,
): Konva.Rect {
  const s = options.pxPerMm;
  const tile = tileSizeMm(layer, view.printArea.dpi);
  const cell = drawTileCell(
    konva,
    loadedImage(options, layer.src),
    layer,
    { width: tile.width * s, height: tile.height * s },
    { x: layer.paddingX * s, y: layer.paddingY * s },
  );
  return new konva.Rect({
    ...boxAttrs(layer, s),
    fillPatternImage: cell as unknown as HTMLImageElement,
    fillPatternRepeat: 'repeat',
    fillPatternRotation: layer.patternRotation,
  });
}
