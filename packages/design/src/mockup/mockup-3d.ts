import type Konva from 'konva';
import type { DesignView } from '../types';
import {
  composeMockup,
  renderPrintCanvas,
  type MockupOptions,
  type MockupPicture,
} from './render-mockup';

/**
 * The composed view of an `is_3d` blank (spec 9: 1100 and 1200 px for 3D composition), decided
 * as what a reseller checks before listing: the product from more than one side in one picture.
 * - One view (a wrap-around print: mug, bottle): the product turned three ways — the print's
 *   middle facing (large, on top), then turned to its start and to its end (below, left and
 *   right) — so every part of the wrap is seen.
 * - Several views: the first view large on top, the others in a row below it.
 * The picture is 1200 px wide and 1100 px high; nothing overlaps. The backdrop takes the
 * pictures' own studio ground and each picture's edges fade into it, so no card edges show.
 */
export const MOCKUP_3D_WIDTH = 1200;
export const MOCKUP_3D_HEIGHT = 1100;

export interface Mockup3dPart {
  view: DesignView;
  picture: MockupPicture;
}

interface Slot {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FRONT_HEIGHT = 700;
/** Width the print is drawn at once per view, before it is rolled and bent for each slot. */
const PRINT_WIDTH_PX = 1600;

/** The large slot on top, then a centred row below for the others. */
function slotsFor(others: number): Slot[] {
  const front = { x: 0, y: 0, width: MOCKUP_3D_WIDTH, height: FRONT_HEIGHT };
  const rowHeight = MOCKUP_3D_HEIGHT - FRONT_HEIGHT;
  const width = others === 0 ? 0 : Math.min(rowHeight, MOCKUP_3D_WIDTH / others);
  const rowLeft = (MOCKUP_3D_WIDTH - width * others) / 2;
  const row = Array.from({ length: others }, (_, i) => ({
    x: rowLeft + i * width,
    y: FRONT_HEIGHT,
    width,
    height: rowHeight,
  }));
  return [front, ...row];
}

/** The picture's width that fits the slot with the canvas's aspect. */
function fittedWidth(slot: Slot, picture: MockupPicture): number {
  return Math.floor(
    Math.min(slot.width, (slot.height * picture.canvasWidth) / picture.canvasHeight),
  );
}

/** The print moved round a cylinder: its content shifted by `fraction` of its width, wrapping. */
function rolled(
  konva: typeof Konva,
  print: HTMLCanvasElement,
  fraction: number,
): HTMLCanvasElement {
  const out = konva.Util.createCanvasElement();
  out.width = print.width;
  out.height = print.height;
  const ctx = out.getContext('2d') as CanvasRenderingContext2D;
  const shift = Math.round(print.width * (((fraction % 1) + 1) % 1));
  ctx.drawImage(print, -shift, 0);
  ctx.drawImage(print, print.width - shift, 0);
  return out;
}

/** Share of a picture's width and height its edges take to fade out. */
const FEATHER = 0.08;

/** Fades a canvas's edges to transparent (its alpha times a ramp on each side). */
function feather(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.globalCompositeOperation = 'destination-in';
  for (const [x1, y1] of [
    [canvas.width, 0],
    [0, canvas.height],
  ] as const) {
    const ramp = ctx.createLinearGradient(0, 0, x1, y1);
    const band = Math.min(0.49, FEATHER);
    ramp.addColorStop(0, 'rgba(0,0,0,0)');
    ramp.addColorStop(band, 'rgba(0,0,0,1)');
    ramp.addColorStop(1 - band, 'rgba(0,0,0,1)');
    ramp.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = ramp;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.globalCompositeOperation = 'source-over';
}

/** The colour of a canvas's pixel as a CSS rgb(). */
function colourAt(canvas: HTMLCanvasElement, x: number, y: number): string {
  const [r, g, b] = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
    x,
    y,
    1,
    1,
  ).data;
  return `rgb(${r}, ${g}, ${b})`;
}

export function drawMockup3d(
  konva: typeof Konva,
  parts: Mockup3dPart[],
  options: Pick<MockupOptions, 'image'>,
): HTMLCanvasElement {
  if (parts.length === 0) throw new Error('3D 合成图至少需要一个视图');
  const out = konva.Util.createCanvasElement();
  out.width = MOCKUP_3D_WIDTH;
  out.height = MOCKUP_3D_HEIGHT;
  const ctx = out.getContext('2d') as CanvasRenderingContext2D;
  const turns =
    parts.length === 1
      ? [0, -1 / 3, 1 / 3].map((fraction) => ({ part: parts[0]!, fraction }))
      : parts.map((part) => ({ part, fraction: 0 }));
  const slots = slotsFor(turns.length - 1);
  const prints = new Map<Mockup3dPart, HTMLCanvasElement>();
  turns.forEach(({ part, fraction }, i) => {
    const slot = slots[i]!;
    let print = prints.get(part);
    if (!print) {
      print = renderPrintCanvas(konva, part.view, PRINT_WIDTH_PX, options.image);
      prints.set(part, print);
    }
    const width = fittedWidth(slot, part.picture);
    const height = Math.round((width * part.picture.canvasHeight) / part.picture.canvasWidth);
    const mockup = composeMockup(
      konva,
      fraction === 0 ? print : rolled(konva, print, fraction),
      part.picture,
      width,
    );
    if (i === 0) {
      // The studio ground of the front picture, top to bottom, behind everything.
      const backdrop = ctx.createLinearGradient(0, 0, 0, MOCKUP_3D_HEIGHT);
      backdrop.addColorStop(0, colourAt(mockup, 2, 2));
      backdrop.addColorStop(1, colourAt(mockup, 2, mockup.height - 3));
      ctx.fillStyle = backdrop;
      ctx.fillRect(0, 0, MOCKUP_3D_WIDTH, MOCKUP_3D_HEIGHT);
    }
    feather(mockup);
    ctx.drawImage(
      mockup,
      Math.round(slot.x + (slot.width - width) / 2),
      Math.round(slot.y + (slot.height - height) / 2),
    );
  });
  return out;
}
