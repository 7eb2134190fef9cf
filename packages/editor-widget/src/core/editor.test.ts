import * as napi from '@napi-rs/canvas';
import {
  installCanvasBackend,
  type DesignDocument,
  type ImageLayer,
  type TextLayer,
} from '@podkit/design';
import Konva from 'konva';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditor, type EditorOptions } from './editor';

beforeAll(() => installCanvasBackend(Konva, napi));

const picture = napi.createCanvas(100, 100) as unknown as CanvasImageSource;
const image: ImageLayer = {
  kind: 'image',
  id: 'a',
  x: 10,
  y: 10,
  width: 40,
  height: 40,
  rotation: 0,
  visible: true,
  locked: false,
  materialId: 1,
  src: 'a.png',
  pixelWidth: 100,
  pixelHeight: 100,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  flipX: false,
  flipY: false,
  opacity: 1,
};
const text: TextLayer = {
  kind: 'text',
  id: 't',
  x: 0,
  y: 60,
  width: 50,
  height: 10,
  rotation: 0,
  visible: true,
  locked: false,
  content: '你好',
  fontFamily: 'sans-serif',
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
  views: [
    { viewId: 1, printArea: { widthMm: 100, heightMm: 100, dpi: 150 }, layers: [image, text] },
  ],
};
const key = (
  code: string,
  mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  code,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

/** A 532×532 stage: a 500 px product picture whose print area is 200×200 px (2 px/mm). */
function setup(extra: Partial<EditorOptions> = {}) {
  const editor = createEditor({
    konva: Konva,
    width: 532,
    height: 532,
    scene: {
      document,
      viewId: 1,
      product: {
        image: null,
        imageWidth: 500,
        imageHeight: 500,
        printArea: { x: 150, y: 150, width: 200, height: 200 },
      },
      images: () => picture,
    },
    ...extra,
  });
  const node = (id: string) => editor.stage.stage.findOne(`#${id}`)!;
  const layer = (id: string) => editor.document.views[0]!.layers.find((l) => l.id === id);
  return { editor, node, layer };
}

describe('the editor core', () => {
  it('lays the print area out at the product picture scale', () => {
    expect(setup().editor.stage.scale).toBe(2);
  });

  it('turns a drag into millimetres as one undo step', () => {
    const { editor, node, layer } = setup();
    const dragged = node('a');
    dragged.fire('dragstart');
    for (let i = 1; i <= 20; i += 1) dragged.x(dragged.x() + 1); // 20 px = 10 mm, in 20 moves
    dragged.fire('dragend');
    expect(layer('a')).toMatchObject({ x: 20, y: 10 });
    editor.run('undo');
    expect(layer('a')).toMatchObject({ x: 10, y: 10 });
    expect(editor.canUndo).toBe(false);
  });

  it('turns a transform into a new size and rotation', () => {
    const { editor, node, layer } = setup();
    editor.stage.select('a');
    const transformed = node('a');
    transformed.scaleX(1.5);
    transformed.scaleY(1.5);
    transformed.rotation(-90);
    editor.stage['transformer'].fire('transformstart');
    editor.stage['transformer'].fire('transformend');
    expect(layer('a')).toMatchObject({ width: 60, height: 60, x: 0, y: 0, rotation: 270 });
  });

  it('runs hot keys on the selected layer, and not while typing', () => {
    const { editor, layer } = setup();
    editor.stage.select('a');
    expect(editor.handleKeyDown(key('KeyB', { ctrlKey: true }))).toBe(true);
    expect(layer('a')).toMatchObject({ x: 0, y: 0, width: 100, height: 100 });
    expect(
      editor.handleKeyDown({
        ...key('Delete'),
        target: { tagName: 'INPUT' } as unknown as EventTarget,
      }),
    ).toBe(false);
    expect(layer('a')).toBeDefined();
    editor.handleKeyDown(key('Delete'));
    expect(layer('a')).toBeUndefined();
    editor.handleKeyDown(key('KeyZ', { ctrlKey: true }));
    expect(layer('a')).toBeDefined();
  });

  it('hands save, choose product, theme design and redesign to the host', () => {
    const onHostAction = vi.fn();
    const { editor } = setup({ onHostAction });
    editor.handleKeyDown(key('KeyS', { ctrlKey: true }));
    editor.handleKeyDown(key('F1', { ctrlKey: true }));
    expect(onHostAction.mock.calls.map((c) => c[0])).toEqual(['save', 'chooseProduct']);
  });

  it('reports an action that does not fit the layer', () => {
    const onError = vi.fn();
    const { editor } = setup({ onError });
    editor.stage.select('t');
    editor.run('mirrorHorizontal');
    expect(onError).toHaveBeenCalledWith('只有图片图层可以镜像');
  });

  it('keeps at most 10 undo steps', () => {
    const { editor, layer } = setup();
    editor.stage.select('a');
    for (let i = 0; i < 11; i += 1) editor.run('moveRight');
    expect(layer('a')?.x).toBe(21);
    for (let i = 0; i < 11; i += 1) editor.run('undo');
    expect(layer('a')?.x).toBe(11); // the first move is past the 10 steps
  });
});
