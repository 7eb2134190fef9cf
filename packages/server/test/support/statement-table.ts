/**
 * A table with a column of each kind the drivers serialise differently, and the two statements
 * the prepared-statement tests (PGlite and PostgreSQL) run against it.
 */
export const THINGS_TABLE = `
  create table things (
    id serial primary key,
    name text not null unique,
    price numeric(10, 2),
    tags text[],
    spec jsonb,
    picture bytea,
    seen_at timestamptz,
    big bigint,
    flag boolean
  );
`;

export const INSERT_THING =
  'insert into things (name, price, tags, spec, picture, seen_at, big, flag) ' +
  'values ($1, $2, $3, $4, $5, $6, $7, $8) returning *';

export const SELECT_THINGS = 'select * from things where name = $1 or $2::boolean order by id';
