import type { MarketplaceField, PublishPlatform } from '@podkit/sdk-core';

/** A field as written below: not numeric and without a fixed list unless it says so. */
type FieldSpec = Omit<MarketplaceField, 'numeric' | 'options'> &
  Partial<Pick<MarketplaceField, 'numeric' | 'options'>>;

const categoryId = (hint: string): FieldSpec => ({
  key: 'category_id',
  label: '平台类目 ID',
  required: true,
  numeric: true,
  hint,
});

// Etsy Open API v3 createDraftListing: who_made, when_made, taxonomy_id required; physical
// listings also name a shipping profile and a processing (readiness state) profile.
const etsy: FieldSpec[] = [
  {
    key: 'taxonomy_id',
    label: '类目 taxonomy_id',
    required: true,
    numeric: true,
    hint: 'Etsy 卖家类目 ID（getSellerTaxonomyNodes），如 T 恤 482',
  },
  {
    key: 'who_made',
    label: '制作者 who_made',
    required: true,
    hint: '谁制作了这件商品',
    options: [
      { value: 'i_did', label: '我自己（i_did）' },
      { value: 'someone_else', label: '他人（someone_else）' },
      { value: 'collective', label: '我的团队（collective）' },
    ],
  },
  {
    key: 'when_made',
    label: '制作时间 when_made',
    required: true,
    hint: '按需定制选 made_to_order',
    options: [
      { value: 'made_to_order', label: '按单制作（made_to_order）' },
      { value: '2020_2025', label: '2020–2025' },
      { value: '2010_2019', label: '2010–2019' },
    ],
  },
  {
    key: 'shipping_profile_id',
    label: '运费模板 shipping_profile_id',
    required: true,
    numeric: true,
    hint: '店铺的运费模板 ID（实物商品必填）',
  },
  {
    key: 'readiness_state_id',
    label: '备货模板 readiness_state_id',
    required: true,
    numeric: true,
    hint: '店铺的处理时间模板 ID（实物商品必填）',
  },
  {
    key: 'quantity',
    label: '库存',
    required: false,
    numeric: true,
    hint: '每个颜色尺码的可售数量（1–999），不填为 999',
  },
];

// SP-API putListingsItem: a product type of the Product Type Definitions API; the brand is the
// template's vendor, the offer's stock this quantity.
const amazon: FieldSpec[] = [
  {
    key: 'product_type',
    label: '商品类型 productType',
    required: true,
    hint: 'Amazon 商品类型（Product Type Definitions），如 T 恤 SHIRT',
  },
  {
    key: 'quantity',
    label: '库存',
    required: false,
    numeric: true,
    hint: '每个颜色尺码的可售数量，不填为 999',
  },
  {
    key: 'language_tag',
    label: '语言 language_tag',
    required: false,
    hint: '标题和描述的语言，不填为 en_US（美国站）',
  },
];

// aliexpress.solution.product.post: a leaf category, the package weight (kg) and a freight
// template are needed; not required here so templates made before stay valid (the job names them).
const aliexpress: FieldSpec[] = [
  categoryId('速卖通叶子类目 ID（category_id）'),
  {
    key: 'weight_kg',
    label: '包装重量（kg）',
    required: false,
    hint: '刊登到速卖通时必填，0.001–500，如 0.3',
  },
  {
    key: 'freight_template_id',
    label: '运费模板 ID',
    required: false,
    numeric: true,
    hint: '刊登到速卖通时必填（卖家后台 freighttemplate.aliexpress.com）',
  },
  ...(
    [
      ['package_length', '包装长度（厘米）'],
      ['package_width', '包装宽度（厘米）'],
      ['package_height', '包装高度（厘米）'],
    ] as const
  ).map(([key, label]) => ({ key, label, required: false, numeric: true, hint: '选填，1–700' })),
  {
    key: 'quantity',
    label: '库存',
    required: false,
    numeric: true,
    hint: '每个颜色尺码的可售数量，不填为 999',
  },
];

// Wish API v3 POST /api/v3/products: the category; stock and shipping per warehouse.
const wish: FieldSpec[] = [
  categoryId('Wish 类目 ID（category_id）'),
  {
    key: 'quantity',
    label: '库存',
    required: false,
    numeric: true,
    hint: '每个颜色尺码的可售数量，不填为 999',
  },
  {
    key: 'warehouse_id',
    label: '仓库 ID',
    required: false,
    hint: '不填为 Wish 的默认仓库',
  },
  {
    key: 'shipping_price',
    label: '运费',
    required: false,
    hint: '该仓库的默认运费（价格模板的币种），需同时填写仓库 ID',
  },
];

// Temu's three models share the category id (cat_id) of the goods add call.
const temu = [categoryId('Temu 叶子类目 ID（cat_id）')];

