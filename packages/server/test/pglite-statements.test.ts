import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from '../src/db/pglite-statements.js';
import { testDbKind } from './harness.js';
import {
  INSERT_THING as INSERT,
  SELECT_THINGS as SELECT,
  THINGS_TABLE,
} from './support/statement-table.js';

const SCHEMA = `${THINGS_TABLE}
  create function tell() returns trigger language plpgsql as $$
    begin perform pg_notify('things', new.name); return new; end $$;
  create trigger things_told after insert on things for each row execute function tell();
`;

describe.runIf(testDbKind === 'pglite')('PGlite prepared statements', () => {
  let plain: PGlite;
  let prepared: PGlite;

  beforeAll(async () => {
    plain = new PGlite();
    prepared = new PGlite();
    usePreparedStatements(prepared);
    for (const db of [plain, prepared]) await db.exec(SCHEMA);
  });
  afterAll(async () => {
    await plain.close();
    await prepared.close();
  });

  const statementsOf = async (db: PGlite) =>
    (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
      .map((row) => row.statement)
      .filter((text) => text !== 'select statement from pg_prepared_statements');

  it('prepares a text on its second use and answers exactly as PGlite does', async () => {
    const rows = (name: string) => [
      name,
      '12.50',
      ['红色', 'a "quoted" tag', null],
      { size: 'XL', list: [1, 2] },
      new Uint8Array([0, 1, 254, 255]),
      new Date('2026-11-27T08:00:00Z'),
      9_007_199_254_740_993n,
      true,
    ];
    for (const name of ['one', 'two', 'three']) {
      const [fromPlain, fromPrepared] = await Promise.all([
        plain.query(INSERT, rows(name)),
        prepared.query(INSERT, rows(name)),
      ]);
      expect(fromPrepared.rows).toEqual(fromPlain.rows);
      expect(fromPrepared.fields).toEqual(fromPlain.fields);
    }
    for (const args of [
      ['two', false],
      [null, true],
    ]) {
      const [fromPlain, fromPrepared] = await Promise.all([
        plain.query(SELECT, args, { rowMode: 'array' }),
        prepared.query(SELECT, args, { rowMode: 'array' }),
      ]);
      expect(fromPrepared.rows).toEqual(fromPlain.rows);
    }
    // A query's own parsers (drizzle's: timestamps as text) override PGlite's for those types only.
    const own = { parsers: { 1184: (text: string) => `at ${text}` }, rowMode: 'array' as const };
    for (let run = 0; run < 2; run++) {
      const [fromPlain, fromPrepared] = await Promise.all([
        plain.query(SELECT, ['two', false], own),
        prepared.query(SELECT, ['two', false], own),
      ]);
      expect(fromPrepared.rows).toEqual(fromPlain.rows);
      expect((fromPrepared.rows[0] as unknown[])[6]).toBe('at 2026-11-27 08:00:00+00');
    }
    expect(await statementsOf(plain)).toEqual([]);
    expect((await statementsOf(prepared)).sort()).toEqual([INSERT, SELECT].sort());
    const once = 'select count(*) from things where price > $1';
    await prepared.query(once, [1]);
    expect(await statementsOf(prepared)).not.toContain(once);
    await prepared.query(once, [1]);
    expect(await statementsOf(prepared)).toContain(once);
  });

  it('keeps errors, their codes and transactions as they were', async () => {
    await prepared.query(INSERT, ['dup', null, null, null, null, null, null, null]);
    for (let i = 0; i < 2; i++)
      await expect(
        prepared.query(INSERT, ['dup', null, null, null, null, null, null, null]),
      ).rejects.toMatchObject({ code: '23505', query: INSERT });

    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(INSERT, ['rolled back', null, null, null, null, null, null, null]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const kept = await prepared.query('select count(*)::int as n from things where name = $1', [
      'rolled back',
    ]);
    expect(kept.rows).toEqual([{ n: 0 }]);

    await prepared.transaction(async (tx) => {
      await tx.query('savepoint one');
      await expect(
        tx.query(INSERT, ['dup', null, null, null, null, null, null, null]),
      ).rejects.toMatchObject({ code: '23505' });
      await tx.query('rollback to savepoint one');
      await tx.query(INSERT, ['after the savepoint', null, null, null, null, null, null, null]);
    });
    const after = await prepared.query(SELECT, ['after the savepoint', false]);
    expect(after.rows).toHaveLength(1);
  });

  it('hands a notice to LISTEN before the statement that caused it resolves', async () => {
    const heard: string[] = [];
    await prepared.listen('things', (name) => heard.push(name));
    for (const name of ['heard 1', 'heard 2', 'heard 3']) {
      await prepared.query(INSERT, [name, null, null, null, null, null, null, null]);
      expect(heard.at(-1)).toBe(name);
    }
  });

  it('follows a table that changed under a prepared statement', async () => {
    const text = 'select name, price from things where name = $1';
    for (let i = 0; i < 2; i++) await prepared.query(text, ['one']);
    await prepared.exec('alter table things alter column price type numeric(12, 3)');
    expect((await prepared.query(text, ['one'])).rows).toEqual([{ name: 'one', price: '12.500' }]);
  });
});
