import { describe, expect, it } from 'vitest';
import { checkPattern, patternValues, renderPattern } from './pattern.js';

const values = patternValues({
  name: 'Sunset Tee',
  blankName: '纯棉 T 恤',
  colors: ['Black', 'White', 'Black'],
  sizes: ['S', 'M', 'L', 'S'],
});

describe('title and description patterns', () => {
  it('fills every placeholder, colours and sizes once each in order', () => {
    expect(renderPattern('{name} - {blank} ({colors}; {sizes})', values)).toBe(
      'Sunset Tee - 纯棉 T 恤 (Black, White; S, M, L)',
    );
    expect(renderPattern('  {name}  ', values)).toBe('Sunset Tee');
  });

  it('refuses unknown placeholders and names each of them', () => {
    expect(() => checkPattern('{name} {price} {brand} {price}', '标题模板')).toThrow(
      /标题模板含未知占位符：\{price\}、\{brand\}/,
    );
    expect(() => checkPattern('{name} by {blank}', '标题模板')).not.toThrow();
  });
});
