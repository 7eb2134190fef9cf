import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatementsOnPool } from '../src/db/pg-statements.js';
import { createPostgresDatabase, testDbKind } from './harness.js';
import {
  INSERT_THING as INSERT,
  SELECT_THINGS as SELECT,
  THINGS_TABLE,
} from './support/statement-table.js';

const PREPARED = 'select name, statement from pg_prepared_statements order by statement';

const nothing = [null, null, null, null, null, null, null];

describe.runIf(testDbKind === 'postgres')('PostgreSQL prepared statements', () => {
  let drop: () => Promise<void>;
  let plain: pg.Pool;
  let prepared: pg.Pool;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    plain = new pg.Pool({ connectionString: created.url, max: 1 });
    // One connection, so that pg_prepared_statements shows what the pool prepared.
    prepared = new pg.Pool({ connectionString: created.url, max: 1 });
    usePreparedStatementsOnPool(prepared);
    await plain.query(THINGS_TABLE);
  });
  afterAll(async () => {
    await plain.end();
    await prepared.end();
    await drop();
  });

  const statementsOf = async (pool: pg.Pool) =>
    (await pool.query<{ statement: string }>(PREPARED)).rows.map((row) => row.statement);

  it('names a text with parameters on its second use and answers exactly as without', async () => {
    const row = (name: string) => [
      name,
      '12.50',
      ['红色', 'a "quoted" tag', null],
      { size: 'XL', list: [1, 2] },
      Buffer.from([0, 1, 254, 255]),
      new Date('2026-11-27T08:00:00Z'),
      '9007199254740993',
      true,
    ];
    for (const name of ['one', 'two', 'three']) {
      const fromPlain = await plain.query(INSERT, row(`plain ${name}`));
      const fromPrepared = await prepared.query(INSERT, row(name));
      expect({ ...fromPrepared.rows[0], id: 0, name: '' }).toEqual({
        ...fromPlain.rows[0],
        id: 0,
        name: '',
      });
      expect(fromPrepared.fields.map((field) => field.name)).toEqual(
        fromPlain.fields.map((field) => field.name),
      );
    }
    for (const args of [
      ['two', false],
      ['nobody', true],
    ]) {
      const config = { text: SELECT, rowMode: 'array' as const };
      const [fromPlain, fromPrepared] = [
        await plain.query(config, args),
        await prepared.query(config, args),
      ];
      expect(fromPrepared.rows).toEqual(fromPlain.rows);
    }
    expect(await statementsOf(plain)).toEqual([]);
    expect(await statementsOf(prepared)).toEqual([INSERT, SELECT].sort());

    const once = 'select count(*) from things where price > $1';
    await prepared.query(once, [1]);
    expect(await statementsOf(prepared)).not.toContain(once);
    await prepared.query(once, [1]);
    expect(await statementsOf(prepared)).toContain(once);
  });

  it('keeps texts without parameters on the simple protocol (several statements in one)', async () => {
    const result = (await prepared.query(
      'select 1 as a; select 2 as b',
    )) as unknown as pg.QueryResult[];
    expect(result.map((part) => part.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    await prepared.query('select 1 as a; select 2 as b');
    expect((await statementsOf(prepared)).join()).not.toContain('select 2 as b');
  });

  it('keeps errors, their codes, callbacks and transactions as they were', async () => {
    await prepared.query(INSERT, ['dup', ...nothing]);
    for (let i = 0; i < 2; i++)
      await expect(prepared.query(INSERT, ['dup', ...nothing])).rejects.toMatchObject({
        code: '23505',
      });

    const client = await prepared.connect();
    try {
      await client.query('begin');
      await client.query(INSERT, ['rolled back', ...nothing]);
      await client.query('rollback');
      await client.query('begin');
      await client.query('savepoint one');
      await expect(client.query(INSERT, ['dup', ...nothing])).rejects.toMatchObject({
        code: '23505',
      });
      await client.query('rollback to savepoint one');
      await client.query(INSERT, ['after the savepoint', ...nothing]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const names = await prepared.query<{ name: string }>(
      'select name from things where name = any($1) order by name',
      [['rolled back', 'after the savepoint']],
    );
    expect(names.rows).toEqual([{ name: 'after the savepoint' }]);

    const viaCallback = await new Promise((resolve, reject) =>
      prepared.query(SELECT, ['dup', false], (error, result) =>
        error ? reject(error) : resolve(result.rows.map((row: { name: string }) => row.name)),
      ),
    );
    expect(viaCallback).toEqual(['dup']);
  });

  it('follows a table that changed under a prepared statement', async () => {
    const text = 'select name, price from things where name = $1';
    for (let i = 0; i < 2; i++) await prepared.query(text, ['one']);
    expect(await statementsOf(prepared)).toContain(text);
    await plain.query('alter table things alter column price type numeric(12, 3)');
    // Outside a transaction the changed result runs again at once…
    expect((await prepared.query(text, ['one'])).rows).toEqual([{ name: 'one', price: '12.500' }]);

    for (let i = 0; i < 2; i++) await prepared.query(text, ['one']);
    await plain.query('alter table things alter column price type numeric(14, 4)');
    // …inside one the error stands (the transaction is lost), and the text is prepared anew.
    const client = await prepared.connect();
    try {
      await client.query('begin');
      await expect(client.query(text, ['one'])).rejects.toMatchObject({ code: '0A000' });
      await client.query('rollback');
    } finally {
      client.release();
    }
    for (let i = 0; i < 2; i++)
      expect((await prepared.query(text, ['one'])).rows).toEqual([
        { name: 'one', price: '12.5000' },
      ]);
  });
});
