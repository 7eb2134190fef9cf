import type { MaterialType } from '@podkit/sdk-core';

/** The gallery's type of a stored file, from its (content-checked) extension. */
export function materialTypeOf(extension: string): MaterialType {
  switch (extension.toLowerCase()) {
    case 'svg':
      return 'svg';
    case 'psd':
      return 'psd';
    case 'tif':
    case 'tiff':
      return 'tiff';
    default:
      return 'image';
  }
}
