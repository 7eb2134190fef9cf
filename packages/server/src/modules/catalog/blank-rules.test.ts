import { describe, expect, it } from 'vitest';
import { checkNames, checkView, normalizeColorHexes } from './blank-rules.js';

const front = {
  name: '正面',
  canvas_width: 1000,
  canvas_height: 1000,
  print_area: {
    left: 300,
    top: 220,
    width: 400,
    height: 533,
    width_mm: 300,
    height_mm: 400,
    dpi: 150,
  },
};

describe('checkView', () => {
  it('accepts a print area inside its canvas', () => {
    expect(() => checkView(front, 'views.0')).not.toThrow();
  });

  it('refuses an area past the right or bottom edge, naming the field', () => {
    expect(() =>
      checkView({ ...front, print_area: { ...front.print_area, left: 700 } }, 'views.1'),
    ).toThrow('打印区域（views.1.print_area）超出画布：左边距 700 + 宽度 400 大于画布宽度 1000');
    expect(() =>
      checkView({ ...front, print_area: { ...front.print_area, height: 900 } }, 'views.0'),
    ).toThrow(/views\.0\.print_area）超出画布：上边距 220 \+ 高度 900/);
  });

  it('needs a positive print size and resolution', () => {
    expect(() =>
      checkView({ ...front, print_area: { ...front.print_area, width_mm: 0 } }, 'views.0'),
    ).toThrow('打印宽度（毫米）（views.0.print_area.width_mm）必须大于 0 且不超过 5000');
    expect(() =>
      checkView({ ...front, print_area: { ...front.print_area, dpi: -72 } }, 'views.0'),
    ).toThrow(/打印分辨率（views\.0\.print_area\.dpi）/);
    expect(() =>
      checkView({ ...front, print_area: { ...front.print_area, left: -1 } }, 'views.0'),
    ).toThrow('打印区域左边距（views.0.print_area.left）不能小于 0');
  });
});

describe('names and colours', () => {
  it('refuses empty and duplicate names', () => {
    expect(() => checkNames([{ name: 'S' }, { name: ' ' }], 'sizes', '尺码')).toThrow(
      '尺码名称（sizes.1.name）不能为空',
    );
    expect(() => checkNames([{ name: '白色' }, { name: '白色' }], 'colors', '颜色')).toThrow(
      '颜色名称（colors.1.name）“白色”重复',
    );
  });

  it('normalises colour hexes', () => {
    expect(normalizeColorHexes([{ hex: '#fff' }, { hex: '0f172a' }])).toEqual([
      { hex: '#FFFFFF' },
      { hex: '#0F172A' },
    ]);
    expect(() => normalizeColorHexes([{ hex: '#fff' }, { hex: 'blue' }])).toThrow(/colors\.1\.hex/);
  });
});
