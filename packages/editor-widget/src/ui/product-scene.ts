import type { DesignMask, DistributionBasicProduct, ShowImageDesign } from '@podkit/sdk-core';
import type { StageMask, StageScene } from '../core/editor-stage';
import type { ImageCache } from './image-cache';

/** The designer picture of a view in a colour (the view's first picture when that colour has none). */
export function designPicture(
  blank: DistributionBasicProduct,
  viewId: number,
  colorId: number,
): ShowImageDesign | undefined {
  const ofView = blank.show_images_design.filter((image) => image.view_id === viewId);
  return ofView.find((image) => image.color_id === colorId) ?? ofView[0];
}

export function pictureSource(picture: ShowImageDesign | undefined): string {
  return picture ? picture.big_image_src || picture.image_src : '';
}

/** Masks of a view: ones for every view of the blank and ones for this view. */
export function viewMasks(masks: readonly DesignMask[], viewId: number): DesignMask[] {
  return masks.filter((mask) => mask.view_id === null || mask.view_id === viewId);
}

/** The stage's product part for a view and colour, with whatever pictures are loaded so far. */
export function productScene(
  blank: DistributionBasicProduct,
  masks: readonly DesignMask[],
  viewId: number,
  colorId: number,
  images: ImageCache,
): StageScene['product'] {
  const view = blank.views.find((candidate) => candidate.view_id === viewId) ?? blank.views[0]!;
  const source = pictureSource(designPicture(blank, view.view_id, colorId));
  const stageMasks: StageMask[] = viewMasks(masks, view.view_id).flatMap((mask): StageMask[] => {
    if (mask.svg_path) return [{ svgPath: mask.svg_path }];
    const picture = mask.image ? images.get(mask.image) : undefined;
    return picture ? [{ image: picture }] : [];
  });
  const area = view.print_area;
  return {
    image: source ? (images.get(source) ?? null) : null,
    imageWidth: view.canvas_width,
    imageHeight: view.canvas_height,
    printArea: { x: area.left, y: area.top, width: area.width, height: area.height },
    masks: stageMasks,
  };
}

/** The pictures a view needs: its product picture and its mask pictures. */
export function productSources(
  blank: DistributionBasicProduct,
  masks: readonly DesignMask[],
  viewId: number,
  colorId: number,
): string[] {
  const source = pictureSource(designPicture(blank, viewId, colorId));
  return [
    ...(source ? [source] : []),
    ...viewMasks(masks, viewId).flatMap((mask) => (mask.image ? [mask.image] : [])),
  ];
}
