import {
  buildTree,
  bySortThenId,
  materials,
  uploadFile,
  type Client,
  type Material,
  type MaterialCategory,
  type MaterialCategoryNode,
  type MaterialLinkMode,
  type MaterialMatch,
  type MaterialTag,
  type MaterialType,
  type MaterialUploadResult,
  type UploadProgress,
  type UploadSettings,
  type UploadTransport,
} from '@podkit/sdk-core';

/** Whose materials the gallery shows: the user's own, or the site's shared ones (openGallery). */
export type GalleryScope = 'mine' | 'open';

/** What the grid is filtered by; empty strings and nulls mean "any". */
export interface GalleryFilters {
  name: string;
  tagId: number | null;
  /** A category, UNCATEGORISED for materials in none, null for all. */
  categoryId: number | null;
  type: MaterialType | '';
  /** YYYY-MM-DD, inclusive. */
  dateFrom: string;
  dateTo: string;
}

/** category_id 0 asks for materials in no category. */
export const UNCATEGORISED = 0;

export const EMPTY_FILTERS: GalleryFilters = {
  name: '',
  tagId: null,
  categoryId: null,
  type: '',
  dateFrom: '',
  dateTo: '',
};

export const TYPE_LABELS: Record<MaterialType, string> = {
  image: '图片',
  svg: 'SVG',
  psd: 'PSD',
  tiff: 'TIFF',
};

export interface MaterialPage {
  rows: Material[];
  total: number;
  lastPage: number;
}

/**
 * The flat categories as a tree, each level by sort then id. One whose parent is missing (deleted
 * meanwhile) shows at the top level rather than vanishing.
 */
export function materialCategoryTree(categories: readonly MaterialCategory[]) {
  return buildTree(categories, {
    id: (category) => category.id,
    parentId: (category) => category.parent_id,
    order: bySortThenId,
  });
}

/** The categories of the tree answer, flat; children follow from parent_id. */
export function flattenCategoryNodes(nodes: readonly MaterialCategoryNode[]): MaterialCategory[] {
  return nodes.flatMap(({ children, ...category }) => [
    category,
    ...flattenCategoryNodes(children ?? []),
  ]);
}

/** The gallery's calls, over sdk-core's typed materials functions. */
export function galleryApi(client: Client, scope: GalleryScope, uploadTransport?: UploadTransport) {
  return {
    async listMaterials(
      filters: GalleryFilters,
      page: number,
      pageSize: number,
    ): Promise<MaterialPage> {
      const result = await materials.list(client, {
        scope,
        page,
        page_size: pageSize,
        name: filters.name.trim() || undefined,
        tag_id: filters.tagId ?? undefined,
        category_id: filters.categoryId ?? undefined,
        type: filters.type || undefined,
        start_date: filters.dateFrom || undefined,
        end_date: filters.dateTo || undefined,
      });
      return { rows: result.data, total: result.total, lastPage: Math.max(1, result.last_page) };
    },
    listTags: (): Promise<MaterialTag[]> => materials.listTags(client),
    createTag: (name: string): Promise<MaterialTag> => materials.createTag(client, { name }),
    async listCategories(): Promise<MaterialCategory[]> {
      return flattenCategoryNodes(await materials.listCategories(client));
    },
    createCategory: (name: string, parentId: number) =>
      materials.createCategory(client, { name, parent_id: parentId }),
    renameCategory: (category: MaterialCategory, name: string) =>
      materials.updateCategory(client, category.parent_id, { id: category.id, name }),
    deleteCategory: (id: number) => materials.deleteCategory(client, id),
    saveCategoryOrder: (level: readonly MaterialCategory[]) =>
      materials.saveCategorySort(client, {
        parent_id: level[0]?.parent_id ?? 0,
        ids: level.map((category) => category.id),
      }),
    deleteMaterials: (ids: readonly number[]) => materials.deleteMany(client, { ids: [...ids] }),
    renameMaterials: (items: ReadonlyArray<{ id: number; name: string }>) =>
      materials.rename(client, { items: [...items] }),
    setTags: (ids: readonly number[], tagIds: readonly number[], mode: MaterialLinkMode) =>
      materials.setTags(client, { ids: [...ids], tag_ids: [...tagIds], mode }),
    setCategories: (
      ids: readonly number[],
      categoryIds: readonly number[],
      mode: MaterialLinkMode,
    ) => materials.setCategories(client, { ids: [...ids], category_ids: [...categoryIds], mode }),
    share: (ids: readonly number[], shared: boolean) =>
      materials.share(client, { ids: [...ids], is_shared: shared ? 1 : 0 }),
    exportMaterials: (ids: readonly number[]) =>
      materials.exportMaterials(client, { ids: [...ids] }),
    async searchByImage(file: File): Promise<MaterialMatch[]> {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await materials.searchByImage(client, form)).data;
    },
    addFromUrl: (url: string) => materials.addFromUrl(client, { url }),
    getUploadSettings: () => materials.getUploadSettings(client),
    saveUploadSettings: (settings: UploadSettings) =>
      materials.saveUploadSettings(client, settings),
    upload: (file: File, onProgress: (progress: UploadProgress) => void) =>
      uploadFile(client, file, {
        type: 'material',
        onProgress,
        transport: uploadTransport,
      }) as Promise<MaterialUploadResult>,
  };
}

export type GalleryApi = ReturnType<typeof galleryApi>;
