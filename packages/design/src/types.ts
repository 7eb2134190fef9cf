/** The document's own shape is sdk-core's (the wire contract): this package draws and checks it. */
import type { DesignDocument } from '@podkit/sdk-core';

export { CURRENT_SCHEMA_VERSION } from '@podkit/sdk-core';
export type {
  Crop,
  DesignDocument,
  DesignView,
  ImageLayer,
  Layer,
  LayerBox,
  LayerKind,
  MirrorAxis,
  DocumentPrintArea as PrintArea,
  TextAlign,
  TextLayer,
  TextStroke,
  TileLayer,
  TileMode,
} from '@podkit/sdk-core';

export interface ValidationError {
  /** Where in the input, e.g. 'views[0].layers[2].opacity'; '' for the document itself. */
  path: string;
  /** Chinese, fit to show to a person. */
  message: string;
}

export type ValidationResult =
  { ok: true; document: DesignDocument } | { ok: false; errors: ValidationError[] };
