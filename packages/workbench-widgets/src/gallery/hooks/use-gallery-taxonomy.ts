import { useCallback, useEffect, useState } from 'react';
import {
  dropIndex,
  moveWithinLevel,
  withLevel,
  type MaterialCategory,
  type MaterialTag,
} from '@podkit/sdk-core';
import type { GalleryApi } from '../gallery-api';

/**
 * The user's tags and categories (loaded only for their own gallery), and reordering categories
 * within a level: shown at once, put back when the server refuses.
 */
export function useGalleryTaxonomy(api: GalleryApi, own: boolean) {
  const [tags, setTags] = useState<MaterialTag[]>([]);
  const [categories, setCategories] = useState<MaterialCategory[]>([]);

  const loadTags = useCallback(
    () =>
      api.listTags().then(
        (next) => setTags(next),
        () => setTags([]),
      ),
    [api],
  );
  const loadCategories = useCallback(
    () =>
      api.listCategories().then(
        (next) => setCategories(next),
        () => setCategories([]),
      ),
    [api],
  );
  useEffect(() => {
    if (!own) return;
    void loadTags();
    void loadCategories();
  }, [own, loadTags, loadCategories]);

  async function moveCategory(id: number, index: number) {
    const level = moveWithinLevel(categories, id, index);
    if (!level) return;
    const before = categories;
    setCategories(withLevel(categories, level));
    try {
      await api.saveCategoryOrder(level);
    } catch {
      setCategories(before);
    }
  }

  function dropCategory(draggedId: number, targetId: number, after: boolean) {
    const index = dropIndex(categories, draggedId, targetId, after);
    if (index !== null) void moveCategory(draggedId, index);
  }

  /** Creates a tag and reloads the list; the new tag's id. */
  async function createTag(name: string) {
    const created = await api.createTag(name);
    setTags(await api.listTags());
    return created.id;
  }

  return { tags, categories, loadTags, loadCategories, moveCategory, dropCategory, createTag };
}

export type GalleryTaxonomy = ReturnType<typeof useGalleryTaxonomy>;
