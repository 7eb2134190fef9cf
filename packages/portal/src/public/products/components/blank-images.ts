import type { BasicProduct, ShowImageDesign } from '@podkit/sdk-core';

/**
 * The picture of one view in one colour. A colour without that view falls back to the view in
 * another colour, then to any picture of the colour, so the page always shows something.
 */
export function pickImage(
  images: ShowImageDesign[],
  viewId: number | null,
  colorId: number | null,
): ShowImageDesign | null {
  return (
    images.find((image) => image.view_id === viewId && image.color_id === colorId) ??
    images.find((image) => image.color_id === colorId) ??
    images.find((image) => image.view_id === viewId) ??
    images[0] ??
    null
  );
}

/** The views in their order, each with its picture in the colour (views without one left out). */
export function viewImages(
  product: Pick<BasicProduct, 'views' | 'show_images_design'>,
  colorId: number | null,
): Array<{ viewId: number; name: string; image: ShowImageDesign }> {
  return [...product.views]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((view) => {
      const image = product.show_images_design.find(
        (candidate) => candidate.view_id === view.view_id && candidate.color_id === colorId,
      );
      return image ? [{ viewId: view.view_id, name: view.name, image }] : [];
    });
}

/** The largest picture the row has. */
export function largestSrc(image: ShowImageDesign): string {
  return image.big_image_src || image.image_src || image.small_image_src;
}
