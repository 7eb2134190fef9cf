/**
 * The design document, as saved designs and packaging designs carry it: plain JSON, every length
 * in millimetres relative to its view's print area (origin at the print area's top-left corner).
 * Pixels are a display concern of whoever draws it. `@podkit/design` draws, edits and validates
 * it; the server stores it after that validation.
 */

export const CURRENT_SCHEMA_VERSION = 1;

export interface DesignDocument {
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  /** The blank (basic product) the design was made for. */
  productId: number;
  colorId: number;
  /** One entry per side of the blank (spec: print_areas.view_id). */
  views: DesignView[];
}

export interface DesignView {
  viewId: number;
  printArea: DocumentPrintArea;
  /** Bottom to top: the last layer is drawn on top. */
  layers: Layer[];
}

/** A view's print area as the document records it (the blank's own is products' PrintArea). */
export interface DocumentPrintArea {
  widthMm: number;
  heightMm: number;
  /** The blank's required print resolution, in dots per inch. */
  dpi: number;
}

export type Layer = ImageLayer | TextLayer | TileLayer;
export type LayerKind = Layer['kind'];

/**
 * The box every layer occupies: (x, y) is the top-left corner of the unrotated box and the box
 * turns about its centre, so resizing and rotating never drift the layer.
 */
export interface LayerBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise, in [0, 360). */
  rotation: number;
  visible: boolean;
  locked: boolean;
}

/** Part of the source image that is shown, as fractions 0–1 of its pixel size. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageLayer extends LayerBox {
  kind: 'image';
  materialId: number;
  src: string;
  pixelWidth: number;
  pixelHeight: number;
  crop: Crop;
  flipX: boolean;
  flipY: boolean;
  /** 0 (transparent) to 1 (opaque). */
  opacity: number;
}

export type TextAlign = 'left' | 'center' | 'right';

export interface TextStroke {
  color: string;
  widthMm: number;
}

export interface TextLayer extends LayerBox {
  kind: 'text';
  content: string;
  fontFamily: string;
  /** Millimetres, like every other length in the document. */
  fontSize: number;
  /** Hex colour, e.g. '#000000'. */
  fill: string;
  stroke: TextStroke | null;
  /** Extra space between characters, in millimetres. */
  letterSpacing: number;
  /** Multiple of the font size. */
  lineHeight: number;
  align: TextAlign;
}

export type TileMode = 'basic' | 'mirror';

/** A tiled fill of the layer's box with one source image. */
export interface TileLayer extends LayerBox {
  kind: 'tile';
  materialId: number;
  src: string;
  pixelWidth: number;
  pixelHeight: number;
  /** 'basic' repeats the image; 'mirror' flips every other tile so edges meet. */
  mode: TileMode;
  /** Shift every other column down by half a tile. */
  halfDrop: boolean;
  /** Gap between tiles, in millimetres. */
  paddingX: number;
  paddingY: number;
  /** 1 draws one image pixel per print dot of the view's print area (its dpi). */
  scale: number;
  /** Rotation of the pattern inside the box, degrees in [0, 360). */
  patternRotation: number;
}

export type MirrorAxis = 'horizontal' | 'vertical';
