import { products, type UserBasicProductCategory } from '@podkit/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';

/** The reseller's own blank categories, with a reload after a change. */
export function useUserCategories() {
  const [categories, setCategories] = useState<UserBasicProductCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const rows = await products.listUserCategories(client, {}, { silent: true });
      setCategories([...rows].sort((a, b) => a.sort - b.sort || a.id - b.id));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { categories, failed, reload };
}

/** Adds a blank to one of the reseller's categories (nothing to do when it is there already). */
export async function addToUserCategory(category: UserBasicProductCategory, productId: number) {
  if (category.basic_product_ids.includes(productId)) return category;
  return products.updateUserCategory(client, category.id, {
    basic_product_ids: [...category.basic_product_ids, productId],
  });
}
