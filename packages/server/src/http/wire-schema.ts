import type { Static, TObject, TSchema } from 'typebox';

type Depth = [never, 0, 1, 2, 3, 4, 5, 6, 7, 8];
type Shape<T> = Exclude<T, null | undefined | string | number | boolean | readonly unknown[]>;
type Item<T> = T extends readonly (infer E)[] ? E : never;
type KeysOf<T> = T extends unknown ? keyof T : never;
type Field<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/** The paths of `W`'s fields (through arrays, nullables and unions) that `S` has no field for. */
export type MissingFields<S, W, Path extends string = '', D extends number = 8> = [D] extends [
  never,
]
  ? never
  : | ([Item<W>] extends [never] ? never : MissingFields<Item<S>, Item<W>, `${Path}[]`, Depth[D]>)
    | {
        [K in KeysOf<Shape<W>> & string]: K extends KeysOf<Shape<S>>
          ? MissingFields<Field<Shape<S>, K>, Field<Shape<W>, K>, `${Path}.${K}`, Depth[D]>
          : `${Path}.${K}`;
      }[KeysOf<Shape<W>> & string];

type Checked<S extends TSchema, W> = [MissingFields<Static<S>, W>] extends [never]
  ? [Static<S>] extends [W]
    ? unknown
    : { notAWireValue: Static<S> }
  : { missing: MissingFields<Static<S>, W> };

/**
 * The response schema of the wire type `W` (sdk-core's, or what a handler answers). A response
 * schema also serialises, and drops a field it does not name: this compiles only when the schema
 * names every field of `W` and every value the schema lets through is a `W` (a field typed
 * differently fails too). The type provider checks the handler's answer against the schema.
 */
export const wireSchema =
  <W>() =>
  <S extends TSchema>(schema: S & Checked<S, W>): S =>
    schema;

/** A field schema with a default: validation fills the field in, so a request may leave it out. */
export type Defaulted<S extends TSchema> = S & { default: unknown };

type DefaultedKeys<P> = { [K in keyof P]: P[K] extends { default: unknown } ? K : never }[keyof P];

/** What a request may send for `S`: its value, with the fields that have a default optional. */
type RequestValue<S extends TSchema> =
  S extends TObject<infer P>
    ? Omit<Static<S>, DefaultedKeys<P>> &
        Partial<Pick<Static<S>, DefaultedKeys<P> & keyof Static<S>>>
    : Static<S>;

type CheckedRequest<S extends TSchema, R> = [MissingFields<Static<S>, R>] extends [never]
  ? [R] extends [RequestValue<S>]
    ? unknown
    : { notAccepted: R }
  : { missing: MissingFields<Static<S>, R> };

/**
 * The request body schema of sdk-core's request type `R`. Validation removes a field the schema
 * does not name, so this compiles only when the schema names every field of `R` and accepts, by
 * type, every value `R` allows (a field required here but optional in `R`, or typed otherwise,
 * fails; a field with a `Defaulted` schema may be left out). Limits (lengths, ranges) stay the
 * schema's own.
 */
export const requestSchema =
  <R>() =>
  <S extends TSchema>(schema: S & CheckedRequest<S, R>): S =>
    schema;
