/**
 * Shading a print with the product photo. A plain multiply by the photo would turn every print on
 * a black hoodie black; so the photo is first divided by the product's own tone under the print
 * (its reference luminance), which leaves only the folds, seams and curvature as light and dark:
 * the print is multiplied by that shading, as ink on fabric is.
 */

/** Rec. 601 luma of an RGB pixel, 0–1. */
export function luminance(r: number, g: number, b: number): number {
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/**
 * The product's tone under the print: the mean luminance of the photo where the warped print has
 * coverage (alpha over `coverage`, RGBA data of the same size), ignoring fully transparent photo.
 */
export function referenceLuminance(photo: Uint8ClampedArray, coverage: Uint8ClampedArray): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < photo.length; i += 4) {
    if (coverage[i + 3] === 0 || photo[i + 3] === 0) continue;
    sum += luminance(photo[i]!, photo[i + 1]!, photo[i + 2]!);
    count += 1;
  }
  return count === 0 ? 1 : sum / count;
}

/**
 * Composites the warped print over the photo in place (`photo` receives the result, both RGBA of
 * the same size, not premultiplied): print colour × min(1, photo luminance / reference), blended
 * by the print's alpha.
 */
export function multiplyShade(
  photo: Uint8ClampedArray,
  print: Uint8ClampedArray,
  reference: number,
): void {
  const inverseReference = reference > 0 ? 1 / reference : 1;
  for (let i = 0; i < photo.length; i += 4) {
    const alpha = print[i + 3]! / 255;
    if (alpha === 0) continue;
    const r = photo[i]!;
    const g = photo[i + 1]!;
    const b = photo[i + 2]!;
    const shade = Math.min(1, luminance(r, g, b) * inverseReference) * alpha;
    const keep = 1 - alpha;
    photo[i] = r * keep + print[i]! * shade;
    photo[i + 1] = g * keep + print[i + 1]! * shade;
    photo[i + 2] = b * keep + print[i + 2]! * shade;
    photo[i + 3] = photo[i + 3]! * keep + 255 * alpha;
  }
}
