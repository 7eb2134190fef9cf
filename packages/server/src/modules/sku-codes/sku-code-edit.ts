import { and, eq, ne, sql } from 'drizzle-orm';
import { FNSKU_PATTERN, isValidEan13, SKU_CODE_PATTERN } from '@podkit/sdk-core/rules';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, invalid } from '../../http/envelope.js';
import type { Owner } from '../materials/index.js';
import type { FileUrl } from '../../storage/index.js';
import { findProductSkus } from './sku-list.js';
import { skuCodes } from './schema.js';

type CodeField = 'code' | 'gtin' | 'fnsku';
const fieldTitles: Record<CodeField, string> = { code: 'SKU 编码', gtin: 'GTIN', fnsku: 'FNSKU' };

/** Trimmed text, null for empty; the check names the field and what it must look like. */
export function cleanCode(field: CodeField, value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (field === 'code' && !SKU_CODE_PATTERN.test(text))
    throw invalid(`SKU 编码「${text}」不可用：1–64 位字母、数字或 - _ . / #，且以字母或数字开头`);
  if (field === 'gtin' && !isValidEan13(text))
    throw invalid(`GTIN「${text}」不是有效的 EAN-13：应为 13 位数字且校验位正确`);
  if (field === 'fnsku' && !FNSKU_PATTERN.test(text))
    throw invalid(`FNSKU「${text}」不正确：应为 10 位大写字母或数字（如 X001ABC123）`);
  return text;
}

/** Refuses a value another SKU of the owner already has, naming that SKU. */
async function assertFree(
  db: DbExecutor,
  owner: Owner,
  skuId: number,
  field: CodeField,
  value: string,
) {
  const column = skuCodes[field];
  const same = field === 'code' ? sql`lower(${column}) = lower(${value})` : eq(column, value);
  const [taken] = await db
    .select({ skuId: skuCodes.skuId })
    .from(skuCodes)
    .where(and(eq(skuCodes.userId, owner.userId), ne(skuCodes.skuId, skuId), same));
  if (taken) throw conflict(`${fieldTitles[field]}「${value}」已用于另一个 SKU，请换一个`);
}

/**
 * Sets some of a SKU's codes (fields not given stay as they are; null clears one). The SKU must be
 * one of the owner's; a value another of their SKUs has is refused.
 */
export async function setSkuCodes(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  skuId: number,
  change: Partial<Record<CodeField, string | null>>,
) {
  await findProductSkus(db, urlOf, owner, [skuId]);
  const values: Partial<Record<CodeField, string | null>> = {};
  for (const field of Object.keys(change) as CodeField[]) {
    const value = cleanCode(field, change[field] ?? null);
    if (value !== null) await assertFree(db, owner, skuId, field, value);
    values[field] = value;
  }
  try {
    await db
      .insert(skuCodes)
      .values({ skuId, siteId: owner.siteId, userId: owner.userId, ...values })
      .onConflictDoUpdate({ target: skuCodes.skuId, set: { ...values, updatedAt: sql`now()` } });
  } catch (error) {
    // Another request took the value between the check and the write.
    if (isUniqueViolation(error)) throw conflict('该编码刚被另一个 SKU 使用，请换一个');
    throw error;
  }
  const [saved] = await findProductSkus(db, urlOf, owner, [skuId]);
  return saved!;
}
