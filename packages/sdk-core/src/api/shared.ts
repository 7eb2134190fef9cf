/** What a create answers when the new record's id is all the caller needs. */
export interface CreatedId {
  id: number;
}

/** Fields the spec does not list: present, typed as unknown. */
export type Loose = Record<string, unknown>;

/** A paying call's body: the key that makes a repeat of it the same payment. */
export interface IdempotentInput {
  idempotency_key: string;
}

/** A refusal's body: the reason the other side reads. */
export interface ReasonInput {
  reason: string;
}

/** A batch call's body: the rows it acts on. */
export interface IdsInput {
  ids: number[];
}

/**
 * A page of a list. The spec reads messages as `data.data`, i.e. the envelope's data is a
 * paginator holding the rows in `data`; list calls that take paging params answer this shape.
 */
export type Page<T> = {
  data: T[];
  total: number;
  current_page?: number;
  per_page?: number;
  last_page?: number;
} & Loose;

/**
 * A page as the server's paged lists answer it: every paging field present. `page_size` asks for
 * `per_page` rows; `last_page` is at least 1.
 */
export type Paginator<T> = {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

/** Paging query of the server's paged lists. */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

export type Id = number | string;

/** One path segment from an id, encoded. */
export function segment(id: Id): string {
  return encodeURIComponent(String(id));
}
