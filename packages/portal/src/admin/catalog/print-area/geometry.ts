/**
 * The print-area rectangle on a view image. The server stores it in the image's own pixels
 * (left, top, width, height); the editor draws the image smaller, so it converts both ways and
 * keeps the rectangle inside the image.
 */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export { printDots } from '../../../public/products/components/print-size.js';

/** Below this an area cannot be grabbed any more. */
export const MIN_AREA_PX = 4;

/** Screen pixels per image pixel when the image is drawn `displayWidth` wide. */
export function displayScale(image: Size, displayWidth: number): number {
  if (!(image.width > 0) || !(displayWidth > 0)) return 1;
  return displayWidth / image.width;
}

/** Image pixels → screen pixels. */
export function toDisplay(rect: Rect, scale: number): Rect {
  return {
    left: rect.left * scale,
    top: rect.top * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

/** Screen pixels → whole image pixels. */
export function fromDisplay(rect: Rect, scale: number): Rect {
  const safe = scale > 0 ? scale : 1;
  return {
    left: Math.round(rect.left / safe),
    top: Math.round(rect.top / safe),
    width: Math.round(rect.width / safe),
    height: Math.round(rect.height / safe),
  };
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/**
 * The rectangle kept inside `bounds`: no larger than the image and at least MIN_AREA_PX (or the
 * image, when that is smaller), then moved back in without changing its size.
 */
export function clampRect(rect: Rect, bounds: Size): Rect {
  const width = clamp(rect.width, Math.min(MIN_AREA_PX, bounds.width), bounds.width);
  const height = clamp(rect.height, Math.min(MIN_AREA_PX, bounds.height), bounds.height);
  return {
    left: clamp(rect.left, 0, bounds.width - width),
    top: clamp(rect.top, 0, bounds.height - height),
    width,
    height,
  };
}

/** Millimetres of print per image pixel of the rectangle (0 when either is unknown). */
export function mmPerImagePixel(rect: Rect, printWidthMm: number): number {
  return rect.width > 0 && printWidthMm > 0 ? printWidthMm / rect.width : 0;
}

/** The rectangle's height for the print size's shape, so the artwork maps without stretching. */
export function heightForPrintShape(width: number, print: { widthMm: number; heightMm: number }) {
  if (!(print.widthMm > 0) || !(print.heightMm > 0)) return null;
  return Math.round((width * print.heightMm) / print.widthMm);
}

/** A centred rectangle covering half the image, for a view that has no print area yet. */
export function defaultRect(image: Size): Rect {
  const width = Math.round(image.width / 2);
  const height = Math.round(image.height / 2);
  return {
    left: Math.round((image.width - width) / 2),
    top: Math.round((image.height - height) / 2),
    width,
    height,
  };
}
