import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { CartItem, CartSummary } from '@podkit/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountCart, type MountCartOptions } from './mount-cart';
import { createFakeCartClient, fakeCartItem } from './testing/fake-cart-client';

const mounted: Array<{ unmount(): void }> = [];

afterEach(() => {
  mounted.splice(0).forEach((widget) => widget.unmount());
  document.body.innerHTML = '';
});

const ALL = ['edit', 'delete', 'checkout'];

function setup(seed: CartItem[], options: Partial<MountCartOptions> = {}) {
  const fake = createFakeCartClient(seed);
  const host = document.createElement('div');
  document.body.append(host);
  const onCheckout = vi.fn();
  const onSummary = vi.fn<(summary: CartSummary) => void>();
  const widget = mountCart(host, {
    client: fake.client,
    operates: ALL,
    onCheckout,
    onSummary,
    ...options,
  });
  mounted.push(widget);
  const view = within(widget.shadowRoot.querySelector<HTMLElement>('.podkit-mount')!);
  const line = (name: string) => within(view.getByRole('listitem', { name }));
  return { fake, view, line, onCheckout, onSummary, widget };
}

/** Lets the runtime render after an event (Preact renders on a later tick). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Cart in its shadow root', () => {
  it('shows each line as text with price, quantity and amount, and the totals', async () => {
    const { view, line, widget, onSummary } = setup([
      fakeCartItem('<b>T恤</b>', {
        quantity: 2,
        unit_price: '19.90',
        image_url: 'https://f.test/m.png',
      }),
      fakeCartItem('马克杯', { sku_text: '白色', unit_price: '25.00' }),
    ]);
    await view.findByRole('listitem', { name: '<b>T恤</b>' });
    expect(widget.shadowRoot.querySelector('b')).toBeNull();
    expect(line('<b>T恤</b>').getByText(/39\.80/)).toBeTruthy();
    expect(line('<b>T恤</b>').getByText('白色 / M')).toBeTruthy();
    expect(widget.shadowRoot.querySelector('img')?.getAttribute('src')).toBe(
      'https://f.test/m.png',
    );
    expect(view.getByTestId('cart-total-num').textContent).toBe('3');
    expect(view.getByTestId('cart-chosen-amount').textContent).toBe('¥64.80');
    expect(onSummary).toHaveBeenCalledWith({ total_item_num: 3, total_amount: '64.80' });
    expect(document.body.querySelector('.pk-cart')).toBeNull();
  });

  it('changes the quantity with the stepper and with typed digits', async () => {
    const { view, line, fake, onSummary } = setup([fakeCartItem('T恤', { unit_price: '10.00' })]);
    await view.findByRole('listitem', { name: 'T恤' });
    fireEvent.click(line('T恤').getByRole('button', { name: '增加数量' }));
    await waitFor(() => expect(view.getByTestId('cart-total-num').textContent).toBe('2'));
    expect(fake.callsTo('PUT', `/distribution/cartItem/${fake.items[0]!.id}`)[0]?.body).toEqual({
      quantity: 2,
    });
    const input = line('T恤').getByRole('textbox', { name: '数量' });
    fireEvent.input(input, { target: { value: '12a' } });
    await tick();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(view.getByTestId('cart-chosen-amount').textContent).toBe('¥120.00'));
    expect(onSummary).toHaveBeenLastCalledWith({ total_item_num: 12, total_amount: '120.00' });
  });

  it('removes a line only after it is confirmed on the line', async () => {
    const { view, line, fake } = setup([fakeCartItem('T恤'), fakeCartItem('马克杯')]);
    await view.findByRole('listitem', { name: 'T恤' });
    fireEvent.click(line('T恤').getByRole('button', { name: '删除' }));
    await tick();
    expect(fake.callsTo('DELETE', `/distribution/cartItem/${fake.items[0]!.id}`)).toHaveLength(0);
    fireEvent.click(line('T恤').getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(view.queryByRole('listitem', { name: 'T恤' })).toBeNull());
    expect(view.getByTestId('cart-total-num').textContent).toBe('1');
  });

  it('leaves unavailable lines out of the selection and says why', async () => {
    const { view, line } = setup([
      fakeCartItem('T恤', { unit_price: '10.00' }),
      fakeCartItem('下架商品', { available: false, reason: '商品已下架' }),
    ]);
    await view.findByRole('listitem', { name: '下架商品' });
    expect(line('下架商品').getByText('商品已下架')).toBeTruthy();
    expect((line('下架商品').getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(view.getByTestId('cart-chosen-amount').textContent).toBe('¥10.00');
  });

  it('checks the chosen lines on the server before checkout', async () => {
    const { view, line, fake, onCheckout } = setup([fakeCartItem('T恤'), fakeCartItem('马克杯')]);
    await view.findByRole('listitem', { name: 'T恤' });
    fireEvent.click(line('马克杯').getByRole('checkbox'));
    await tick();
    fireEvent.click(view.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith([fake.items[0]!.id]));
    expect(fake.callsTo('POST', '/distribution/cartItem/checkCartItems')[0]?.body).toEqual({
      item_ids: [fake.items[0]!.id],
    });
  });

  it('stops checkout with the reason on each line that cannot be ordered', async () => {
    const { view, line, fake, onCheckout } = setup([fakeCartItem('T恤'), fakeCartItem('卫衣')]);
    await view.findByRole('listitem', { name: '卫衣' });
    fake.checkAnswers.set(fake.items[1]!.id, {
      status: 'print_file_pending',
      reason: '印刷文件生成中，请稍后再结算',
    });
    fireEvent.click(view.getByRole('button', { name: '去结算' }));
    expect(await line('卫衣').findByText('印刷文件生成中，请稍后再结算')).toBeTruthy();
    expect(view.getByRole('alert').textContent).toContain('有 1 件商品现在无法下单');
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('asks once more when only prices changed, then goes on at the new prices', async () => {
    const { view, line, fake, onCheckout } = setup([fakeCartItem('T恤')]);
    await view.findByRole('listitem', { name: 'T恤' });
    fake.checkAnswers.set(fake.items[0]!.id, {
      status: 'price_changed',
      reason: '价格已变动：加入购物车时 9.00 元，现价 10.00 元',
    });
    fireEvent.click(view.getByRole('button', { name: '去结算' }));
    expect(await line('T恤').findByText(/价格已变动/)).toBeTruthy();
    expect(onCheckout).not.toHaveBeenCalled();
    fireEvent.click(await view.findByRole('button', { name: '按现价结算' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith([fake.items[0]!.id]));
  });

  it('is read-only without operates', async () => {
    const { view, line } = setup([fakeCartItem('T恤')], { operates: undefined });
    await view.findByRole('listitem', { name: 'T恤' });
    expect(line('T恤').queryByRole('group')).toBeNull();
    expect(line('T恤').queryByRole('button', { name: '删除' })).toBeNull();
    expect(view.queryByRole('button', { name: '去结算' })).toBeNull();
  });

  it('says so when the cart is empty', async () => {
    const { view } = setup([]);
    expect(await view.findByText('购物车是空的，去商品库挑选商品吧。')).toBeTruthy();
  });
});
