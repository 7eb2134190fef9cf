import type { MaterialNameRule } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';

/** Longest material name, in characters. */
export const MAX_MATERIAL_NAME = 100;

/** A name fit to store: control characters removed, trimmed, not empty, at most 100 characters. */
export function cleanMaterialName(name: string, field = '素材名称'): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned) throw invalid(`${field}不能为空`);
  if (Array.from(cleaned).length > MAX_MATERIAL_NAME) {
    throw invalid(
      `${field}不能超过 ${MAX_MATERIAL_NAME} 个字符：${Array.from(cleaned).slice(0, 20).join('')}…`,
    );
  }
  return cleaned;
}

/** A tag or category name: trimmed, control characters removed, not empty. */
export function requiredName(name: string, field: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned) throw invalid(`${field}不能为空`);
  return cleaned;
}

/** The first 100 characters of a name, for names the server makes itself. */
export function clipName(name: string): string {
  return Array.from(name).slice(0, MAX_MATERIAL_NAME).join('').trim();
}

/** A new material's name from the uploaded file's name and the user's upload settings. */
export function nameFromFile(fileName: string, rule: MaterialNameRule, prefix: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = rule === 'file_stem' && dot > 0 ? fileName.slice(0, dot) : fileName;
  return clipName(`${prefix}${base}`) || clipName(fileName) || '素材';
}

export interface SequenceNaming {
  prefix: string;
  /** First number (default 1). */
  start?: number | undefined;
  /** Zero-padded to this many digits (default: none). */
  digits?: number | undefined;
}

/** Names for ids in the order given: prefix + sequence number (前缀 + 序号). */
export function sequenceNames(
  ids: readonly number[],
  naming: SequenceNaming,
): Array<{ id: number; name: string }> {
  const start = naming.start ?? 1;
  const digits = naming.digits ?? 1;
  return ids.map((id, index) => ({
    id,
    name: cleanMaterialName(
      `${naming.prefix}${String(start + index).padStart(digits, '0')}`,
      '批量命名的结果',
    ),
  }));
}
