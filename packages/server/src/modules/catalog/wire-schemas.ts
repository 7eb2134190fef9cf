import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { pageQueryFields } from '../../http/paging.js';
import type {
  AdminBasicProduct,
  AdminBasicProductQuery,
  BasicProduct,
  BasicProductInput,
  BasicProductQuery,
  BasicProductSummary,
  BlankImagesInput,
  DesignMask,
  DesignMaskQuery as DesignMaskInput,
  DesignStyle,
  DistributionBasicProduct,
  DistributionBasicProductSummary,
  PrivilegePrice,
  PrivilegePricesInput,
  PublicBasicProductQuery,
  PurchaseRule,
  PurchaseRuleQuery as PurchaseRuleInput,
  ShowImageDesign,
  StockSkuCategory,
  UserBasicProductCategory,
  UserColors,
} from '@podkit/sdk-core';
import { DESIGN_CANVAS_PX } from '@podkit/sdk-core/rules';
import { Type, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Yuan = Type.String({ description: '金额（元），截断到两位小数' });

export const ColorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  hex: Type.String({ description: '#RRGGBB' }),
  sort: Type.Integer(),
});

export const SizeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer(),
  surcharge: Yuan,
});

export const PrintAreaSchema = Type.Object({
  view_id: Type.Integer(),
  left: Type.Number({ description: '画布像素' }),
  top: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  width_mm: Type.Number({ description: '实际打印宽度（毫米）' }),
  height_mm: Type.Number({ description: '实际打印高度（毫米）' }),
  dpi: Type.Integer({ description: '打印分辨率' }),
});

export const ViewSchema = Type.Object({
  view_id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer(),
  canvas_width: Type.Integer(),
  canvas_height: Type.Integer(),
  print_area: PrintAreaSchema,
});

export const BottomTemplateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
});

const CanvasConfigSchema = Type.Object({ width: Type.Number(), height: Type.Number() });
const PointOriginConfigSchema = Type.Object({
  points: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number() })),
  columns: Type.Optional(Type.Integer()),
});

export const ShowImageSchema = wireSchema<ShowImageDesign>()(
  Type.Object({
    id: Type.Integer(),
    view_id: Type.Integer(),
    color_id: Type.Integer(),
    image_src: Type.String({ description: `${DESIGN_CANVAS_PX.preview} px` }),
    big_image_src: Type.String({ description: `${DESIGN_CANVAS_PX.large} px` }),
    small_image_src: Type.String({ description: '120 px' }),
    is_point: Flag,
    canvas_config: Nullable(CanvasConfigSchema),
    point_origin_config: Nullable(PointOriginConfigSchema),
    is_user_show_image: Flag,
    show_model: Flag,
  }),
);

export const DesignMaskSchema = wireSchema<DesignMask>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    svg_path: Type.String(),
    image: Type.String(),
    basic_product_id: Nullable(Type.Integer()),
    view_id: Nullable(Type.Integer()),
    sort: Type.Integer(),
  }),
);

export const DesignStyleSchema = wireSchema<DesignStyle>()(
  Type.Object({
    id: Type.Integer({ description: '款式编号（空白商品的 design_style）' }),
    name: Type.String(),
    description: Type.String(),
    sort: Type.Integer(),
  }),
);

export const PrivilegePriceSchema = wireSchema<PrivilegePrice>()(
  Type.Object({
    group_id: Type.Integer(),
    level_name: Type.String(),
    mode: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
    discount_percent: Nullable(Type.Number()),
    fixed_price: Nullable(Yuan),
  }),
);

const LevelPriceSchema = Type.Object({
  group_id: Type.Integer(),
  level_name: Type.String(),
  price: Yuan,
});

const summaryFields = {
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  category_id: Nullable(Type.Integer()),
  category_name: Type.String(),
  is_merge_design: Flag,
  design_style: Type.Integer(),
  is_3d: Flag,
  status: Flag,
  image: Type.String(),
  small_image: Type.String(),
  price: Yuan,
  color_ids: Type.String({ description: '颜色 id，逗号分隔' }),
  color_count: Type.Integer(),
  size_count: Type.Integer(),
};

const detailFields = {
  ...summaryFields,
  description: Type.String(),
  weight_grams: Type.Integer(),
  base_price: Yuan,
  colors: Type.Array(ColorSchema),
  sizes: Type.Array(SizeSchema),
  views: Type.Array(ViewSchema),
  print_areas: Type.Array(PrintAreaSchema),
  bottom_templates: Type.Array(BottomTemplateSchema),
  show_images_design: Type.Array(ShowImageSchema),
  design_masks: Type.Array(DesignMaskSchema),
};

