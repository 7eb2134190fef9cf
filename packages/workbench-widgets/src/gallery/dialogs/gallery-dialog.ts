import type { MaterialCategory } from '@podkit/sdk-core';
import { buildCategoryTree, flattenTree } from '../category-tree';

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
  return flattenTree(buildCategoryTree(categories)).map((node) => ({
    id: node.category.id,
    label: node.category.name,
    depth: node.depth,
  }));
}
