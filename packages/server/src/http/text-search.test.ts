import { describe, expect, it } from 'vitest';
import { searchText } from './text-search.js';

describe('search text', () => {
  it('is the same for what people type with or without spaces and full-width forms', () => {
    const forms = ['T恤', 'T 恤', 'Ｔ恤', 'Ｔ　恤', ' t 恤 '];
    expect(new Set(forms.map(searchText))).toEqual(new Set(['t恤']));
    expect(searchText('纯棉 圆领 T 恤')).toBe('纯棉圆领t恤');
    expect(searchText('ＡＢＣ１２３')).toBe('abc123');
  });
});
