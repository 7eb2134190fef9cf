import type { DesignDocument, ImageLayer } from '@podkit/design';
import { describe, expect, it } from 'vitest';
import { HOTKEYS } from '../hotkeys';
import { applyDocumentAction, isDocumentAction } from './document-actions';

const image: ImageLayer = {
  kind: 'image',
  id: 'a',
  x: 10,
  y: 20,
  width: 40,
  height: 20,
  rotation: 0,
  visible: true,
  locked: false,
  materialId: 1,
  src: 'a.png',
  pixelWidth: 800,
  pixelHeight: 400,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  flipX: false,
  flipY: false,
  opacity: 1,
};
const doc: DesignDocument = {
  schemaVersion: 1,
  productId: 1,
  colorId: 1,
  views: [{ viewId: 1, printArea: { widthMm: 100, heightMm: 100, dpi: 150 }, layers: [image] }],
};
const after = (action: Parameters<typeof applyDocumentAction>[3], layer = image) =>
  applyDocumentAction({ ...doc, views: [{ ...doc.views[0]!, layers: [layer] }] }, 1, 'a', action)
    .views[0]!.layers[0];

describe('applyDocumentAction', () => {
  it('covers every hot key that edits the document', () => {
    const editing = HOTKEYS.map((h) => h.action).filter(isDocumentAction);
    expect(editing.sort()).toEqual(
      [
        'delete',
        'fill',
        'fit',
        'mirrorHorizontal',
        'mirrorVertical',
        'moveDown',
        'moveLeft',
        'moveRight',
        'moveUp',
        'rotate45',
        'rotate90',
        'rotateHalfDegree',
        'tileBasic',
        'tileMirror',
      ].sort(),
    );
  });

  it('moves by 1 mm per arrow', () => {
    expect(after('moveLeft')).toMatchObject({ x: 9, y: 20 });
    expect(after('moveDown')).toMatchObject({ x: 10, y: 21 });
  });

  it('fills and fits the print area', () => {
    expect(after('fill')).toMatchObject({ x: -50, y: 0, width: 200, height: 100 });
    expect(after('fit')).toMatchObject({ x: 0, y: 25, width: 100, height: 50 });
  });

  it('mirrors, turns by 90°, 45° and 0.5°, deletes and tiles', () => {
    expect(after('mirrorHorizontal')).toMatchObject({ flipX: true, flipY: false });
    expect(after('mirrorVertical')).toMatchObject({ flipY: true });
    expect(after('rotate90')?.rotation).toBe(90);
    expect(after('rotate45')?.rotation).toBe(45);
    expect(after('rotateHalfDegree')?.rotation).toBe(0.5);
    expect(after('delete')).toBeUndefined();
    expect(after('tileMirror')).toMatchObject({ kind: 'tile', mode: 'mirror' });
    expect(after('tileBasic')).toMatchObject({ kind: 'tile', mode: 'basic' });
  });

  it('leaves a locked layer where it is', () => {
    expect(after('moveLeft', { ...image, locked: true })).toMatchObject({ x: 10 });
    expect(after('delete', { ...image, locked: true })).toBeDefined();
  });
});
