import type { DesignDocument, ImageLayer, Layer, TextLayer, TileLayer } from '../src/types';

export function imageLayer(overrides: Partial<ImageLayer> = {}): ImageLayer {
  return {
    kind: 'image',
    id: 'image-1',
    x: 10,
    y: 20,
    width: 100,
    height: 50,
    rotation: 0,
    visible: true,
    locked: false,
    materialId: 7,
    src: 'https://files.example/cat.png',
    pixelWidth: 2000,
    pixelHeight: 1000,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    flipX: false,
    flipY: false,
    opacity: 1,
    ...overrides,
  };
}

export function textLayer(overrides: Partial<TextLayer> = {}): TextLayer {
  return {
    kind: 'text',
    id: 'text-1',
    x: 0,
    y: 0,
    width: 80,
    height: 20,
    rotation: 0,
    visible: true,
    locked: false,
    content: '你好 PodKit',
    fontFamily: 'Hanalei Fill',
    fontSize: 12,
    fill: '#000000',
    stroke: { color: '#ffffff', widthMm: 0.5 },
    letterSpacing: 1,
    lineHeight: 1.2,
    align: 'center',
    ...overrides,
  };
}

export function tileLayer(overrides: Partial<TileLayer> = {}): TileLayer {
  return {
    kind: 'tile',
    id: 'tile-1',
    x: 0,
    y: 0,
    width: 200,
    height: 300,
    rotation: 0,
    visible: true,
    locked: false,
    materialId: 9,
    src: 'https://files.example/pattern.png',
    pixelWidth: 500,
    pixelHeight: 500,
    mode: 'basic',
    halfDrop: false,
    paddingX: 2,
    paddingY: 4,
    scale: 1,
    patternRotation: 0,
    ...overrides,
  };
}

/** Front 200×300 mm at 300 dpi (view 1) and back 100×150 mm at 150 dpi (view 2). */
export function documentWith(layers: Layer[] = [imageLayer()]): DesignDocument {
  return {
    schemaVersion: 1,
    productId: 11,
    colorId: 3,
    views: [
      { viewId: 1, printArea: { widthMm: 200, heightMm: 300, dpi: 300 }, layers },
      { viewId: 2, printArea: { widthMm: 100, heightMm: 150, dpi: 150 }, layers: [] },
    ],
  };
}

/** Freeze deeply so any mutation by a command throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export function layersOf(document: DesignDocument, viewId = 1): Layer[] {
  return document.views.find((view) => view.viewId === viewId)?.layers ?? [];
}
