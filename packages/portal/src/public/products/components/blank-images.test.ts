import { describe, expect, it } from 'vitest';
import type { BasicProductView, PrintArea, ShowImageDesign } from '@podkit/sdk-core';
import { largestSrc, pickImage, viewImages } from './blank-images.js';

function image(view_id: number, color_id: number, big = ''): ShowImageDesign {
  return {
    id: view_id * 100 + color_id,
    view_id,
    color_id,
    image_src: `/img/${view_id}-${color_id}.png`,
    big_image_src: big,
    small_image_src: `/img/${view_id}-${color_id}-s.png`,
    is_point: 0,
    canvas_config: null,
    point_origin_config: null,
    is_user_show_image: 1,
    show_model: 0,
  };
}

const area: PrintArea = {
  view_id: 0,
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  width_mm: 1,
  height_mm: 1,
  dpi: 300,
};
function view(view_id: number, name: string, sort: number): BasicProductView {
  return {
    view_id,
    name,
    sort,
    canvas_width: 469,
    canvas_height: 469,
    print_area: { ...area, view_id },
  };
}

describe('blank images', () => {
  const images = [image(1, 10), image(2, 10), image(1, 20)];

  it('picks the view in the colour', () => {
    expect(pickImage(images, 2, 10)?.id).toBe(210);
  });

  it('falls back to another picture of the colour, then of the view', () => {
    expect(pickImage(images, 2, 20)?.id).toBe(120);
    expect(pickImage(images, 1, 99)?.id).toBe(110);
    expect(pickImage([], 1, 10)).toBeNull();
  });

  it('lists the views in order with their pictures in the colour', () => {
    const product = {
      views: [view(2, '背面', 2), view(1, '正面', 1)],
      show_images_design: images,
    };
    expect(viewImages(product, 10).map((v) => v.name)).toEqual(['正面', '背面']);
    expect(viewImages(product, 20).map((v) => v.name)).toEqual(['正面']);
  });

  it('prefers the big picture', () => {
    expect(largestSrc(image(1, 1, '/big.png'))).toBe('/big.png');
    expect(largestSrc(image(1, 1))).toBe('/img/1-1.png');
  });
});
