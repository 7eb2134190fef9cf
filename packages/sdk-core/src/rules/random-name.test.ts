import { describe, expect, it } from 'vitest';
import { randomName, uploadKeyName } from './random-name';

describe('randomName', () => {
  it('is 32 letters and digits followed by the timestamp by default', () => {
    expect(randomName(undefined, undefined, () => 1700000000123)).toMatch(
      /^[A-Za-z0-9]{32}1700000000123$/,
    );
    expect(randomName()).toMatch(/^[A-Za-z0-9]{32}\d{13}$/);
  });

  it('honours another length and can leave the timestamp out', () => {
    expect(randomName(8, false)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomName(0, false)).toBe('');
  });

  it('does not repeat itself', () => {
    const names = new Set(Array.from({ length: 200 }, () => randomName(12, false)));
    expect(names.size).toBe(200);
  });
});

describe('uploadKeyName', () => {
  it('is 10 letters and digits without a timestamp', () => {
    expect(uploadKeyName()).toMatch(/^[A-Za-z0-9]{10}$/);
  });
});
