import { Type, type TInteger, type TSchema } from 'typebox';
import type { Defaulted } from './wire-schema.js';
import type { Paginator } from '@podkit/sdk-core';

/** Query of a paged list: `page` from 1, `page_size` rows (at most `maxPageSize`). */
export function pageQueryFields(options: { defaultPageSize?: number; maxPageSize?: number } = {}) {
  return {
    page: Type.Integer({ title: '页码', minimum: 1, default: 1 }) as Defaulted<TInteger>,
    page_size: Type.Integer({
      title: '每页条数',
      minimum: 1,
      maximum: options.maxPageSize ?? 50,
      default: options.defaultPageSize ?? 10,
    }) as Defaulted<TInteger>,
  };
}

/** Response schema of a paged list (the spec's `data.data` rows plus paging fields). */
export function paginatorOf<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    last_page: Type.Integer({ description: '至少为 1' }),
  });
}

/** Rows to skip for a page. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function paginator<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
): Paginator<T> {
  return {
    data: rows,
    total,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
