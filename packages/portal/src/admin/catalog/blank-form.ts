import type {
  AdminBasicProduct,
  BasicProductInput,
  PrintAreaInput,
  PrivilegePrice,
  PrivilegePriceInput,
} from '@podkit/sdk-core';
import { clampRect, defaultRect } from './print-area/geometry.js';

/** A blank as the console's form holds it: switches as booleans, money as yuan text. */
export interface BlankFormValues {
  name: string;
  code: string;
  category_id?: number | null;
  description: string;
  is_merge_design: boolean;
  design_style: number;
  is_3d: boolean;
  status: boolean;
  weight_grams: number;
  base_price: string;
  colors: Array<{ id?: number; name: string; hex: string; sort?: number }>;
  sizes: Array<{ id?: number; name: string; surcharge: string; sort?: number }>;
  views: Array<{
    view_id?: number;
    name: string;
    canvas_width: number;
    canvas_height: number;
    print_area: PrintAreaInput;
  }>;
}

/** A square preview canvas (spec 9: 469 px) with a centred area, for a new view. */
export const DEFAULT_CANVAS = 469;
export function newView(name: string): BlankFormValues['views'][number] {
  const rect = defaultRect({ width: DEFAULT_CANVAS, height: DEFAULT_CANVAS });
  return {
    name,
    canvas_width: DEFAULT_CANVAS,
    canvas_height: DEFAULT_CANVAS,
    print_area: { ...rect, width_mm: 300, height_mm: 300, dpi: 300 },
  };
}

export const emptyBlank: BlankFormValues = {
  name: '',
  code: '',
  category_id: null,
  description: '',
  is_merge_design: false,
  design_style: 1,
  is_3d: false,
  status: true,
  weight_grams: 200,
  base_price: '0.00',
  colors: [{ name: '白色', hex: '#FFFFFF', sort: 1 }],
  sizes: [{ name: '均码', surcharge: '0.00', sort: 1 }],
  views: [newView('正面')],
};

export function toFormValues(blank: AdminBasicProduct): BlankFormValues {
  return {
    name: blank.name,
    code: blank.code,
    category_id: blank.category_id,
    description: blank.description,
    is_merge_design: blank.is_merge_design === 1,
    design_style: blank.design_style,
    is_3d: blank.is_3d === 1,
    status: blank.status === 1,
    weight_grams: blank.weight_grams,
    base_price: blank.base_price,
    colors: [...blank.colors]
      .sort((a, b) => a.sort - b.sort)
      .map(({ id, name, hex, sort }) => ({ id, name, hex, sort })),
    sizes: [...blank.sizes]
      .sort((a, b) => a.sort - b.sort)
      .map(({ id, name, surcharge, sort }) => ({ id, name, surcharge, sort })),
    views: [...blank.views]
      .sort((a, b) => a.sort - b.sort)
      .map((view) => {
        const { view_id: _viewId, ...area } = view.print_area;
        return {
          view_id: view.view_id,
          name: view.name,
          canvas_width: view.canvas_width,
          canvas_height: view.canvas_height,
          print_area: area,
        };
      }),
  };
}

/**
 * The request body: names trimmed, the order of each list written as its sort, and every print
 * area kept inside its canvas (the server refuses one that is not).
 */
export function toBlankInput(values: BlankFormValues): BasicProductInput {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    category_id: values.category_id ?? null,
    description: values.description ?? '',
    is_merge_design: values.is_merge_design ? 1 : 0,
    design_style: values.design_style,
    is_3d: values.is_3d ? 1 : 0,
    status: values.status ? 1 : 0,
    weight_grams: values.weight_grams,
    base_price: values.base_price,
    colors: values.colors.map((color, index) => ({
      ...(color.id ? { id: color.id } : {}),
      name: color.name.trim(),
      hex: color.hex.toUpperCase(),
      sort: index + 1,
    })),
    sizes: values.sizes.map((size, index) => ({
      ...(size.id ? { id: size.id } : {}),
      name: size.name.trim(),
      surcharge: size.surcharge || '0',
      sort: index + 1,
    })),
    views: values.views.map((view, index) => {
      const canvas = { width: view.canvas_width, height: view.canvas_height };
      const rect = clampRect(view.print_area, canvas);
      return {
        ...(view.view_id ? { view_id: view.view_id } : {}),
        name: view.name.trim(),
        sort: index + 1,
        canvas_width: view.canvas_width,
        canvas_height: view.canvas_height,
        print_area: { ...view.print_area, ...rect },
      };
    }),
  };
}

/** One group level's privilege price as the console's table edits it; 'none' sends nothing. */
export interface PrivilegeRow {
  group_id: number;
  level_name: string;
  mode: 'none' | 'percent' | 'fixed';
  discount_percent: number | null;
  fixed_price: string | null;
}

export function privilegeRows(
  groups: Array<{ id: number; level_name: string }>,
  saved: PrivilegePrice[],
): PrivilegeRow[] {
  return groups.map((group) => {
    const price = saved.find((p) => p.group_id === group.id);
    return {
      group_id: group.id,
      level_name: group.level_name,
      mode: price?.mode ?? 'none',
      discount_percent: price?.discount_percent ?? null,
      fixed_price: price?.fixed_price ?? null,
    };
  });
}

/** The rows to send, or the Chinese reason one of them cannot be sent. */
export function privilegeInput(
  rows: PrivilegeRow[],
): { ok: true; prices: PrivilegePriceInput[] } | { ok: false; message: string } {
  const prices: PrivilegePriceInput[] = [];
  for (const row of rows) {
    if (row.mode === 'percent') {
      const percent = row.discount_percent;
      if (percent === null || !(percent > 0) || percent > 100) {
        return { ok: false, message: `「${row.level_name}」的折扣需大于 0 且不超过 100` };
      }
      prices.push({ group_id: row.group_id, mode: 'percent', discount_percent: percent });
    } else if (row.mode === 'fixed') {
      const price = (row.fixed_price ?? '').trim();
      if (!/^\d+(\.\d{1,2})?$/.test(price)) {
        return { ok: false, message: `「${row.level_name}」的固定价格式不正确，如 39.90` };
      }
      prices.push({ group_id: row.group_id, mode: 'fixed', fixed_price: price });
    }
  }
  return { ok: true, prices };
}
