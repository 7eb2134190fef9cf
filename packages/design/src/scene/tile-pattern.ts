import type Konva from 'konva';
import type { TileLayer } from '../types';

const MM_PER_INCH = 25.4;

/** The printed size of one tile, in millimetres: `scale` 1 is one image pixel per print dot. */
export function tileSizeMm(layer: TileLayer, dpi: number): { width: number; height: number } {
  return {
    width: ((layer.pixelWidth * layer.scale) / dpi) * MM_PER_INCH,
    height: ((layer.pixelHeight * layer.scale) / dpi) * MM_PER_INCH,
  };
}

/**
 * One repeating cell of a tiled fill, drawn at the output scale: a single tile for 'basic', 2×2
 * tiles flipped so edges meet for 'mirror', and two columns (the second shifted down by half a
 * tile) for half-drop. Gaps are part of each tile's slot.
 */
export function drawTileCell(
  konva: typeof Konva,
  image: CanvasImageSource,
  layer: TileLayer,
  tilePx: { width: number; height: number },
  paddingPx: { x: number; y: number },
): HTMLCanvasElement {
  const slotW = tilePx.width + paddingPx.x;
  const slotH = tilePx.height + paddingPx.y;
  const columns = layer.mode === 'mirror' || layer.halfDrop ? 2 : 1;
  const rows = layer.mode === 'mirror' ? 2 : 1;
  const cell = konva.Util.createCanvasElement();
  cell.width = Math.max(1, Math.round(slotW * columns));
  cell.height = Math.max(1, Math.round(slotH * rows));
  const ctx = cell.getContext('2d') as CanvasRenderingContext2D;
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) {
      const flipX = layer.mode === 'mirror' && column % 2 === 1;
      const flipY = layer.mode === 'mirror' && row % 2 === 1;
      const drop = layer.halfDrop && column % 2 === 1 ? slotH / 2 : 0;
      const x = column * slotW;
      const y = row * slotH + drop;
      // A dropped tile hangs over the cell's bottom edge: draw it again one cell higher.
      for (const wrap of drop > 0 ? [0, -cell.height] : [0]) {
        ctx.save();
        ctx.translate(x + (flipX ? tilePx.width : 0), y + wrap + (flipY ? tilePx.height : 0));
        ctx.scale(flipX ? -1 : 1, flipY ? -1 : 1);
        ctx.drawImage(image, 0, 0, tilePx.width, tilePx.height);
        ctx.restore();
      }
    }
  }
  return cell;
}