export const SummarySchema = wireSchema<BasicProductSummary>()(Type.Object(summaryFields));
export const DistributionSummarySchema = wireSchema<DistributionBasicProductSummary>()(
  Type.Object({
    ...summaryFields,
    purchase_price: Yuan,
  }),
);
export const DetailSchema = wireSchema<BasicProduct>()(Type.Object(detailFields));
export const DistributionDetailSchema = wireSchema<DistributionBasicProduct>()(
  Type.Object({
    ...detailFields,
    purchase_price: Yuan,
    level_name: Type.String(),
    level_prices: Type.Array(LevelPriceSchema),
  }),
);
export const AdminDetailSchema = wireSchema<AdminBasicProduct>()(
  Type.Object({
    ...detailFields,
    privilege_prices: Type.Array(PrivilegePriceSchema),
    created_at: Type.String(),
    updated_at: Type.String(),
  }),
);

export const PurchaseRuleSchema = wireSchema<PurchaseRule>()(
  Type.Object({
    basic_product_id: Type.Integer(),
    color_id: Type.Integer(),
    size_id: Type.Integer(),
    purchase_price: Yuan,
    original_price: Yuan,
    level_name: Type.String(),
    group_id: Nullable(Type.Integer()),
    price_mode: Type.Union([
      Type.Literal('original'),
      Type.Literal('percent'),
      Type.Literal('fixed'),
    ]),
    discount_percent: Nullable(Type.Number()),
    weight_grams: Type.Integer(),
  }),
);

export interface CategoryNode {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
  product_count: number;
  children: CategoryNode[];
}

const categoryFields = {
  id: Type.Integer(),
  parent_id: Type.Integer({ description: '顶级为 0' }),
  name: Type.String(),
  sort: Type.Integer(),
  product_count: Type.Integer({ description: '直接属于该分类的商品数' }),
};
// Two levels described; deeper children pass through as they are.
const CategoryLeaf = Type.Object({
  ...categoryFields,
  children: Type.Unsafe<StockSkuCategory[]>(Type.Array(Type.Unknown())),
});
export const CategoryNodeSchema = wireSchema<StockSkuCategory>()(
  Type.Object({ ...categoryFields, children: Type.Array(CategoryLeaf) }),
);

export const UserCategorySchema = wireSchema<UserBasicProductCategory>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    sort: Type.Integer(),
    basic_product_ids: Type.Array(Type.Integer()),
  }),
);

export const UserColorsSchema = wireSchema<UserColors>()(
  Type.Object({ colors: Type.Array(Type.String()) }),
);

/** Query of the blank lists. */
const listQueryFields = {
  keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 100 })),
  category_id: Type.Optional(Type.Integer({ title: '分类', minimum: 1 })),
  is_3d: Type.Optional(Type.Integer({ title: '是否 3D', minimum: 0, maximum: 1 })),
  design_style: Type.Optional(Type.Integer({ title: '设计款式', minimum: 1 })),
};
const listPageFields = pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 });
const statusField = Type.Optional(Type.Integer({ title: '上架状态', minimum: 0, maximum: 1 }));

export const PublicListQuery = requestSchema<PublicBasicProductQuery>()(
  Type.Object({ ...listPageFields, ...listQueryFields }),
);
export const DistributionListQuery = requestSchema<BasicProductQuery>()(
  Type.Object({
    ...listPageFields,
    ...listQueryFields,
    status: statusField,
    user_category_id: Type.Optional(Type.Integer({ title: '我的分类', minimum: 1 })),
  }),
);
export const AdminListQuery = requestSchema<AdminBasicProductQuery>()(
  Type.Object({ ...listPageFields, ...listQueryFields, status: statusField }),
);
export const PurchaseRuleQuery = requestSchema<PurchaseRuleInput>()(
  Type.Object({
    color_id: Type.Integer({ title: '颜色 id', minimum: 1 }),
    size_id: Type.Integer({ title: '尺码 id', minimum: 1 }),
  }),
);
export const DesignMaskQuery = requestSchema<DesignMaskInput>()(
  Type.Object({
    basic_product_id: Type.Optional(Type.Integer({ title: '商品 id', minimum: 1 })),
  }),
);

// ---- operator input ----------------------------------------------------------------------

const YuanInput = (title: string) =>
  Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
    title,
    description: '金额（元），最多两位小数',
  });
const WEB_ADDRESS = '^(https?://[^\\s]+|/(?!/)[^\\s]*)$';
export const ImageUrl = (title: string) =>
  Type.String({ title, maxLength: 1000, pattern: WEB_ADDRESS });

const PrintAreaInput = Type.Object(
  {
    left: Type.Number({ title: '打印区域左边距' }),
    top: Type.Number({ title: '打印区域上边距' }),
    width: Type.Number({ title: '打印区域宽度' }),
    height: Type.Number({ title: '打印区域高度' }),
    width_mm: Type.Number({ title: '打印宽度（毫米）' }),
    height_mm: Type.Number({ title: '打印高度（毫米）' }),
    dpi: Type.Number({ title: '打印分辨率' }),
  },
  { title: '打印区域' },
);

