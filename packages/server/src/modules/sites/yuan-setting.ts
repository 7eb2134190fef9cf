import { invalid } from '../../http/envelope.js';

const YUAN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A yuan amount a site setting holds (at most 2 decimals, not negative, at most `maxCents`) as
 * cents; anything else is refused with the setting's name in the message.
 */
export function settingCents(value: string | number, label: string, maxCents: number): number {
  const text = String(value).trim();
  if (!YUAN.test(text)) throw invalid(`「${label}」应为不小于 0、最多两位小数的金额（元）`);
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > maxCents) throw invalid(`「${label}」不能超过 ${maxCents / 100} 元`);
  return cents;
}
