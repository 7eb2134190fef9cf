/** Token lifetime: 7 days (spec 9). */
export const TOKEN_TTL_MS = 604_800_000;

/** Print resolution factor, px per mm (spec 9). */
export const PX_PER_MM = 0.3937008;

/** Page chunk load timeout (spec 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Notice ticker: vertical, loops, 3 s between items (spec 9). */
export const NOTICE_TICKER_DELAY_MS = 3_000;

/** Notice dialog widths in px (spec 9). */
export const NOTICE_DIALOG_WIDTH = { workbench: 880, public: 740 } as const;

/** Message bell dropdown shows the first 3 items per type (spec 9). */
export const MESSAGE_DROPDOWN_LIMIT = 3;

/** Design editor undo history keeps at most 10 steps (spec 9). */
export const UNDO_HISTORY_MAX = 10;

/** Preview images redraw after this pause (spec 9). */
export const PREVIEW_REDRAW_PAUSE_MS = 300;

/** Design canvas sizes in px (spec 9). */
export const DESIGN_CANVAS_PX = { preview: 469, large: 1000, composition3d: [1100, 1200] } as const;

/** File extensions an upload accepts (spec 5), lower case. */
export const UPLOAD_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'gif',
  'webp',
  'psd',
  'svg',
  'tiff',
] as const;