export const BlankInputFields = {
  name: Type.String({ title: '商品名称', minLength: 1, maxLength: 100 }),
  code: Type.String({
    title: '商品编码',
    minLength: 1,
    maxLength: 50,
    pattern: '^[A-Za-z0-9_.-]+$',
    description: '字母、数字、-、_、.',
  }),
  category_id: Type.Optional(Nullable(Type.Integer({ title: '分类', minimum: 1 }))),
  description: Type.Optional(Type.String({ title: '商品描述', maxLength: 5000 })),
  is_merge_design: Type.Optional(Type.Integer({ title: '合并设计', minimum: 0, maximum: 1 })),
  design_style: Type.Optional(Type.Integer({ title: '设计款式', minimum: 1 })),
  is_3d: Type.Optional(Type.Integer({ title: '是否 3D', minimum: 0, maximum: 1 })),
  status: Type.Optional(Type.Integer({ title: '上架状态', minimum: 0, maximum: 1 })),
  weight_grams: Type.Integer({ title: '重量（克）', minimum: 0, maximum: 1_000_000 }),
  base_price: YuanInput('基础价格'),
  colors: Type.Array(
    Type.Object({
      id: Type.Optional(Type.Integer({ title: '颜色 id', minimum: 1 })),
      name: Type.String({ title: '颜色名称', maxLength: 50 }),
      hex: Type.String({ title: '颜色值', maxLength: 9 }),
      sort: Type.Optional(Type.Integer({ title: '排序' })),
    }),
    { title: '颜色', minItems: 1, maxItems: 100 },
  ),
  sizes: Type.Array(
    Type.Object({
      id: Type.Optional(Type.Integer({ title: '尺码 id', minimum: 1 })),
      name: Type.String({ title: '尺码名称', maxLength: 50 }),
      sort: Type.Optional(Type.Integer({ title: '排序' })),
      surcharge: Type.Optional(YuanInput('尺码加价')),
    }),
    { title: '尺码', minItems: 1, maxItems: 100 },
  ),
  views: Type.Array(
    Type.Object({
      view_id: Type.Optional(Type.Integer({ title: '视图 id', minimum: 1 })),
      name: Type.String({ title: '视图名称', maxLength: 50 }),
      sort: Type.Optional(Type.Integer({ title: '排序' })),
      canvas_width: Type.Number({ title: '画布宽度' }),
      canvas_height: Type.Number({ title: '画布高度' }),
      print_area: PrintAreaInput,
    }),
    { title: '视图', minItems: 1, maxItems: 20 },
  ),
  bottom_templates: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Type.Integer({ title: '包装模板 id', minimum: 1 })),
        name: Type.String({ title: '包装模板名称', minLength: 1, maxLength: 100 }),
        image: Type.Union([Type.Literal(''), ImageUrl('包装模板图片')]),
      }),
      { title: '包装模板', maxItems: 50 },
    ),
  ),
};

export const CreateBlankBody = requestSchema<BasicProductInput>()(Type.Object(BlankInputFields));
export const UpdateBlankBody = requestSchema<Partial<BasicProductInput>>()(
  Type.Partial(Type.Object(BlankInputFields)),
);

export const ImagesBody = requestSchema<BlankImagesInput>()(
  Type.Object({
    images: Type.Array(
      Type.Object({
        view_id: Type.Integer({ title: '视图 id', minimum: 1 }),
        color_id: Type.Integer({ title: '颜色 id', minimum: 1 }),
        image_src: ImageUrl('预览图'),
        big_image_src: ImageUrl('大图'),
        small_image_src: ImageUrl('小图'),
        is_point: Type.Optional(Type.Integer({ title: '是否点位映射', minimum: 0, maximum: 1 })),
        canvas_config: Type.Optional(
          Nullable(
            Type.Object({
              width: Type.Number({ title: '画布宽度', exclusiveMinimum: 0 }),
              height: Type.Number({ title: '画布高度', exclusiveMinimum: 0 }),
            }),
          ),
        ),
        point_origin_config: Type.Optional(
          Nullable(
            Type.Object({
              points: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number() }), {
                title: '映射点',
                minItems: 4,
                maxItems: 1024,
              }),
              columns: Type.Optional(
                Type.Integer({ title: '网格映射每行点数', minimum: 2, maximum: 64 }),
              ),
            }),
          ),
        ),
        is_user_show_image: Type.Optional(
          Type.Integer({ title: '是否展示给买家', minimum: 0, maximum: 1 }),
        ),
        show_model: Type.Optional(Type.Integer({ title: '模特展示', minimum: 0, maximum: 1 })),
      }),
      { title: '商品图', maxItems: 2000 },
    ),
  }),
);

export const PrivilegePricesBody = requestSchema<PrivilegePricesInput>()(
  Type.Object({
    prices: Type.Array(
      Type.Object({
        group_id: Type.Integer({ title: '会员等级', minimum: 1 }),
        mode: Type.Union([Type.Literal('percent'), Type.Literal('fixed')], { title: '优惠方式' }),
        discount_percent: Type.Optional(Type.Number({ title: '折扣百分比' })),
        fixed_price: Type.Optional(YuanInput('固定价格')),
      }),
      { title: '等级价格', maxItems: 100 },
    ),
  }),
);
