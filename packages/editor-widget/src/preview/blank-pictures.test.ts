import type { DesignDocument } from '@podkit/design';
import type { ShowImageDesign } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  layerSources,
  mockupPicture,
  pictureSrc,
  previewTargets,
  type PreviewBlank,
} from './blank-pictures';

function showImage(viewId: number, colorId: number, extra: Partial<ShowImageDesign> = {}) {
  return {
    id: viewId * 10 + colorId,
    view_id: viewId,
    color_id: colorId,
    image_src: `/p/${viewId}-${colorId}.png`,
    big_image_src: `/p/${viewId}-${colorId}-big.png`,
    small_image_src: `/p/${viewId}-${colorId}-small.png`,
    is_point: 0,
    canvas_config: null,
    point_origin_config: null,
    is_user_show_image: 0,
    show_model: 0,
    ...extra,
  } satisfies ShowImageDesign;
}

const view = (id: number, name: string) => ({
  view_id: id,
  name,
  sort: id,
  canvas_width: 1000,
  canvas_height: 800,
  print_area: {
    view_id: id,
    left: 300,
    top: 200,
    width: 400,
    height: 300,
    width_mm: 200,
    height_mm: 150,
    dpi: 150,
  },
});

const blank: PreviewBlank = {
  is_3d: 0,
  views: [view(1, '正面'), view(2, '背面')],
  colors: [
    { id: 7, name: '白色', hex: '#FFFFFF', sort: 0 },
    { id: 8, name: '黑色', hex: '#111111', sort: 1 },
  ],
  show_images_design: [
    showImage(1, 7),
    showImage(2, 7),
    showImage(1, 8, {
      is_point: 1,
      canvas_config: { width: 1200, height: 1200 },
      point_origin_config: { points: [{ x: 1, y: 2 }], columns: 2 },
    }),
  ],
};

const document: DesignDocument = {
  schemaVersion: 1,
  productId: 1,
  colorId: 7,
  views: [1, 2].map((viewId) => ({
    viewId,
    printArea: { widthMm: 200, heightMm: 150, dpi: 150 },
    layers: [],
  })),
};

describe('preview targets', () => {
  it('lists each designed view of each chosen colour that has a picture, colours in order', () => {
    expect(previewTargets(document, blank).map((t) => t.key)).toEqual(['1:7', '2:7', '1:8']);
    expect(previewTargets(document, blank, [8]).map((t) => t.key)).toEqual(['1:8']);
    const frontOnly = { ...document, views: document.views.slice(0, 1) };
    expect(previewTargets(frontOnly, blank).map((t) => t.key)).toEqual(['1:7', '1:8']);
  });

  it('uses the 469 px picture for tiles and the 1000 px one beyond', () => {
    const image = blank.show_images_design[0]!;
    expect(pictureSrc(image, 469)).toBe('/p/1-7.png');
    expect(pictureSrc(image, 1000)).toBe('/p/1-7-big.png');
  });

  it('places the print by the view’s area, bent by the points only where is_point is 1', () => {
    const [flat, , pointed] = previewTargets(document, blank);
    const image = {} as CanvasImageSource;
    expect(mockupPicture(blank, flat!, image)).toEqual({
      image,
      canvasWidth: 1000,
      canvasHeight: 800,
      area: { left: 300, top: 200, width: 400, height: 300 },
      warp: null,
    });
    expect(mockupPicture(blank, pointed!, image)).toMatchObject({
      canvasWidth: 1200,
      canvasHeight: 1200,
      warp: { points: [{ x: 1, y: 2 }], columns: 2 },
    });
  });

  it('loads the sources of image and tile layers once each, not text', () => {
    const base = { x: 0, y: 0, width: 1, height: 1, rotation: 0, visible: true, locked: false };
    const picture = {
      ...base,
      kind: 'image' as const,
      materialId: 1,
      src: 'a.png',
      pixelWidth: 1,
      pixelHeight: 1,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      flipX: false,
      flipY: false,
      opacity: 1,
    };
    const withLayers: DesignDocument = {
      ...document,
      views: [
        {
          ...document.views[0]!,
          layers: [
            { ...picture, id: 'a' },
            { ...picture, id: 'b' },
          ],
        },
        { ...document.views[1]!, layers: [{ ...picture, id: 'c', src: 'c.png' }] },
      ],
    };
    expect(layerSources(withLayers)).toEqual(['a.png', 'c.png']);
  });
});
