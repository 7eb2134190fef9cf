import * as z from 'zod/mini';
import type { DesignDocument, DesignView, Layer } from './types';
import { CURRENT_SCHEMA_VERSION } from './types';

// zod/mini keeps the editor chunk small; every range check carries its own Chinese message and
// the remaining type errors get one from `fallbackMessage`.

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const positive = (message: string) => z.number().check(z.gt(0, message));
const nonNegative = (message: string) => z.number().check(z.gte(0, message));
const fraction = (message: string) => z.number().check(z.gte(0, message), z.lte(1, message));
const degrees = (message: string) => z.number().check(z.gte(0, message), z.lt(360, message));
const positiveInteger = (message: string) => z.int({ error: message }).check(z.gt(0, message));
const nonEmpty = (message: string) => z.string({ error: message }).check(z.minLength(1, message));
const materialId = positiveInteger('缺少素材：materialId 必须是素材编号');
const hexColor = (message: string) =>
  z.string({ error: message }).check(z.regex(HEX_COLOR, message));

const layerBox = {
  id: nonEmpty('图层缺少编号 id'),
  x: z.number(),
  y: z.number(),
  width: positive('图层宽度必须大于 0 毫米'),
  height: positive('图层高度必须大于 0 毫米'),
  rotation: degrees('旋转角度必须在 0 到 360 度之间（不含 360）'),
  visible: z.boolean(),
  locked: z.boolean(),
};

const cropSchema = z
  .object({
    x: fraction('裁剪起点 x 必须在 0 到 1 之间'),
    y: fraction('裁剪起点 y 必须在 0 到 1 之间'),
    width: fraction('裁剪宽度必须在 0 到 1 之间'),
    height: fraction('裁剪高度必须在 0 到 1 之间'),
  })
  .check(
    z.superRefine((crop, ctx) => {
      // Out-of-range parts are already reported; the edge checks only make sense within 0–1.
      if (![crop.x, crop.y, crop.width, crop.height].every((part) => part >= 0 && part <= 1))
        return;
      if (crop.width === 0)
        ctx.addIssue({
          code: 'custom',
          message: '裁剪宽度必须大于 0',
          path: ['width'],
          input: crop,
        });
      if (crop.height === 0)
        ctx.addIssue({
          code: 'custom',
          message: '裁剪高度必须大于 0',
          path: ['height'],
          input: crop,
        });
      if (crop.x + crop.width > 1)
        ctx.addIssue({
          code: 'custom',
          message: '裁剪区域超出了图片右边缘',
          path: ['width'],
          input: crop,
        });
      if (crop.y + crop.height > 1)
        ctx.addIssue({
          code: 'custom',
          message: '裁剪区域超出了图片下边缘',
          path: ['height'],
          input: crop,
        });
    }),
  );

const imageLayerSchema = z.object({
  ...layerBox,
  kind: z.literal('image'),
  materialId,
  src: nonEmpty('缺少素材：图片地址 src 不能为空'),
  pixelWidth: positiveInteger('图片像素宽度必须是正整数'),
  pixelHeight: positiveInteger('图片像素高度必须是正整数'),
  crop: cropSchema,
  flipX: z.boolean(),
  flipY: z.boolean(),
  opacity: fraction('不透明度必须在 0 到 1 之间'),
});

const textLayerSchema = z.object({
  ...layerBox,
  kind: z.literal('text'),
  content: nonEmpty('文字内容不能为空'),
  fontFamily: nonEmpty('字体不能为空'),
  fontSize: positive('字号必须大于 0'),
  fill: hexColor('文字颜色必须是十六进制颜色，例如 #000000'),
  stroke: z.nullable(
    z.object({
      color: hexColor('描边颜色必须是十六进制颜色，例如 #000000'),
      widthMm: positive('描边宽度必须大于 0 毫米'),
    }),
  ),
  letterSpacing: z.number(),
  lineHeight: positive('行高必须大于 0'),
  align: z.enum(['left', 'center', 'right'], { error: '对齐方式必须是 left、center 或 right' }),
});

