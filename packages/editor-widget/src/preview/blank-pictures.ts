import type { DesignDocument, MockupPicture, PointWarp } from '@podkit/design';
import type { BasicProduct, ShowImageDesign } from '@podkit/sdk-core';

/** What the previews need of a blank (sdk-core's BasicProduct has all of it). */
export type PreviewBlank = Pick<BasicProduct, 'views' | 'colors' | 'show_images_design' | 'is_3d'>;

/** Preview widths of spec 9: 469 px tiles and the 1000 px large preview. */
export const PREVIEW_WIDTH = 469;
export const LARGE_PREVIEW_WIDTH = 1000;

/** One preview tile: a view of the document on one colour's picture. */
export interface PreviewTarget {
  key: string;
  viewId: number;
  colorId: number;
  viewName: string;
  colorName: string;
  showImage: ShowImageDesign;
}

/** Every view × colour the blank has a picture for and the document designs, colours in order. */
export function previewTargets(
  document: DesignDocument,
  blank: PreviewBlank,
  colorIds?: readonly number[],
): PreviewTarget[] {
  const colors = blank.colors.filter((c) => !colorIds || colorIds.includes(c.id));
  const targets: PreviewTarget[] = [];
  for (const color of colors) {
    for (const view of blank.views) {
      if (!document.views.some((v) => v.viewId === view.view_id)) continue;
      const showImage = blank.show_images_design.find(
        (image) => image.view_id === view.view_id && image.color_id === color.id,
      );
      if (!showImage) continue;
      targets.push({
        key: `${view.view_id}:${color.id}`,
        viewId: view.view_id,
        colorId: color.id,
        viewName: view.name,
        colorName: color.name,
        showImage,
      });
    }
  }
  return targets;
}

/** The picture URL to draw at `width` px: the 1000 px one beyond the 469 px preview. */
export function pictureSrc(showImage: ShowImageDesign, width: number): string {
  return width > PREVIEW_WIDTH && showImage.big_image_src
    ? showImage.big_image_src
    : showImage.image_src;
}

/** A loaded picture placed by the blank's data: canvas size, print area and its point warp. */
export function mockupPicture(
  blank: PreviewBlank,
  target: PreviewTarget,
  image: CanvasImageSource,
): MockupPicture {
  const view = blank.views.find((v) => v.view_id === target.viewId)!;
  const { canvas_config: canvas, is_point, point_origin_config } = target.showImage;
  const warp: PointWarp | null = is_point === 1 && point_origin_config ? point_origin_config : null;
  return {
    image,
    canvasWidth: canvas?.width ?? view.canvas_width,
    canvasHeight: canvas?.height ?? view.canvas_height,
    area: {
      left: view.print_area.left,
      top: view.print_area.top,
      width: view.print_area.width,
      height: view.print_area.height,
    },
    warp,
  };
}

/** The sources of every image and tile layer of the document (to load before drawing). */
export function layerSources(document: DesignDocument): string[] {
  const sources = new Set<string>();
  for (const view of document.views)
    for (const layer of view.layers) if (layer.kind !== 'text') sources.add(layer.src);
  return [...sources];
}
