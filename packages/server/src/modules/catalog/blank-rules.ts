import { invalid } from '../../http/envelope.js';
import { requireHex } from './hex-color.js';

export interface PrintAreaFields {
  left: number;
  top: number;
  width: number;
  height: number;
  width_mm: number;
  height_mm: number;
  dpi: number;
}

export interface ViewFields {
  name: string;
  canvas_width: number;
  canvas_height: number;
  print_area: PrintAreaFields;
}

const MAX_CANVAS_PX = 10_000;
const MAX_PRINT_MM = 5_000;
const MAX_DPI = 2_400;

/**
 * A view's canvas and print area: the area lies inside the canvas, has a size, and the factory's
 * print size (mm) and resolution (DPI) are positive. `at` is the view's path, e.g. `views.0`.
 */
export function checkView(view: ViewFields, at: string): void {
  const area = view.print_area;
  const canvas = { width: view.canvas_width, height: view.canvas_height };
  for (const [key, label] of [
    ['width', '画布宽度'],
    ['height', '画布高度'],
  ] as const) {
    const value = canvas[key];
    if (!Number.isInteger(value) || value <= 0 || value > MAX_CANVAS_PX)
      throw invalid(`${label}（${at}.canvas_${key}）应为 1 到 ${MAX_CANVAS_PX} 之间的整数像素`);
  }
  const p = `${at}.print_area`;
  if (area.left < 0) throw invalid(`打印区域左边距（${p}.left）不能小于 0`);
  if (area.top < 0) throw invalid(`打印区域上边距（${p}.top）不能小于 0`);
  if (area.width <= 0) throw invalid(`打印区域宽度（${p}.width）必须大于 0`);
  if (area.height <= 0) throw invalid(`打印区域高度（${p}.height）必须大于 0`);
  if (area.left + area.width > canvas.width)
    throw invalid(
      `打印区域（${p}）超出画布：左边距 ${area.left} + 宽度 ${area.width} 大于画布宽度 ${canvas.width}`,
    );
  if (area.top + area.height > canvas.height)
    throw invalid(
      `打印区域（${p}）超出画布：上边距 ${area.top} + 高度 ${area.height} 大于画布高度 ${canvas.height}`,
    );
  if (!(area.width_mm > 0) || area.width_mm > MAX_PRINT_MM)
    throw invalid(`打印宽度（毫米）（${p}.width_mm）必须大于 0 且不超过 ${MAX_PRINT_MM}`);
  if (!(area.height_mm > 0) || area.height_mm > MAX_PRINT_MM)
    throw invalid(`打印高度（毫米）（${p}.height_mm）必须大于 0 且不超过 ${MAX_PRINT_MM}`);
  if (!Number.isInteger(area.dpi) || area.dpi <= 0 || area.dpi > MAX_DPI)
    throw invalid(`打印分辨率（${p}.dpi）应为 1 到 ${MAX_DPI} 之间的整数 DPI`);
}

/** Names are trimmed, present and unique within one list (colours, sizes, views). */
export function checkNames(items: Array<{ name: string }>, list: string, label: string): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const name = item.name.trim();
    if (!name) throw invalid(`${label}名称（${list}.${index}.name）不能为空`);
    if (seen.has(name)) throw invalid(`${label}名称（${list}.${index}.name）“${name}”重复`);
    seen.add(name);
  });
}

/** Each colour's hex as #RRGGBB; a bad one is refused naming its place. */
export function normalizeColorHexes<T extends { hex: string }>(colors: T[]): T[] {
  return colors.map((color, index) => ({
    ...color,
    hex: requireHex(color.hex, `颜色值（colors.${index}.hex）`),
  }));
}