/** The package's weight and size (key, label), checked when a release to the marketplace needs them. */
const packageFields = (
  platformName: string,
  fields: ReadonlyArray<readonly [string, string]> = [
    ['weight_g', '包装重量（克）'],
    ['length_cm', '包装长度（厘米）'],
    ['width_cm', '包装宽度（厘米）'],
    ['height_cm', '包装高度（厘米）'],
  ],
): FieldSpec[] =>
  fields.map(([key, label]) => ({
    key,
    label,
    required: false,
    numeric: true,
    hint: `刊登到 ${platformName} 时必填`,
  }));

const quantity: FieldSpec = {
  key: 'quantity',
  label: '库存',
  required: false,
  numeric: true,
  hint: '每个颜色尺码的可售数量，不填为 999',
};

// bg.local.goods.add: a seller's own store (semi-managed, local) also names its shipping template.
const temuSeller: FieldSpec[] = [
  ...temu,
  {
    key: 'cost_template_id',
    label: '运费模板 costTemplateId',
    required: false,
    hint: '卖家中心的运费模板 ID（bg.freight.template.list.query），刊登到 Temu 时必填',
  },
  ...packageFields('Temu'),
  quantity,
];

// publishOrEdit: a last-level category, the sub-site prices are for, the package of each SKU.
const shein: FieldSpec[] = [
  categoryId('Shein 叶子类目 ID（category_id）'),
  {
    key: 'product_type_id',
    label: '商品类型 product_type_id',
    required: false,
    numeric: true,
    hint: '末级类目的商品类型 ID（query-category-tree）',
  },
  {
    key: 'sub_site',
    label: '站点 sub_site',
    required: false,
    hint: '价格所属站点（query-site-list 的 site_abbr），不填为 shein-us',
  },
  ...packageFields('Shein'),
  quantity,
];

/** What each marketplace needs besides the common fields; [] where the common ones suffice. */
const fieldSpecs: Record<PublishPlatform, FieldSpec[]> = {
  shopify: [],
  shopline: [],
  shoplazza: [],
  woocommerce: [],
  amazon,
  dj: [],
  wish,
  etsy,
  shopee: [
    categoryId('Shopee 叶子类目 ID（category_id，按站点不同）'),
    {
      key: 'weight_kg',
      label: '重量（kg）',
      required: true,
      hint: '包装后重量，如 0.3',
    },
    {
      key: 'days_to_ship',
      label: '备货天数',
      required: false,
      numeric: true,
      hint: '不填按平台默认（通常 2–3 天）；超过 3 天为预售（Shopee 允许 7–30 天）',
    },
    {
      key: 'quantity',
      label: '库存',
      required: false,
      numeric: true,
      hint: '每个颜色尺码的可售数量，不填为 999',
    },
  ],
  aliexpress,
  // Product API 202309 create product: a leaf category and the package weight are required.
  tiktok: [
    categoryId('TikTok Shop 叶子类目 ID（category_id）'),
    {
      key: 'weight_kg',
      label: '包装重量（kg）',
      required: true,
      hint: '包装后重量，如 0.3',
    },
    quantity,
  ],
  temu: temuSeller,
  temuLocal: temuSeller,
  temuHosted: temu,
  shein,
  ozon: [
    {
      key: 'description_category_id',
      label: '类目 description_category_id',
      required: true,
      numeric: true,
      hint: 'Ozon 描述类目 ID（/v1/description-category/tree）',
    },
    {
      key: 'type_id',
      label: '商品类型 type_id',
      required: true,
      numeric: true,
      hint: '该类目下的商品类型 ID',
    },
    // Ozon's /v3/product/import requires the package's weight and size; refused there if missing.
    ...packageFields('Ozon', [
      ['weight_g', '包装重量（克）'],
      ['depth_mm', '包装长度（毫米）'],
      ['width_mm', '包装宽度（毫米）'],
      ['height_mm', '包装高度（毫米）'],
    ]),
    {
      key: 'vat',
      label: '增值税率 vat',
      required: false,
      hint: '不填为 0（免税）',
      options: [
        { value: '0', label: '0' },
        { value: '0.05', label: '5%' },
        { value: '0.07', label: '7%' },
        { value: '0.1', label: '10%' },
        { value: '0.2', label: '20%' },
      ],
    },
  ],
};

/** The listing fields a marketplace needs beyond the common ones of a product template. */
export function marketplaceFields(platform: PublishPlatform): MarketplaceField[] {
  return fieldSpecs[platform].map((field) => ({
    ...field,
    numeric: field.numeric ?? false,
    options: field.options ?? null,
  }));
}

/** The first problem of a template's marketplace fields, in words for the reseller; null if none. */
export function marketplaceFieldProblem(
  platform: PublishPlatform,
  attributes: Record<string, string>,
): string | null {
  for (const field of marketplaceFields(platform)) {
    const value = (attributes[field.key] ?? '').trim();
    if (!value) {
      if (field.required) return `请填写${field.label}`;
      continue;
    }
    if (field.numeric && !/^[1-9]\d{0,18}$/.test(value)) return `${field.label}应为正整数`;
    if (field.options && !field.options.some((option) => option.value === value))
      return `${field.label}应为 ${field.options.map((option) => option.value).join(' / ')} 之一`;
  }
  return null;
}
