/** Longest material name the gallery lets through. */
export const MAX_MATERIAL_NAME_LENGTH = 100;

export interface BulkRenameRule {
  /** Text before the number, e.g. '夏季T恤-'. */
  prefix: string;
  /** The first item's number; 1 by default. */
  start?: number;
}

/**
 * Names for `count` materials: prefix + a running number, zero-padded to the width of the last
 * number so the names sort in order ('图案01' … '图案12').
 */
export function bulkRenameNames(rule: BulkRenameRule, count: number): string[] {
  const start = rule.start ?? 1;
  const width = String(start + count - 1).length;
  return Array.from(
    { length: count },
    (_, index) => `${rule.prefix.trim()}${String(start + index).padStart(width, '0')}`,
  );
}

/** A Chinese message saying what is wrong with the rule, or null when it can be applied. */
export function bulkRenameProblem(rule: BulkRenameRule, count: number): string | null {
  if (count === 0) return '请先选择要重命名的素材';
  if (rule.prefix.trim() === '') return '请输入名称前缀';
  const start = rule.start ?? 1;
  if (!Number.isInteger(start) || start < 0) return '起始编号须为不小于 0 的整数';
  const longest = bulkRenameNames(rule, count).at(-1) ?? '';
  if (longest.length > MAX_MATERIAL_NAME_LENGTH) {
    return `名称不能超过 ${MAX_MATERIAL_NAME_LENGTH} 个字符`;
  }
  return null;
}
