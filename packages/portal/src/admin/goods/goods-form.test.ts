import { describe, expect, it } from 'vitest';
import { emptyGoods, toGoodsFormValues, toGoodsInput } from './goods-form.js';

describe('goods form', () => {
  it('trims texts, drops blank spec rows, keeps SKU ids and sends only new stock', () => {
    const input = toGoodsInput(
      {
        ...emptyGoods,
        name: ' 马克杯 ',
        is_published: true,
        skus: [
          {
            id: 4,
            code: ' MUG-W ',
            spec_values: [
              { name: '颜色', value: ' 白 ' },
              { name: '', value: '' },
            ],
            price: '19.90',
            stock: 10,
          },
          { code: '', spec_values: [{ name: '颜色', value: '黑' }], price: '20.00', stock: 6 },
        ],
      },
      false,
    );
    expect(input.name).toBe('马克杯');
    expect(input.is_published).toBe(1);
    expect(input.skus).toEqual([
      {
        id: 4,
        code: 'MUG-W',
        spec_values: [{ name: '颜色', value: '白' }],
        price: '19.90',
      },
      { code: '', spec_values: [{ name: '颜色', value: '黑' }], price: '20.00', stock: 6 },
    ]);
    // A saved good's stock is not sent (it moves by 调整库存); a new good's is its opening stock.
    expect(input).not.toHaveProperty('stock');
    expect(toGoodsInput({ ...emptyGoods, name: '杯', stock: 8 }, true).stock).toBe(8);
  });

  it('reads a saved good back into the form', () => {
    const values = toGoodsFormValues({
      id: 1,
      name: '笔记本',
      category_id: 3,
      category_name: '文具',
      image: '/a.png',
      images: ['/a.png', '/b.png'],
      price: '9.90',
      stock: 5,
      skus: [],
      description: '',
      is_published: 0,
      created_at: '',
    });
    expect(values.images).toEqual(['/a.png', '/b.png']);
    expect(values.is_published).toBe(false);
  });
});
