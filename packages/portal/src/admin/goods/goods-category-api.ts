import { catalogAdmin } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import type { CategoryApi } from '../components/CategoryManager.js';
import { fromGoodsRows } from '../components/category-rows.js';

/** General-goods categories (/admin/goods/category) for the category manager. */
export const goodsCategoryApi: CategoryApi = {
  load: () => catalogAdmin.listGoodsCategories(client).then(fromGoodsRows),
  create: (input) =>
    catalogAdmin.createGoodsCategory(client, {
      name: input.name,
      parent_category_id: input.parentId,
      sort: input.sort,
    }),
  update: (id, input) =>
    catalogAdmin.updateGoodsCategory(client, id, {
      name: input.name,
      parent_category_id: input.parentId,
      sort: input.sort,
    }),
  remove: (id) => catalogAdmin.deleteGoodsCategory(client, id),
};
