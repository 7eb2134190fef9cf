import { describe, expect, it } from 'vitest';
import type { AdminBasicProduct } from '@podkit/sdk-core';
import {
  emptyBlank,
  privilegeInput,
  privilegeRows,
  toBlankInput,
  toFormValues,
} from './blank-form.js';

const blank = {
  id: 3,
  name: '纯棉 T恤',
  code: 'TS-1',
  category_id: 2,
  category_name: '服装',
  is_merge_design: 1,
  design_style: 1,
  is_3d: 0,
  status: 1,
  image: '',
  small_image: '',
  price: '39.90',
  color_ids: '11,12',
  color_count: 2,
  size_count: 1,
  description: '',
  weight_grams: 180,
  base_price: '39.90',
  colors: [
    { id: 12, name: '黑色', hex: '#000000', sort: 2 },
    { id: 11, name: '白色', hex: '#FFFFFF', sort: 1 },
  ],
  sizes: [{ id: 21, name: 'M', sort: 1, surcharge: '0.00' }],
  views: [
    {
      view_id: 31,
      name: '正面',
      sort: 1,
      canvas_width: 469,
      canvas_height: 469,
      print_area: {
        view_id: 31,
        left: 100,
        top: 80,
        width: 269,
        height: 300,
        width_mm: 300,
        height_mm: 400,
        dpi: 300,
      },
    },
  ],
  print_areas: [],
  bottom_templates: [],
  show_images_design: [],
  design_masks: [],
  privilege_prices: [],
  created_at: '',
  updated_at: '',
} satisfies AdminBasicProduct;

describe('blank form', () => {
  it('round-trips a blank, keeping ids and ordering colours by sort', () => {
    const values = toFormValues(blank);
    expect(values.colors.map((c) => c.name)).toEqual(['白色', '黑色']);
    expect(values.is_merge_design).toBe(true);
    const input = toBlankInput(values);
    expect(input.colors).toEqual([
      { id: 11, name: '白色', hex: '#FFFFFF', sort: 1 },
      { id: 12, name: '黑色', hex: '#000000', sort: 2 },
    ]);
    expect(input.views[0]).toEqual({
      view_id: 31,
      name: '正面',
      sort: 1,
      canvas_width: 469,
      canvas_height: 469,
      print_area: {
        left: 100,
        top: 80,
        width: 269,
        height: 300,
        width_mm: 300,
        height_mm: 400,
        dpi: 300,
      },
    });
    expect(input.is_merge_design).toBe(1);
    expect(input.status).toBe(1);
  });

  it('pulls a print area that sticks out of a shrunk canvas back inside', () => {
    const values = toFormValues(blank);
    values.views[0]!.canvas_width = 300;
    const area = toBlankInput(values).views[0]!.print_area;
    expect(area.left + area.width).toBeLessThanOrEqual(300);
    expect(area.width).toBe(269);
    expect(area.left).toBe(31);
  });

  it('sends new colours, sizes and views without ids, trimmed', () => {
    const input = toBlankInput({
      ...emptyBlank,
      name: ' 帆布袋 ',
      code: ' BAG-1 ',
      colors: [{ name: ' 米色 ', hex: '#f5f5dc' }],
    });
    expect(input.name).toBe('帆布袋');
    expect(input.code).toBe('BAG-1');
    expect(input.colors).toEqual([{ name: '米色', hex: '#F5F5DC', sort: 1 }]);
    expect(input.views[0]).not.toHaveProperty('view_id');
  });

  it('turns the privilege table into prices and names the level of a bad value', () => {
    const rows = privilegeRows(
      [
        { id: 1, level_name: '普通会员' },
        { id: 2, level_name: '黄金会员' },
        { id: 3, level_name: '钻石会员' },
      ],
      [
        {
          group_id: 2,
          level_name: '黄金会员',
          mode: 'percent',
          discount_percent: 90,
          fixed_price: null,
        },
      ],
    );
    expect(rows.map((r) => r.mode)).toEqual(['none', 'percent', 'none']);
    rows[2] = { ...rows[2]!, mode: 'fixed', fixed_price: '29.9' };
    expect(privilegeInput(rows)).toEqual({
      ok: true,
      prices: [
        { group_id: 2, mode: 'percent', discount_percent: 90 },
        { group_id: 3, mode: 'fixed', fixed_price: '29.9' },
      ],
    });
    rows[1] = { ...rows[1]!, discount_percent: 120 };
    expect(privilegeInput(rows)).toEqual({
      ok: false,
      message: '「黄金会员」的折扣需大于 0 且不超过 100',
    });
    rows[1] = { ...rows[1]!, discount_percent: 90 };
    rows[2] = { ...rows[2]!, fixed_price: '1.234' };
    expect(privilegeInput(rows).ok).toBe(false);
  });
});
