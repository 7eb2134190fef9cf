import { describe, expect, it } from 'vitest';
import { hasOperate } from './has-operate';

describe('hasOperate', () => {
  const operates = [{ name: 'export' }, { name: 'delete' }];

  it('allows a button whose name is in the operates list', () => {
    expect(hasOperate(operates, 'export')).toBe(true);
    expect(hasOperate(['share', 'rename'], 'rename')).toBe(true);
  });

  it('hides a button whose name is not in the list, matching names exactly', () => {
    expect(hasOperate(operates, 'share')).toBe(false);
    expect(hasOperate(operates, 'Export')).toBe(false);
    expect(hasOperate(operates, '')).toBe(false);
  });

  it('hides every button when there is no list', () => {
    expect(hasOperate(undefined, 'export')).toBe(false);
    expect(hasOperate(null, 'export')).toBe(false);
    expect(hasOperate([], 'export')).toBe(false);
  });
});
