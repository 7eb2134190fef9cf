import { invalid } from '../../http/envelope.js';

const YUAN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * An operator's money input (yuan, as a string or number with at most 2 decimals) as integer
 * cents. Anything else is refused with a message naming the field, e.g. `基础价格（base_price）`.
 */
export function yuanToCents(value: string | number, field: string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text.startsWith('-') || (typeof value === 'number' && value < 0))
    throw invalid(`${field} 不能小于 0`);
  if (!YUAN.test(text))
    throw invalid(`${field} 的格式不正确，应为不小于 0、最多两位小数的金额（元）`);
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