const tileLayerSchema = z.object({
  ...layerBox,
  kind: z.literal('tile'),
  materialId,
  src: nonEmpty('缺少素材：平铺图片地址 src 不能为空'),
  pixelWidth: positiveInteger('图片像素宽度必须是正整数'),
  pixelHeight: positiveInteger('图片像素高度必须是正整数'),
  mode: z.enum(['basic', 'mirror'], { error: '平铺方式必须是 basic 或 mirror' }),
  halfDrop: z.boolean(),
  paddingX: nonNegative('平铺水平间距不能小于 0'),
  paddingY: nonNegative('平铺垂直间距不能小于 0'),
  scale: positive('平铺缩放比例必须大于 0'),
  patternRotation: degrees('平铺旋转角度必须在 0 到 360 度之间（不含 360）'),
});

export const layerSchema: z.ZodMiniType<Layer> = z.discriminatedUnion(
  'kind',
  [imageLayerSchema, textLayerSchema, tileLayerSchema],
  {
    error: (issue) => {
      const kind = (issue.input as { kind?: unknown } | undefined)?.kind;
      return kind === undefined
        ? '图层缺少类型 kind'
        : `未知的图层类型 ${JSON.stringify(kind)}，应为 image、text 或 tile`;
    },
  },
);

const viewSchema: z.ZodMiniType<DesignView> = z.object({
  viewId: positiveInteger('视图编号 viewId 必须是正整数'),
  printArea: z.object({
    widthMm: positive('打印区域宽度必须大于 0 毫米'),
    heightMm: positive('打印区域高度必须大于 0 毫米'),
    dpi: positive('打印分辨率 dpi 必须大于 0'),
  }),
  layers: z.array(layerSchema).check(
    z.superRefine((layers, ctx) => {
      const seen = new Set<string>();
      layers.forEach((layer, index) => {
        if (seen.has(layer.id)) {
          ctx.addIssue({
            code: 'custom',
            message: `图层编号 ${layer.id} 重复`,
            path: [index, 'id'],
            input: layer.id,
          });
        }
        seen.add(layer.id);
      });
    }),
  ),
});

export const documentSchema: z.ZodMiniType<DesignDocument> = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION, {
    error: `设计文档版本必须是 ${CURRENT_SCHEMA_VERSION}，旧版本请先用 upgradeDocument 升级`,
  }),
  productId: positiveInteger('产品编号 productId 必须是正整数'),
  colorId: positiveInteger('颜色编号 colorId 必须是正整数'),
  views: z.array(viewSchema).check(
    z.minLength(1, '设计文档至少需要一个视图'),
    z.superRefine((views, ctx) => {
      const seen = new Set<number>();
      views.forEach((view, index) => {
        if (seen.has(view.viewId)) {
          ctx.addIssue({
            code: 'custom',
            message: `视图编号 ${view.viewId} 重复`,
            path: [index, 'viewId'],
            input: view.viewId,
          });
        }
        seen.add(view.viewId);
      });
    }),
  ),
});

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  int: '整数',
  string: '字符串',
  boolean: '布尔值（true 或 false）',
  array: '数组',
  object: '对象',
};

function fieldName(path: readonly PropertyKey[]): string {
  const last = path[path.length - 1];
  if (last === undefined) return '设计文档';
  return typeof last === 'number' ? `第 ${last + 1} 项` : `字段 ${String(last)} `;
}

function fallbackMessage(issue: z.core.$ZodRawIssue): string {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `缺少${field}`.trimEnd()
        : `${field}应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `${field}的值无效，可选值：${issue.values.map((value) => JSON.stringify(value)).join('、')}`;
    default:
      return `${field}无效`;
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

export function issuesToErrors(
  issues: readonly z.core.$ZodIssue[],
): Array<{ path: string; message: string }> {
  return issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

/** Parse with the Chinese fallback messages for errors a schema does not word itself. */
export function parseWith<T>(schema: z.ZodMiniType<T>, input: unknown) {
  return schema.safeParse(input, { error: fallbackMessage });
}
