import { CURRENT_SCHEMA_VERSION, type DesignDocument } from '@podkit/design';
import type { DistributionBasicProduct, PrintArea } from '@podkit/sdk-core';

/**
 * A flat print area on no blank, such as a packaging hang tag, sticker, bag or box: the host
 * gives its real print size, and a saved design to reopen.
 */
export interface PrintSurface {
  /** What is printed, shown as the view's name (e.g. 吊牌 54 × 90 mm). */
  name: string;
  widthMm: number;
  heightMm: number;
  dpi: number;
  document?: DesignDocument | null;
}

/** The surface's one view, colour and (nominal) product all carry this number. */
export const SURFACE_ID = 1;
/** Stage pixels per millimetre of the surface's picture; the stage scales it to fit anyway. */
const STAGE_PX_PER_MM = 4;
/** Room around the print area, so its outline and the transformer's handles stay in sight. */
const MARGIN_MM = 6;

/**
 * The surface in the shape the stage draws a blank in: one view whose whole picture is the print
 * area and a margin, one colour, no sizes, no product picture. It is never sent to the server.
 */
export function surfaceBlank(surface: PrintSurface): DistributionBasicProduct {
  const px = (mm: number) => Math.round(mm * STAGE_PX_PER_MM);
  const area: PrintArea = {
    view_id: SURFACE_ID,
    left: px(MARGIN_MM),
    top: px(MARGIN_MM),
    width: px(surface.widthMm),
    height: px(surface.heightMm),
    width_mm: surface.widthMm,
    height_mm: surface.heightMm,
    dpi: surface.dpi,
  };
  const view = {
    view_id: SURFACE_ID,
    name: surface.name,
    sort: 0,
    canvas_width: px(surface.widthMm + 2 * MARGIN_MM),
    canvas_height: px(surface.heightMm + 2 * MARGIN_MM),
    print_area: area,
  };
  return {
    id: SURFACE_ID,
    name: surface.name,
    code: '',
    category_id: null,
    category_name: '',
    is_merge_design: 0,
    design_style: 1,
    is_3d: 0,
    status: 1,
    image: '',
    small_image: '',
    price: '0.00',
    color_ids: String(SURFACE_ID),
    color_count: 1,
    size_count: 0,
    description: '',
    weight_grams: 0,
    base_price: '0.00',
    colors: [{ id: SURFACE_ID, name: '白色', hex: '#FFFFFF', sort: 0 }],
    sizes: [],
    views: [view],
    print_areas: [area],
    bottom_templates: [],
    show_images_design: [],
    design_masks: [],
    purchase_price: '0.00',
    level_name: '',
    level_prices: [],
  };
}

/** The surface's design: the saved one on the surface's current size, or an empty one. */
export function surfaceDocument(surface: PrintSurface): DesignDocument {
  const printArea = { widthMm: surface.widthMm, heightMm: surface.heightMm, dpi: surface.dpi };
  const saved = surface.document?.views[0];
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    productId: SURFACE_ID,
    colorId: SURFACE_ID,
    views: [{ viewId: SURFACE_ID, printArea, layers: saved?.layers ?? [] }],
  };
}

/** A first text size that fits the surface (the blanks' default is for a shirt's chest). */
export function surfaceFontSize(surface: PrintSurface): number {
  return Math.max(3, Math.round(Math.min(surface.widthMm, surface.heightMm) / 5));
}
