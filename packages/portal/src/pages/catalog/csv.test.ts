import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes a header and rows with a byte-order mark and CRLF lines', () => {
    expect(toCsv(['名称', '价格'], [['马克杯', '29.90']])).toBe(
      '\uFEFF名称,价格\r\n马克杯,29.90\r\n',
    );
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['x,y'], ['say "hi"'], ['two\nlines']])).toBe(
      '\uFEFFa\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('defuses text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], [-5]])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n-5\r\n',
    );
  });
});
