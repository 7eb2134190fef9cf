import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executedRows } from '../src/db/recordset-rows.js';
import {
  orderNumber,
  orderNumberPrefix,
  orderNumberSql,
} from '../src/modules/orders/order-number.js';
import { testDbKind } from './harness.js';
import { databaseForFile } from './support/file-database.js';

const database = databaseForFile();

describe(`order numbers written by SQL (${testDbKind})`, () => {
  it('are the numbers orderNumber gives, short ids padded and long ones whole', async () => {
    const at = new Date('2026-11-21T20:00:00Z');
    for (const id of [1, 42, 999_999, 1_234_567]) {
      const [row] = executedRows<{ no: string }>(
        await database.db.execute(
          sql`select ${orderNumberSql(orderNumberPrefix(at, 'Asia/Shanghai'), sql`${id}::int`)} as no`,
        ),
      );
      expect(row!.no).toBe(orderNumber(id, at, 'Asia/Shanghai'));
    }
  });
});
