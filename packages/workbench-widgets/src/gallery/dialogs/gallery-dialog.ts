import { flattenTree, type MaterialCategory } from '@podkit/sdk-core';
import { materialCategoryTree } from '../gallery-api';

/** The dialogs the gallery opens, one at a time. */
export type GalleryDialog =
  | { kind: 'delete' }
  | { kind: 'rename' }
  | { kind: 'tag' }
  | { kind: 'category' }
  | { kind: 'share' }
  | { kind: 'imageSearch' }
  | { kind: 'url' }
  | { kind: 'uploadSettings' }
  | { kind: 'newCategory'; parentId: number }
  | { kind: 'renameCategory'; category: MaterialCategory }
  | { kind: 'deleteCategory'; category: MaterialCategory };

/** An open dialog with the serial that keys it. */
export type OpenGalleryDialog = GalleryDialog & { serial: number };

/** Ids and names of every category, for pickers that show the tree flattened. */
export function categoryChoices(categories: readonly MaterialCategory[]) {
  return flattenTree(materialCategoryTree(categories)).map((node) => ({
    id: node.item.id,
    label: node.item.name,
    depth: node.depth,
  }));
}
