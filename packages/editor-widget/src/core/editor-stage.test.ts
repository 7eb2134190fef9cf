import * as napi from '@napi-rs/canvas';
import { installCanvasBackend, type DesignDocument, type TextLayer } from '@podkit/design';
import Konva from 'konva';
import { beforeAll, describe, expect, it } from 'vitest';
import { EditorStage, MAX_ZOOM, type StageScene } from './editor-stage';

beforeAll(() => installCanvasBackend(Konva, napi));

const text: TextLayer = {
  kind: 'text',
  id: 't',
  x: 10,
  y: 10,
  width: 50,
  height: 10,
  rotation: 0,
  visible: true,
  locked: false,
  content: 'Hi',
  fontFamily: 'Hanalei Fill',
  fontSize: 6,
  fill: '#000000',
  stroke: null,
  letterSpacing: 0,
  lineHeight: 1.2,
  align: 'left',
};
const document: DesignDocument = {
  schemaVersion: 1,
  productId: 1,
  colorId: 1,
  views: [{ viewId: 1, printArea: { widthMm: 100, heightMm: 100, dpi: 150 }, layers: [text] }],
};

function stage(scene: Partial<StageScene> = {}) {
  const editorStage = new EditorStage(
    Konva,
    { width: 532, height: 532 },
    { onGestureStart: () => {}, onGestureEnd: () => {}, onSelect: () => {} },
  );
  editorStage.setScene({
    document,
    viewId: 1,
    product: {
      image: null,
      imageWidth: 500,
      imageHeight: 500,
      printArea: { x: 150, y: 150, width: 200, height: 200 },
      masks: [{ svgPath: 'M10 10 H60 V60 H10 Z' }],
    },
    images: () => undefined,
    ...scene,
  });
  return editorStage;
}

describe('EditorStage', () => {
  it('draws the design masks over the design, in product picture pixels', () => {
    const editorStage = stage();
    const layers = editorStage.stage.getLayers();
    const mask = editorStage.stage.findOne('Path') as Konva.Path;
    expect(mask.data()).toBe('M10 10 H60 V60 H10 Z');
    // Above the design, below the transformer.
    expect(layers.indexOf(mask.getLayer() as Konva.Layer)).toBe(2);
    expect(mask.getAbsoluteTransform().getMatrix()[0]).toBeCloseTo(1);
  });

  it('draws texts in the page’s font family without changing the document', () => {
    const editorStage = stage({ fontFamily: (family) => `podkit-design-${family}` });
    const node = editorStage.stage.findOne('#t') as Konva.Text;
    expect(node.fontFamily()).toContain('podkit-design-Hanalei Fill');
    expect(document.views[0]!.layers[0]).toMatchObject({ fontFamily: 'Hanalei Fill' });
  });

  it('zooms about a point and back to the whole product', () => {
    const editorStage = stage();
    editorStage.setZoom(2, { x: 100, y: 100 });
    expect(editorStage.zoom).toBe(2);
    // The point under the pointer stays where it was.
    expect(editorStage.stage.position()).toEqual({ x: -100, y: -100 });
    editorStage.setZoom(100);
    expect(editorStage.zoom).toBe(MAX_ZOOM);
    editorStage.resetView();
    expect(editorStage.zoom).toBe(1);
    expect(editorStage.stage.position()).toEqual({ x: 0, y: 0 });
  });
});
