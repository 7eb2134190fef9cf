import type { DesignDocument } from '@podkit/sdk-core';
import { Type, type TSchema } from 'typebox';

/** An exact web origin: scheme, host and optional port, no path (e.g. https://shop.example.com). */
export const OriginSchema = Type.String({
  title: '嵌入来源',
  pattern: '^https?://[A-Za-z0-9.-]+(:\\d{1,5})?$',
  description: '完整来源，如 https://shop.example.com（不含路径）',
});

/** Largest value of a PostgreSQL integer column: ids above it cannot exist. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** A row id in a path or body: a positive integer within the integer column range. */
export const IdSchema = (title: string) =>
  Type.Integer({ title, minimum: 1, maximum: MAX_INTEGER_ID });

/** A value that may also be null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A design document (sdk-core's DesignDocument). JSON Schema only takes an object here:
 * `@podkit/design` validates the document itself (validateDocument) and answers where it is wrong.
 */
export const DesignDocumentSchema = (options: { title: string; description: string }) =>
  Type.Unsafe<DesignDocument>(Type.Record(Type.String(), Type.Unknown(), options));
