import { useState } from 'react';
import type { BasicProduct } from '@podkit/sdk-core';

function firstBySort<T extends { sort: number }>(items: T[]): T | undefined {
  return [...items].sort((a, b) => a.sort - b.sort)[0];
}

/** The colour, view and size a detail page shows; the first of each until one is picked. */
export function useBlankSelection(
  product: Pick<BasicProduct, 'colors' | 'views' | 'sizes'> | null,
) {
  const [colorId, setColorId] = useState<number | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const [sizeId, setSizeId] = useState<number | null>(null);
  const has = <T>(items: T[] | undefined, pick: (item: T) => boolean) => Boolean(items?.some(pick));
  return {
    colorId: has(product?.colors, (c) => c.id === colorId)
      ? colorId
      : (firstBySort(product?.colors ?? [])?.id ?? null),
    viewId: has(product?.views, (v) => v.view_id === viewId)
      ? viewId
      : (firstBySort(product?.views ?? [])?.view_id ?? null),
    sizeId: has(product?.sizes, (s) => s.id === sizeId)
      ? sizeId
      : (firstBySort(product?.sizes ?? [])?.id ?? null),
    setColorId,
    setViewId,
    setSizeId,
  };
}
