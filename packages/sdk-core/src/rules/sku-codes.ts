/** A reseller's own SKU code: 1–64 letters, digits and - _ . / # (what store platforms accept). */
export const SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_./#]{0,63}$/;

/** Amazon's FNSKU: ten upper-case letters and digits (X00… for FBA labels, or the ASIN). */
export const FNSKU_PATTERN = /^[A-Z0-9]{10}$/;

/** The check digit of the first 12 digits of an EAN-13 (weights 1 and 3, from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether `text` is 13 digits whose last one is the right check digit. */
export function isValidEan13(text: string): boolean {
  return /^\d{13}$/.test(text) && ean13CheckDigit(text.slice(0, 12)) === Number(text[12]);
}
