/** The two spreadsheets a reseller imports: ordinary store orders and FBA wholesale shipments. */
export const importKinds = ['standard', 'fba'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Print areas a row may carry an artwork URL for; the key is kept on the order line. */
export const printAreas = [
  { key: 'front', title: '正面' },
  { key: 'back', title: '背面' },
  { key: 'left_sleeve', title: '左袖' },
  { key: 'right_sleeve', title: '右袖' },
] as const;
export type PrintAreaKey = (typeof printAreas)[number]['key'];

export type ColumnKey =
  | 'order_no'
  | 'fc_code'
  | 'recipient_name'
  | 'address1'
  | 'address2'
  | 'city'
  | 'province'
  | 'postcode'
  | 'country_code'
  | 'phone'
  | 'email'
  | 'logistics'
  | 'sku'
  | 'product_code'
  | 'color'
  | 'size'
  | 'quantity'
  | 'unit_price'
  | 'fnsku'
  | 'label_url'
  | `print_${PrintAreaKey}`
  | 'personalisation'
  | 'note';

export interface ImportColumn {
  key: ColumnKey;
  /** Chinese header of row 1; row 2 of the template repeats the English key. */
  title: string;
  /** Shown in the template's third row as an example and in its notes. */
  example: string;
  hint: string;
  width: number;
}

const column = (
  key: ColumnKey,
  title: string,
  example: string,
  hint: string,
  width = 16,
): ImportColumn => ({ key, title, example, hint, width });

const printColumns = printAreas.map((area) =>
  column(
    `print_${area.key}`,
    `印刷文件-${area.title}`,
    area.key === 'front' ? 'https://example.com/art/front.png' : '',
    `${area.title}的印刷文件或图案链接（http/https）；空白产品至少填一个`,
    28,
  ),
);

const addressColumns = [
  column('address1', '地址1', '123 Main St', '必填，街道门牌', 24),
  column('address2', '地址2', 'Apt 4', '选填', 16),
  column('city', '城市', 'Los Angeles', '必填'),
  column('province', '省/州', 'CA', '必填'),
  column('postcode', '邮编', '90001', '字母、数字、空格或 -，最多 12 位', 10),
  column('country_code', '国家代码', 'US', '必填，ISO 3166-1 两位字母代码，如 US、GB、DE', 10),
  column('phone', '电话', '+1 213 555 0100', '选填，5–20 位数字，可含 + - ( ) 空格'),
];

const skuColumns = [
  column(
    'sku',
    'SKU',
    'G1-1',
    '您的设计产品 SKU 或本站通用商品 SKU；不填时按产品编码+颜色+尺码下单空白产品',
    18,
  ),
  column('product_code', '产品编码', '', '空白产品编码（不填 SKU 时必填）', 12),
  column('color', '颜色', '', '空白产品颜色名（不填 SKU 时必填）', 10),
  column('size', '尺码', '', '空白产品尺码名（不填 SKU 时必填）', 10),
  column('quantity', '数量', '1', '必填，1–9999 的整数', 8),
];

/** Columns of the ordinary import; rows with one order number make one order. */
export const standardColumns: ImportColumn[] = [
  column('order_no', '订单号', 'SO-1001', '必填；多行同一订单号合并为一个订单的多个商品', 16),
  column('recipient_name', '收件人', 'Jane Doe', '必填（同一订单填第一行即可）'),
  ...addressColumns,
  column('email', '邮箱', 'jane@example.com', '选填', 22),
  column('logistics', '物流方式', '', '选填，本站物流方式名称；不填用默认物流', 12),
  ...skuColumns,
  column('unit_price', '销售单价', '19.99', '选填，店铺售价（用于报关），最多两位小数', 10),
  ...printColumns,
  column('personalisation', '定制文字', '', '选填，印在商品上的个性化文字', 18),
  column('note', '备注', '', '选填', 18),
];

/** Columns of the FBA wholesale import: one shipment (货件) to one Amazon warehouse is one order. */
export const fbaColumns: ImportColumn[] = [
  column('order_no', 'FBA货件编号', 'FBA15K7ZQ2X1', '必填；多行同一货件编号合并为一个订单', 16),
  column('fc_code', '仓库代码', 'ONT8', '必填，亚马逊收货仓代码（2–8 位字母数字）', 10),
  column('recipient_name', '收件人', 'Amazon.com Services LLC', '必填（同一货件填第一行即可）', 22),
  ...addressColumns,
  column('logistics', '物流方式', '', '选填，本站物流方式名称；不填用默认物流', 12),
  ...skuColumns,
  column('fnsku', 'FNSKU', 'X001ABCDEF', '必填，亚马逊商品标签编码（10 位字母数字）', 14),
  column('label_url', '标签文件', '', '选填，FNSKU 标签或箱唛 PDF 链接（http/https）', 28),
  ...printColumns,
  column('note', '备注', '', '选填', 18),
];

/** Every key either kind knows: a row carries them all ('' for the other kind's). */
export const allColumnKeys: ColumnKey[] = [
  ...new Set([...standardColumns, ...fbaColumns].map((col) => col.key)),
];

export function columnsOf(kind: ImportKind): ImportColumn[] {
  return kind === 'fba' ? fbaColumns : standardColumns;
}

export const importKindTitles: Record<ImportKind, string> = {
  standard: '订单导入',
  fba: 'FBA订单导入',
};

/** Most data rows one file may hold, and most bytes. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
