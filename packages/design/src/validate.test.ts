import { describe, expect, it } from 'vitest';
import { documentWith, imageLayer, textLayer, tileLayer } from '../test/fixtures';
import { validateDocument } from './validate';

function errorsOf(input: unknown) {
  const result = validateDocument(input);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.errors;
}

function withFirstLayer(layer: unknown) {
  const document = documentWith();
  return { ...document, views: [{ ...document.views[0], layers: [layer] }] };
}

describe('validateDocument', () => {
  it('accepts a document with image, text and tile layers and returns it', () => {
    const document = documentWith([imageLayer(), textLayer(), tileLayer()]);
    expect(validateDocument(document)).toEqual({ ok: true, document });
  });

  it('accepts a text layer without a stroke', () => {
    expect(validateDocument(documentWith([textLayer({ stroke: null })])).ok).toBe(true);
  });

  it('refuses something that is not an object', () => {
    expect(errorsOf('hello')).toEqual([{ path: '', message: '设计文档应为对象' }]);
  });

  it('refuses a layer of an unknown kind, naming the kind', () => {
    expect(errorsOf(withFirstLayer({ ...imageLayer(), kind: 'shape' }))).toEqual([
      {
        path: 'views[0].layers[0].kind',
        message: '未知的图层类型 "shape"，应为 image、text 或 tile',
      },
    ]);
  });

  it('refuses a layer without a kind', () => {
    const { kind: _kind, ...layer } = imageLayer();
    expect(errorsOf(withFirstLayer(layer))).toEqual([
      { path: 'views[0].layers[0].kind', message: '图层缺少类型 kind' },
    ]);
  });

  it('refuses an image layer whose material is missing', () => {
    const { materialId: _materialId, ...layer } = imageLayer();
    expect(errorsOf(withFirstLayer(layer))).toEqual([
      { path: 'views[0].layers[0].materialId', message: '缺少素材：materialId 必须是素材编号' },
    ]);
    expect(errorsOf(withFirstLayer(imageLayer({ src: '' })))).toEqual([
      { path: 'views[0].layers[0].src', message: '缺少素材：图片地址 src 不能为空' },
    ]);
  });

  it('refuses a tile layer whose material is missing', () => {
    expect(errorsOf(withFirstLayer(tileLayer({ materialId: 0 })))).toEqual([
      { path: 'views[0].layers[0].materialId', message: '缺少素材：materialId 必须是素材编号' },
    ]);
  });

  it.each([
    ['opacity', imageLayer({ opacity: 1.5 }), 'opacity', '不透明度必须在 0 到 1 之间'],
    ['negative opacity', imageLayer({ opacity: -0.1 }), 'opacity', '不透明度必须在 0 到 1 之间'],
    ['zero width', imageLayer({ width: 0 }), 'width', '图层宽度必须大于 0 毫米'],
    ['negative height', imageLayer({ height: -3 }), 'height', '图层高度必须大于 0 毫米'],
    [
      'rotation of 360',
      imageLayer({ rotation: 360 }),
      'rotation',
      '旋转角度必须在 0 到 360 度之间（不含 360）',
    ],
    [
      'negative rotation',
      textLayer({ rotation: -5 }),
      'rotation',
      '旋转角度必须在 0 到 360 度之间（不含 360）',
    ],
    [
      'fractional pixel width',
      imageLayer({ pixelWidth: 10.5 }),
      'pixelWidth',
      '图片像素宽度必须是正整数',
    ],
    [
      'crop beyond 1',
      imageLayer({ crop: { x: 0, y: 0, width: 1.2, height: 1 } }),
      'crop.width',
      '裁剪宽度必须在 0 到 1 之间',
    ],
    [
      'crop past the right edge',
      imageLayer({ crop: { x: 0.5, y: 0, width: 0.6, height: 1 } }),
      'crop.width',
      '裁剪区域超出了图片右边缘',
    ],
    [
      'crop past the bottom edge',
      imageLayer({ crop: { x: 0, y: 0.3, width: 1, height: 0.8 } }),
      'crop.height',
      '裁剪区域超出了图片下边缘',
    ],
    [
      'empty crop',
      imageLayer({ crop: { x: 0, y: 0, width: 0, height: 1 } }),
      'crop.width',
      '裁剪宽度必须大于 0',
    ],
    ['font size 0', textLayer({ fontSize: 0 }), 'fontSize', '字号必须大于 0'],
    ['empty text', textLayer({ content: '' }), 'content', '文字内容不能为空'],
    [
      'named colour',
      textLayer({ fill: 'red' }),
      'fill',
      '文字颜色必须是十六进制颜色，例如 #000000',
    ],
    [
      'stroke width 0',
      textLayer({ stroke: { color: '#fff', widthMm: 0 } }),
      'stroke.widthMm',
      '描边宽度必须大于 0 毫米',
    ],
    ['line height 0', textLayer({ lineHeight: 0 }), 'lineHeight', '行高必须大于 0'],
    [
      'unknown alignment',
      { ...textLayer(), align: 'justify' },
      'align',
      '对齐方式必须是 left、center 或 right',
    ],
    [
      'unknown tile mode',
      { ...tileLayer(), mode: 'brick' },
      'mode',
      '平铺方式必须是 basic 或 mirror',
    ],
    ['negative tile padding', tileLayer({ paddingY: -1 }), 'paddingY', '平铺垂直间距不能小于 0'],
    ['tile scale 0', tileLayer({ scale: 0 }), 'scale', '平铺缩放比例必须大于 0'],
    [
      'pattern rotation 400',
      tileLayer({ patternRotation: 400 }),
      'patternRotation',
      '平铺旋转角度必须在 0 到 360 度之间（不含 360）',
    ],
  ])('refuses %s with a Chinese message at the field', (_case, layer, field, message) => {
    expect(errorsOf(withFirstLayer(layer))).toEqual([
      { path: `views[0].layers[0].${field}`, message },
    ]);
  });

  it('refuses a number given as text and a missing field', () => {
    const { visible: _visible, ...layer } = imageLayer();
    expect(errorsOf(withFirstLayer({ ...layer, x: '10' }))).toEqual([
      { path: 'views[0].layers[0].x', message: '字段 x 应为数字' },
      { path: 'views[0].layers[0].visible', message: '缺少字段 visible' },
    ]);
  });

  it('refuses infinite numbers', () => {
    expect(errorsOf(withFirstLayer(imageLayer({ x: Number.POSITIVE_INFINITY })))).toEqual([
      { path: 'views[0].layers[0].x', message: '字段 x 应为数字' },
    ]);
  });

  it('refuses a print area without size or resolution', () => {
    const document = documentWith();
    const view = { ...document.views[0], printArea: { widthMm: 0, heightMm: 300, dpi: -1 } };
    expect(errorsOf({ ...document, views: [view] })).toEqual([
      { path: 'views[0].printArea.widthMm', message: '打印区域宽度必须大于 0 毫米' },
      { path: 'views[0].printArea.dpi', message: '打印分辨率 dpi 必须大于 0' },
    ]);
  });

  it('refuses a document without views', () => {
    expect(errorsOf({ ...documentWith(), views: [] })).toEqual([
      { path: 'views', message: '设计文档至少需要一个视图' },
    ]);
  });

  it('refuses duplicate layer ids within a view and duplicate view ids', () => {
    expect(errorsOf(documentWith([imageLayer({ id: 'a' }), textLayer({ id: 'a' })]))).toEqual([
      { path: 'views[0].layers[1].id', message: '图层编号 a 重复' },
    ]);
    const document = documentWith();
    const views = [document.views[0], { ...document.views[1], viewId: 1 }];
    expect(errorsOf({ ...document, views })).toEqual([
      { path: 'views[1].viewId', message: '视图编号 1 重复' },
    ]);
  });

  it('refuses another schema version and points to upgradeDocument', () => {
    expect(errorsOf({ ...documentWith(), schemaVersion: 2 })).toEqual([
      { path: 'schemaVersion', message: '设计文档版本必须是 1，旧版本请先用 upgradeDocument 升级' },
    ]);
  });

  it('refuses missing product and colour ids', () => {
    const { productId: _productId, ...document } = documentWith();
    expect(errorsOf({ ...document, colorId: 1.5 })).toEqual([
      { path: 'productId', message: '产品编号 productId 必须是正整数' },
      { path: 'colorId', message: '颜色编号 colorId 必须是正整数' },
    ]);
  });
});
