import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './harness.js';

/**
 * PGlite's protocol parser, as patched (patches/@electric-sql__pglite@*.patch), decodes each text
 * field where it lies in the message instead of copying its bytes out first: every field must
 * still be exactly what was stored, wherever it sits in a row, a message or a longer answer.
 */
describe.runIf(testDbKind === 'pglite')('PGlite text fields', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec('create table texts (id int primary key, a text, b text, c text)');
  });
  afterAll(() => db.close());

  it('reads back multi-byte, empty, null and long texts, row after row', async () => {
    const long = '长'.repeat(40_000) + 'end';
    const rows = Array.from({ length: 300 }, (_, n) => ({
      id: n,
      a: n % 3 === 0 ? '' : `订单 ${n} 🚚`,
      b: n % 5 === 0 ? null : 'x'.repeat(n),
      c: n === 150 ? long : `ｆｕｌｌ-${n}`,
    }));
    for (const row of rows)
      await db.query('insert into texts values ($1, $2, $3, $4)', [row.id, row.a, row.b, row.c]);
    const read = await db.query<(typeof rows)[number]>('select id, a, b, c from texts order by id');
    expect(read.rows).toEqual(rows);
  });

  it('reads a message with Chinese text from an error', async () => {
    await expect(db.query("select raise_error_zh('订单不存在')")).rejects.toThrow(
      'function raise_error_zh(unknown) does not exist',
    );
    await db.exec(`create function fail_zh(text) returns void language plpgsql as $$
      begin raise exception '%', $1; end $$`);
    await expect(db.query("select fail_zh('订单不存在：第 3 行')")).rejects.toThrow(
      '订单不存在：第 3 行',
    );
  });
});
