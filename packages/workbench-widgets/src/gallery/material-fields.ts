import type { Material } from '@podkit/sdk-core';

/** The image to show for a material: its thumbnail, or the original when it has none. */
export function materialThumbnail(material: Material): string {
  return (
    material.thumb_url || (material.type === 'image' || material.type === 'svg' ? material.url : '')
  );
}

/** A file name to save the original as: the material's name with the original's extension. */
export function materialOriginalName(material: Material): string {
  const extension = material.key.includes('.')
    ? material.key.slice(material.key.lastIndexOf('.'))
    : '';
  return material.name.endsWith(extension) ? material.name : `${material.name}${extension}`;
}
