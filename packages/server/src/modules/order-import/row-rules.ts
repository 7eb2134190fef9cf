import { printAreas, type ColumnKey, type ImportKind, type PrintAreaKey } from './columns.js';
import type { SheetRow } from './sheet-read.js';

/** What a line names before it is resolved: a SKU code, or a blank by code, colour and size. */
export type LineRef =
  { by: 'sku'; sku: string } | { by: 'blank'; productCode: string; color: string; size: string };

/** A row that passed the checks that need no database. */
export interface CheckedRow {
  rowNumber: number;
  orderNo: string;
  ref: LineRef;
  quantity: number;
  /** The store's selling price in cents, null when not given. */
  salePriceCents: number | null;
  printFiles: Partial<Record<PrintAreaKey, string>>;
  personalisation: string;
  fnsku: string;
  labelUrl: string;
}

/** The order-level fields; rows after the first of an order may leave them empty. */
export const orderFieldKeys = [
  'recipient_name',
  'address1',
  'address2',
  'city',
  'province',
  'postcode',
  'country_code',
  'phone',
  'email',
  'logistics',
  'fc_code',
  'note',
] as const satisfies readonly ColumnKey[];
export type OrderFieldKey = (typeof orderFieldKeys)[number];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Codes ISO 3166-1 leaves to private use (Kosovo's XK is the one in common use). */
const privateUse = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/;

/** A real ISO 3166-1 alpha-2 region (Intl answers the code itself for one it does not know). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || privateUse.test(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

const isUrl = (text: string) => {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};

const maxLength: Partial<Record<ColumnKey, number>> = {
  order_no: 64,
  recipient_name: 64,
  address1: 200,
  address2: 200,
  city: 64,
  province: 64,
  email: 120,
  personalisation: 500,
  note: 500,
};

export const columnTitle = (key: ColumnKey, titles: Map<ColumnKey, string>) =>
  titles.get(key) ?? key;

/**
 * Checks one row on its own; answers its reasons (Chinese) or the row ready to resolve.
 * `first` says whether this row carries its order's address (the first row of its order number).
 */
export function checkRow(
  row: SheetRow,
  kind: ImportKind,
  first: boolean,
  titles: Map<ColumnKey, string>,
): { reasons: string[]; checked: CheckedRow | null } {
  const v = row.values;
  const reasons: string[] = [];
  const title = (key: ColumnKey) => `「${columnTitle(key, titles)}」`;
  for (const [key, max] of Object.entries(maxLength) as Array<[ColumnKey, number]>)
    if (v[key].length > max) reasons.push(`${title(key)}最多 ${max} 个字符`);

  if (!v.order_no) reasons.push(`${title('order_no')}不能为空`);
  if (first) {
    for (const key of ['recipient_name', 'address1', 'city', 'province'] as const)
      if (!v[key]) reasons.push(`${title(key)}不能为空`);
    const country = v.country_code.toUpperCase();
    if (!country) reasons.push(`${title('country_code')}不能为空`);
    else if (!isCountryCode(country))
      reasons.push(`${title('country_code')}「${v.country_code}」不是两位字母的国家代码（如 US）`);
    if (kind === 'fba' && !/^[A-Za-z0-9]{2,8}$/.test(v.fc_code))
      reasons.push(`${title('fc_code')}应为 2–8 位字母或数字（如 ONT8）`);
  }
  if (v.postcode && !/^[A-Za-z0-9\- ]{1,12}$/.test(v.postcode))
    reasons.push(`${title('postcode')}只能含字母、数字、空格和 -，最多 12 位`);
  if (v.phone && !/^[0-9+()\- ]{5,20}$/.test(v.phone))
    reasons.push(`${title('phone')}应为 5–20 位数字，可含 + - ( ) 和空格`);
  if (v.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email))
    reasons.push(`${title('email')}「${v.email}」格式不正确`);

  let ref: LineRef | null = null;
  if (v.sku) ref = { by: 'sku', sku: v.sku };
  else if (v.product_code && v.color && v.size)
    ref = { by: 'blank', productCode: v.product_code, color: v.color, size: v.size };
  else reasons.push('请填写 SKU，或同时填写产品编码、颜色和尺码');

  const quantity = /^\d+$/.test(v.quantity) ? Number(v.quantity) : NaN;
  if (!v.quantity) reasons.push(`${title('quantity')}不能为空`);
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999)
    reasons.push(`${title('quantity')}应为 1–9999 的整数`);

  let salePriceCents: number | null = null;
  if (v.unit_price) {
    const price = /^\d{1,7}(\.\d{1,2})?$/.test(v.unit_price)
      ? Math.round(Number(v.unit_price) * 100)
      : NaN;
    if (Number.isNaN(price))
      reasons.push(`${title('unit_price')}应为不小于 0 的数字，最多两位小数`);
    else salePriceCents = price;
  }

  const printFiles: Partial<Record<PrintAreaKey, string>> = {};
  for (const area of printAreas) {
    const url = v[`print_${area.key}`];
    if (!url) continue;
    if (!isUrl(url) || url.length > 1000)
      reasons.push(`${title(`print_${area.key}`)}应为 http 或 https 链接`);
    else printFiles[area.key] = url;
  }
  if (ref?.by === 'blank' && Object.keys(printFiles).length === 0 && reasons.length === 0)
    reasons.push('空白产品须至少填写一个印刷文件链接');

  if (kind === 'fba') {
    if (!/^[A-Za-z0-9]{10}$/.test(v.fnsku)) reasons.push(`${title('fnsku')}应为 10 位字母或数字`);
    if (v.label_url && !isUrl(v.label_url))
      reasons.push(`${title('label_url')}应为 http 或 https 链接`);
  }

  if (reasons.length > 0 || !ref) return { reasons, checked: null };
  return {
    reasons,
    checked: {
      rowNumber: row.rowNumber,
      orderNo: v.order_no,
      ref,
      quantity,
      salePriceCents,
      printFiles,
      personalisation: v.personalisation,
      fnsku: v.fnsku.toUpperCase(),
      labelUrl: v.label_url,
    },
  };
}

/** Two rows of one order that both fill an order field must agree on it. */
export function conflictingFields(
  first: SheetRow,
  later: SheetRow,
  titles: Map<ColumnKey, string>,
): string[] {
  return orderFieldKeys
    .filter((key) => later.values[key] && later.values[key] !== first.values[key])
    .map((key) => `${`「${columnTitle(key, titles)}」`}与同一订单第 ${first.rowNumber} 行不一致`);
}
