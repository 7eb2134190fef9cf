export { CURRENT_SCHEMA_VERSION } from './types';
export type {
  Crop,
  DesignDocument,
  DesignView,
  ImageLayer,
  Layer,
  LayerBox,
  LayerKind,
  MirrorAxis,
  PrintArea,
  TextAlign,
  TextLayer,
  TextStroke,
  TileLayer,
  TileMode,
  ValidationError,
  ValidationResult,
} from './types';
export { validateDocument } from './validate';
export { upgradeDocument } from './upgrade';
export type { UpgradeStep } from './upgrade';
export { DesignError } from './design-error';
export { normalizeDegrees } from './angles';
export {
  addLayer,
  mirrorLayer,
  moveLayer,
  removeLayer,
  reorderLayer,
  setLayerBox,
  resizeLayer,
  rotateLayer,
} from './layer-commands';
export { fillPrintArea, fitPrintArea, newPictureIndex } from './placement';
export { tileLayer } from './tiling';
export { applyViewToOthers } from './merge-views';
export {
  effectiveDpi,
  layerWarningLevel,
  resolutionRatio,
  resolutionWarningLevel,
  type ResolutionWarningLevel,
} from './resolution';

export { breakLines, type MeasureText } from './text/break-lines';
export { drawView, type SceneOptions } from './scene/draw-view';
export { tileSizeMm } from './scene/tile-pattern';
export { installCanvasBackend, type NodeCanvasLibrary } from './scene/canvas-backend';
export { homography, applyHomography, type Point, type Homography } from './mockup/perspective';
export {
  pointWarpProblem,
  rectangleWarp,
  warpGrid,
  type PointWarp,
  type WarpGrid,
} from './mockup/warp-grid';
export { triangleAffine, warpPixels, type Pixels } from './mockup/draw-warped';
export { luminance, multiplyShade, referenceLuminance } from './mockup/multiply-shade';
export {
  composeMockup,
  drawMockup,
  mockupGrid,
  mockupPrintWidth,
  renderPrintCanvas,
  type MockupOptions,
  type MockupPicture,
} from './mockup/render-mockup';
export {
  drawMockup3d,
  MOCKUP_3D_HEIGHT,
  MOCKUP_3D_WIDTH,
  type Mockup3dPart,
} from './mockup/mockup-3d';
