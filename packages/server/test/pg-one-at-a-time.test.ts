import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { executedRows } from '../src/db/recordset-rows.js';
import { createPostgresDatabase, testDbKind } from './harness.js';

const QUEUE_DEPRECATION = 'already executing a query';

describe.runIf(testDbKind === 'postgres')(
  'PostgreSQL: one statement at a time on a connection',
  () => {
    let drop: () => Promise<void>;
    let database: Database;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);

    beforeAll(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ databaseUrl: created.url });
      await database.db.execute(sql`create table steps (n int primary key)`);
      process.on('warning', onWarning);
    });
    afterAll(async () => {
      process.off('warning', onWarning);
      await database.close();
      await drop();
    });

    it('runs a transaction’s reads together in the order asked, without node-postgres’s queue', async () => {
      const answers = await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into steps values (1), (2), (3)`);
        return Promise.all(
          [1, 2, 3, 4, 5].map((n) =>
            tx.execute(
              sql`select count(*)::int as seen, ${n}::int as asked from steps where n <= ${n}`,
            ),
          ),
        );
      });
      expect(answers.map((answer) => executedRows(answer)[0])).toEqual([
        { seen: 1, asked: 1 },
        { seen: 2, asked: 2 },
        { seen: 3, asked: 3 },
        { seen: 3, asked: 4 },
        { seen: 3, asked: 5 },
      ]);
      // Writes asked for together land in the order asked: the second sees the first.
      const [, second] = await database.db.transaction((tx) =>
        Promise.all([
          tx.execute(sql`insert into steps values (10)`),
          tx.execute(sql`select max(n)::int as top from steps`),
        ]),
      );
      expect(executedRows(second)[0]).toEqual({ top: 10 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes(QUEUE_DEPRECATION))).toEqual([]);
    });

    it('keeps a failed statement’s error to itself and rolls the transaction back', async () => {
      const failed = database.db.transaction((tx) =>
        Promise.all([
          tx.execute(sql`insert into steps values (20)`),
          tx.execute(sql`insert into steps values (20)`),
        ]),
      );
      await expect(failed).rejects.toThrow();
      const after = await database.db.execute(
        sql`select count(*)::int as n from steps where n = 20`,
      );
      expect(executedRows(after)[0]).toEqual({ n: 0 });
    });
  },
);
