import { describe, expect, it } from 'vitest';
import { allColumnKeys, fbaColumns, standardColumns, type ColumnKey } from './columns.js';
import { checkRow, conflictingFields, isCountryCode } from './row-rules.js';
import type { SheetRow } from './sheet-read.js';

const titles = new Map<ColumnKey, string>(
  [...fbaColumns, ...standardColumns].map((c) => [c.key, c.title]),
);

function row(values: Partial<Record<ColumnKey, string>>, rowNumber = 3): SheetRow {
  const all = Object.fromEntries(allColumnKeys.map((k) => [k, ''])) as Record<ColumnKey, string>;
  return { rowNumber, cells: [], values: { ...all, ...values } };
}

const address = {
  order_no: 'A1',
  recipient_name: 'Jane',
  address1: '1 Main St',
  city: 'Austin',
  province: 'TX',
  country_code: 'us',
};

describe('checkRow', () => {
  it('passes a complete row and reads its numbers', () => {
    const { reasons, checked } = checkRow(
      row({ ...address, sku: 'G1-1', quantity: '3', unit_price: '12.5' }),
      'standard',
      true,
      titles,
    );
    expect(reasons).toEqual([]);
    expect(checked).toMatchObject({
      orderNo: 'A1',
      ref: { by: 'sku', sku: 'G1-1' },
      quantity: 3,
      salePriceCents: 1250,
    });
  });

  it('names every problem of a row in Chinese', () => {
    const { reasons, checked } = checkRow(
      row({ order_no: 'A1', country_code: 'ZZ', quantity: '1.5', unit_price: '-1', phone: 'abc' }),
      'standard',
      true,
      titles,
    );
    expect(checked).toBeNull();
    expect(reasons).toEqual([
      '「收件人」不能为空',
      '「地址1」不能为空',
      '「城市」不能为空',
      '「省/州」不能为空',
      '「国家代码」「ZZ」不是两位字母的国家代码（如 US）',
      '「电话」应为 5–20 位数字，可含 + - ( ) 和空格',
      '请填写 SKU，或同时填写产品编码、颜色和尺码',
      '「数量」应为 1–9999 的整数',
      '「销售单价」应为不小于 0 的数字，最多两位小数',
    ]);
  });

  it('lets later rows of an order leave the address empty', () => {
    const { reasons } = checkRow(
      row({ order_no: 'A1', sku: 'X', quantity: '1' }),
      'standard',
      false,
      titles,
    );
    expect(reasons).toEqual([]);
  });

  it('asks a blank line for artwork and keeps its URLs per print area', () => {
    const bare = checkRow(
      row({ ...address, product_code: 'T1', color: '白', size: 'M', quantity: '1' }),
      'standard',
      true,
      titles,
    );
    expect(bare.reasons).toEqual(['空白产品须至少填写一个印刷文件链接']);
    const withArt = checkRow(
      row({
        ...address,
        product_code: 'T1',
        color: '白',
        size: 'M',
        quantity: '1',
        print_back: 'https://a.example/b.png',
      }),
      'standard',
      true,
      titles,
    );
    expect(withArt.checked?.printFiles).toEqual({ back: 'https://a.example/b.png' });
  });

  it('checks the FBA warehouse code and FNSKU', () => {
    const { reasons } = checkRow(
      row({ ...address, sku: 'X', quantity: '1', fc_code: 'O', fnsku: 'X00' }),
      'fba',
      true,
      titles,
    );
    expect(reasons).toEqual([
      '「仓库代码」应为 2–8 位字母或数字（如 ONT8）',
      '「FNSKU」应为 10 位字母或数字',
    ]);
  });
});

describe('conflictingFields', () => {
  it('reports an order field a later row fills differently', () => {
    const first = row({ ...address }, 3);
    expect(conflictingFields(first, row({ order_no: 'A1', city: 'Austin' }, 4), titles)).toEqual(
      [],
    );
    expect(conflictingFields(first, row({ order_no: 'A1', city: 'Dallas' }, 4), titles)).toEqual([
      '「城市」与同一订单第 3 行不一致',
    ]);
  });
});

describe('isCountryCode', () => {
  it('knows ISO 3166-1 alpha-2 regions only', () => {
    expect(['US', 'CN', 'GB', 'DE'].every(isCountryCode)).toBe(true);
    expect(['ZZ', 'XX', 'USA', 'us', ''].some(isCountryCode)).toBe(false);
  });
});
