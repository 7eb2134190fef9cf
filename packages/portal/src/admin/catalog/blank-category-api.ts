import { catalogAdmin } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import type { CategoryApi } from '../components/CategoryManager.js';
import { fromBlankTree } from '../components/category-rows.js';

/** Blank categories (/admin/catalog/category) for the category manager. */
export const blankCategoryApi: CategoryApi = {
  load: () => catalogAdmin.listBlankCategories(client).then(fromBlankTree),
  create: (input) =>
    catalogAdmin.createBlankCategory(client, {
      name: input.name,
      parent_id: input.parentId,
      sort: input.sort,
    }),
  update: (id, input) =>
    catalogAdmin.updateBlankCategory(client, id, {
      name: input.name,
      parent_id: input.parentId,
      sort: input.sort,
    }),
  remove: (id) => catalogAdmin.deleteBlankCategory(client, id),
};
