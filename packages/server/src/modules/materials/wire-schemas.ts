import type {
  CategoryMerge,
  Material,
  MaterialCategory,
  MaterialCategoryNode,
  MaterialChange,
  MaterialTag,
  MaterialType,
  Paginator,
  TagMerge,
  TagRemoval,
} from '@podkit/sdk-core';
import { Type, type TSchema } from 'typebox';
import { paginatorOf } from '../../http/paging.js';
import { IdSchema } from '../../http/schemas.js';
import { wireSchema } from '../../http/wire-schema.js';
import { MAX_CATEGORY_DEPTH } from './category-tree.js';
import { MAX_MATERIAL_NAME } from './material-names.js';

/** Every material type, by name; a Record so the compiler asks for each type of the wire contract. */
const materialTypeLabels: Record<MaterialType, string> = {
  image: '图片',
  svg: 'SVG',
  psd: 'PSD',
  tiff: 'TIFF',
};
// The server takes only types from sdk-core (ARCHITECTURE.md), so the list is derived here.
const MATERIAL_TYPES = Object.keys(materialTypeLabels) as MaterialType[];
/** The most ids one bulk call takes (sdk-core's MATERIAL_BULK_MAX says the same to clients). */
export const MATERIAL_BULK_MAX = 1000;

export const bearer = [{ bearer: [] }];

/** 0 or 1, as the spec's flags are (query strings are coerced). */
export const FlagSchema = (title: string, description = '1 是，0 否') =>
  Type.Integer({ title, minimum: 0, maximum: 1, description });

export { IdSchema };

export const IdParams = Type.Object({ id: IdSchema('id') });

export const MaterialIdsSchema = Type.Array(IdSchema('素材 id'), {
  title: '素材 id 列表',
  minItems: 1,
  maxItems: MATERIAL_BULK_MAX,
});

export const TagNameSchema = Type.String({ title: '标签名称', minLength: 1, maxLength: 30 });
export const CategoryNameSchema = Type.String({ title: '分类名称', minLength: 1, maxLength: 30 });
export const MaterialNameSchema = Type.String({
  title: '素材名称',
  minLength: 1,
  maxLength: MAX_MATERIAL_NAME,
});

export const MaterialTypeSchema = Type.Enum([...MATERIAL_TYPES], {
  title: '素材类型',
  description: 'image 位图（png/jpg/gif/bmp/webp）| svg | psd | tiff',
});

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const TagSchema = wireSchema<MaterialTag>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    material_count: Type.Integer({ description: '带有该标签的素材数' }),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const CategorySchema = wireSchema<MaterialCategory>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    parent_id: Type.Integer({ description: '0 表示顶级' }),
    sort: Type.Integer({ description: '同级中的位置，从 1 开始' }),
    material_count: Type.Integer({ description: '直接属于该分类的素材数' }),
  }),
);

/** A category with its children, level by level as deep as categories nest. */
export const CategoryNodeSchema = wireSchema<MaterialCategoryNode>()(
  Type.Unsafe<MaterialCategoryNode>(
    Array.from({ length: MAX_CATEGORY_DEPTH - 1 }).reduce<TSchema>(
      (children) => Type.Object({ ...CategorySchema.properties, children: Type.Array(children) }),
      Type.Object({ ...CategorySchema.properties, children: Type.Array(Type.Unknown()) }),
    ),
  ),
);

const Flag = (description: string) =>
  Type.Union([Type.Literal(0), Type.Literal(1)], { description });

export const MaterialSchema = wireSchema<Material>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.Enum(['image', 'svg', 'psd', 'tiff']),
    key: Type.String({ description: '原图的存储路径' }),
    url: Type.String({ description: '原图地址（与上传的文件逐字节相同）' }),
    thumb_url: Type.Union([Type.String(), Type.Null()], {
      description: '300 px WebP 缩略图；无法渲染时为 null',
    }),
    width: NullableInt,
    height: NullableInt,
    size: Type.Integer({ description: '原图字节数' }),
    mime: Type.String(),
    is_shared: Flag('1 已共享到本站共享素材库'),
    licence: Type.String({ description: '授权说明（购买的图库图包），自己上传的为空' }),
    is_mine: Flag('1 当前用户自己的素材'),
    created_at: Type.String({ format: 'date-time' }),
    tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    categories: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), parent_id: Type.Integer() }),
    ),
  }),
);

/** The tag list answers every tag with is_all=1, otherwise a page of them. */
export const TagListSchema = wireSchema<MaterialTag[] | Paginator<MaterialTag>>()(
  Type.Union([Type.Array(TagSchema), paginatorOf(TagSchema)]),
);

export const TagRemovalSchema = wireSchema<TagRemoval>()(
  Type.Object({ id: Type.Integer(), unlinked_materials: Type.Integer() }),
);

export const TagMergeSchema = wireSchema<TagMerge>()(
  Type.Object({
    merged_id: Type.Integer({ description: '被合并（已删除）的标签' }),
    tag: TagSchema,
    added_materials: Type.Integer({ description: '新加上保留标签的素材数' }),
  }),
);

export const CategoryMergeSchema = wireSchema<CategoryMerge>()(
  Type.Object({
    merged_id: Type.Integer({ description: '被合并（已删除）的分类' }),
    into_id: Type.Integer(),
    moved_children: Type.Integer({ description: '移到保留分类下的直接下级分类数' }),
    added_materials: Type.Integer({ description: '新加入保留分类的素材数' }),
  }),
);

export const ChangeSchema = wireSchema<MaterialChange>()(
  Type.Object({
    changed: Type.Integer({ description: '本次处理的素材数' }),
  }),
);

export const LinkModeSchema = Type.Enum(['add', 'replace', 'remove'], {
  title: '方式',
  default: 'add',
  description: 'add 追加（默认）| replace 替换为所给的 | remove 移除所给的',
});

/** List filters shared by the list and the export. */
export const filterFields = {
  tag_id: Type.Optional(IdSchema('标签 id')),
  category_id: Type.Optional(
    Type.Integer({ title: '分类 id', minimum: 0, description: '0 表示未分类的素材' }),
  ),
  include_children: Type.Optional(
    FlagSchema('包含下级分类', '与 category_id 一起使用：1 包含下级分类（默认），0 只看该分类'),
  ),
  name: Type.Optional(
    Type.String({ title: '名称', maxLength: 100, description: '名称包含，不区分大小写' }),
  ),
  type: Type.Optional(MaterialTypeSchema),
  start_date: Type.Optional(
    Type.String({ title: '开始日期', format: 'date', description: 'YYYY-MM-DD，北京时间' }),
  ),
  end_date: Type.Optional(
    Type.String({
      title: '结束日期',
      format: 'date',
      description: 'YYYY-MM-DD（含当天），北京时间',
    }),
  ),
  is_shared: Type.Optional(FlagSchema('是否已共享')),
};
