import { describe, expect, it } from 'vitest';
import { bulkRenameNames, bulkRenameProblem } from './bulk-rename';

describe('bulkRenameNames', () => {
  it('numbers from 1 after the prefix', () => {
    expect(bulkRenameNames({ prefix: '图案' }, 3)).toEqual(['图案1', '图案2', '图案3']);
  });

  it('pads every number to the width of the last one', () => {
    const names = bulkRenameNames({ prefix: '夏季-' }, 12);
    expect(names[0]).toBe('夏季-01');
    expect(names[11]).toBe('夏季-12');
    expect([...names].sort()).toEqual(names);
  });

  it('starts from the given number and trims the prefix', () => {
    expect(bulkRenameNames({ prefix: '  logo_ ', start: 98 }, 3)).toEqual([
      'logo_098',
      'logo_099',
      'logo_100',
    ]);
  });
});

describe('bulkRenameProblem', () => {
  it('asks for a selection and a prefix', () => {
    expect(bulkRenameProblem({ prefix: '图' }, 0)).toBe('请先选择要重命名的素材');
    expect(bulkRenameProblem({ prefix: '   ' }, 2)).toBe('请输入名称前缀');
  });

  it('refuses a negative or fractional start and names that would be too long', () => {
    expect(bulkRenameProblem({ prefix: '图', start: -1 }, 2)).toBe('起始编号须为不小于 0 的整数');
    expect(bulkRenameProblem({ prefix: '图', start: 1.5 }, 2)).toBe('起始编号须为不小于 0 的整数');
    expect(bulkRenameProblem({ prefix: 'a'.repeat(99) }, 10)).toBe('名称不能超过 100 个字符');
    expect(bulkRenameProblem({ prefix: 'a'.repeat(99) }, 9)).toBeNull();
  });
});
