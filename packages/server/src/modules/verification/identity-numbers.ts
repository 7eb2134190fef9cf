/**
 * The two numbers 实名认证 checks before anyone looks at a picture: the 18-digit resident ID number
 * (GB 11643-1999: birth date and an ISO 7064 MOD 11-2 check character) and the 18-character
 * unified social credit code (GB 32100-2015: a MOD 31 check character).
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The number as people type it: spaces dropped, a lower-case x raised. */
export function normaliseIdNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Why a resident ID number is wrong, or null when it is well formed and its check agrees. */
export function idNumberProblem(id: string, today = new Date()): string | null {
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号应为 18 位，前 17 位为数字，最后一位为数字或 X';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = Date.UTC(year, month - 1, day);
  if (year < 1900 || !isRealDate(year, month, day) || birth > today.getTime())
    return '身份证号中的出生日期不正确';
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  if (ID_CHECK[sum % 11] !== id[17]) return '身份证号校验位不正确，请核对后重新填写';
  return null;
}

/** 110105********002X: the region and the last four stay, the birth date and sequence are hidden. */
export function maskIdNumber(id: string): string {
  return `${id.slice(0, 6)}${'*'.repeat(Math.max(0, id.length - 10))}${id.slice(-4)}`;
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Why a unified social credit code is wrong, or null when its check character agrees. */
export function creditCodeProblem(code: string): string | null {
  if (code.length !== 18 || [...code].some((c) => !CODE_CHARS.includes(c)))
    return '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、Z、S、V）';
  const sum = CODE_WEIGHTS.reduce(
    (total, weight, i) => total + weight * CODE_CHARS.indexOf(code[i]!),
    0,
  );
  const check = (31 - (sum % 31)) % 31;
  if (CODE_CHARS[check] !== code[17]) return '统一社会信用代码校验位不正确，请核对后重新填写';
  return null;
}
