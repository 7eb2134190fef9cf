import { describe, expect, it } from 'vitest';
import { cleanMaterialName, nameFromFile, sequenceNames } from './material-names.js';

describe('material names', () => {
  it('names new materials from the file name by the upload settings', () => {
    expect(nameFromFile('猫咪.final.png', 'file_stem', '')).toBe('猫咪.final');
    expect(nameFromFile('猫咪.png', 'file_name', '店-')).toBe('店-猫咪.png');
    expect(nameFromFile('.hidden', 'file_stem', '')).toBe('.hidden');
    expect(Array.from(nameFromFile(`${'长'.repeat(150)}.png`, 'file_stem', '')).length).toBe(100);
  });

  it('numbers a list as prefix + sequence number, zero-padded', () => {
    expect(sequenceNames([7, 3, 9], { prefix: '春节', start: 9, digits: 3 })).toEqual([
      { id: 7, name: '春节009' },
      { id: 3, name: '春节010' },
      { id: 9, name: '春节011' },
    ]);
    expect(sequenceNames([1], { prefix: 'a' })).toEqual([{ id: 1, name: 'a1' }]);
  });

  it('refuses empty and over-long names in Chinese', () => {
    expect(cleanMaterialName('  图\u0007 ')).toBe('图');
    expect(() => cleanMaterialName('   ')).toThrow('素材名称不能为空');
    expect(() => cleanMaterialName('x'.repeat(101))).toThrow('素材名称不能超过 100 个字符');
  });
});
