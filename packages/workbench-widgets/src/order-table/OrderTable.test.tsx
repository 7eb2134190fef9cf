import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Order } from '@podkit/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountOrderTable, type MountOrderTableOptions } from './mount-order-table';
import { createFakeOrdersClient, fakeOrder } from './testing/fake-orders-client';

const mounted: Array<{ unmount(): void }> = [];

afterEach(() => {
  mounted.splice(0).forEach((widget) => widget.unmount());
  document.body.innerHTML = '';
});

function setup(seed: Order[], options: Partial<MountOrderTableOptions> = {}, balance?: string) {
  const fake = createFakeOrdersClient(seed, balance);
  const host = document.createElement('div');
  document.body.append(host);
  const onChanged = vi.fn();
  const widget = mountOrderTable(host, {
    client: fake.client,
    operates: ['pay', 'cancel'],
    onChanged,
    ...options,
  });
  mounted.push(widget);
  const shadow = widget.shadowRoot;
  const view = within(shadow.querySelector<HTMLElement>('.podkit-mount')!);
  const layer = within(shadow.querySelector<HTMLElement>('.podkit-portal-layer')!);
  const order = (orderNo: string) =>
    within(view.getByRole('rowgroup', { name: `订单 ${orderNo}` }));
  return { fake, view, layer, order, onChanged, shadow };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function type(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
  await tick();
}

const three = () => [
  fakeOrder('PK001', { total: '30.00' }),
  fakeOrder('PK002', { total: '50.00' }),
  fakeOrder('PK003', {
    status: 'shipped',
    status_label: '已发货',
    carrier: 'UPS',
    tracking_number: '1Z999',
  }),
];

describe('OrderTable in its shadow root', () => {
  it('lists orders with status tabs that carry counts, and filters by tab', async () => {
    const { view, fake } = setup(three());
    await view.findByRole('rowgroup', { name: '订单 PK001' });
    const tabs = within(view.getByRole('tablist', { name: '订单状态' }));
    await waitFor(() => expect(tabs.getByRole('tab', { name: '全部 3' })).toBeTruthy());
    expect(tabs.getByRole('tab', { name: '待付款 2' })).toBeTruthy();
    fireEvent.click(tabs.getByRole('tab', { name: '已发货 1' }));
    await waitFor(() => expect(view.queryByRole('rowgroup', { name: '订单 PK001' })).toBeNull());
    expect(view.getByText('UPS 1Z999')).toBeTruthy();
    expect(fake.callsTo('GET', '/distribution/order').at(-1)?.query).toMatchObject({
      status: 'shipped',
      page: 1,
      page_size: 20,
    });
  });

  it('sends the filters to the server and refuses a backwards date range', async () => {
    const { view, fake } = setup(three(), { kind: 'fba' });
    await view.findByText('没有符合条件的订单');
    const form = within(view.getByRole('form', { name: '筛选订单' }));
    await type(form.getByLabelText('收件人'), ' 张三 ');
    await type(form.getByLabelText('开始日期'), '2026-11-02');
    await type(form.getByLabelText('结束日期'), '2026-11-01');
    fireEvent.click(form.getByRole('button', { name: '查询' }));
    expect(await form.findByRole('alert')).toHaveProperty(
      'textContent',
      '开始日期不能晚于结束日期',
    );
    await type(form.getByLabelText('结束日期'), '2026-11-30');
    fireEvent.change(form.getByLabelText('平台'), { target: { value: '5' } });
    await tick();
    fireEvent.click(form.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(fake.callsTo('GET', '/distribution/order').at(-1)?.query).toMatchObject({
        kind: 'fba',
        recipient: '张三',
        start_date: '2026-11-02',
        end_date: '2026-11-30',
        platform: 5,
      }),
    );
    expect(fake.callsTo('GET', '/distribution/order/statusCounts').at(-1)?.query).toMatchObject({
      kind: 'fba',
      recipient: '张三',
    });
  });

  it('opens a row to show items, mockups, print files and the history', async () => {
    const { view, order } = setup(three());
    await view.findByRole('rowgroup', { name: '订单 PK001' });
    fireEvent.click(order('PK001').getByRole('button', { name: '展开订单 PK001' }));
    const items = within(await order('PK001').findByRole('list', { name: '订单商品' }));
    expect(items.getByRole('img', { name: '定制 T 恤 效果图' }).getAttribute('src')).toBe(
      'https://files.test/mockup.png',
    );
    expect(items.getByRole('link', { name: '正面' }).getAttribute('href')).toBe(
      'https://files.test/front.png',
    );
    expect(items.getByText('背面（生成中）')).toBeTruthy();
    expect(order('PK001').getByText('创建订单')).toBeTruthy();
  });

  it('offers the host links in an opened order, e.g. its after-sales tickets', async () => {
    const onOpen = vi.fn();
    const { view, order } = setup(three(), { orderLinks: [{ label: '提交售后工单', onOpen }] });
    await view.findByRole('rowgroup', { name: '订单 PK002' });
    fireEvent.click(order('PK002').getByRole('button', { name: '展开订单 PK002' }));
    fireEvent.click(await order('PK002').findByRole('button', { name: '提交售后工单' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ order_no: 'PK002' }));
  });

  it('pays the chosen pending orders once, with the balance shown first', async () => {
    const { view, layer, order, fake, onChanged } = setup(three(), {}, '100.00');
    await view.findByRole('rowgroup', { name: '订单 PK001' });
    fireEvent.click(order('PK001').getByRole('checkbox'));
    fireEvent.click(order('PK002').getByRole('checkbox'));
    await tick();
    fireEvent.click(view.getByRole('button', { name: '批量付款' }));
    const dialog = within(await layer.findByRole('dialog', { name: '余额支付' }));
    expect((await dialog.findByTestId('pay-total')).textContent).toBe('¥80.00');
    expect(dialog.getByTestId('pay-balance').textContent).toBe('¥100.00');
    const confirm = dialog.getByRole('button', { name: '确认支付' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await dialog.findByText('已支付 2 个订单。')).toBeTruthy();
    const pays = fake.callsTo('POST', '/distribution/order/pay');
    expect(pays).toHaveLength(1);
    expect((pays[0]?.body as { idempotency_key: string }).idempotency_key).toMatch(/^\w{32}\d+$/);
    expect(fake.balanceCents).toBe(2000);
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(order('PK001').getByText('已付款')).toBeTruthy());
  });

  it('does not pay when the balance is short, and offers a recharge', async () => {
    const onRecharge = vi.fn();
    const { view, layer, order, fake } = setup(three(), { onRecharge }, '10.00');
    await view.findByRole('rowgroup', { name: '订单 PK001' });
    fireEvent.click(order('PK001').getByRole('button', { name: '付款' }));
    const dialog = within(await layer.findByRole('dialog', { name: '余额支付' }));
    expect(await dialog.findByText('¥20.00（余额不足，请先充值）')).toBeTruthy();
    expect((dialog.getByRole('button', { name: '确认支付' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(dialog.getByRole('button', { name: '去充值' }));
    expect(onRecharge).toHaveBeenCalled();
    expect(fake.callsTo('POST', '/distribution/order/pay')).toHaveLength(0);
  });

  it('cancels the chosen pending orders after asking', async () => {
    const { view, layer, order, fake } = setup(three());
    await view.findByRole('rowgroup', { name: '订单 PK002' });
    fireEvent.click(order('PK002').getByRole('checkbox'));
    await tick();
    fireEvent.click(view.getByRole('button', { name: '批量取消' }));
    const dialog = within(await layer.findByRole('dialog', { name: '取消订单' }));
    fireEvent.click(dialog.getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(order('PK002').getByText('已取消')).toBeTruthy());
    expect(fake.callsTo('POST', '/distribution/order/cancel')[0]?.body).toEqual({
      order_ids: [fake.orders[1]!.id],
    });
  });

  it('is read-only without operates: no selection, pay or cancel', async () => {
    const { view, order } = setup(three(), { operates: undefined });
    await view.findByRole('rowgroup', { name: '订单 PK001' });
    expect(order('PK001').queryByRole('checkbox')).toBeNull();
    expect(order('PK001').queryByRole('button', { name: '付款' })).toBeNull();
    expect(view.queryByRole('button', { name: '批量付款' })).toBeNull();
    expect(order('PK001').getByRole('button', { name: '详情' })).toBeTruthy();
  });

  it('pages on the server', async () => {
    const many = Array.from({ length: 25 }, (_, index) => fakeOrder(`PK${String(index + 100)}`));
    const { view, fake } = setup(many);
    await view.findByRole('rowgroup', { name: '订单 PK100' });
    fireEvent.click(view.getByRole('button', { name: '第 2 页' }));
    await view.findByRole('rowgroup', { name: '订单 PK120' });
    expect(fake.callsTo('GET', '/distribution/order').at(-1)?.query).toMatchObject({ page: 2 });
  });
});

describe('更换包装 on an opened unpaid order', () => {
  it('offers the usable templates only with the edit operate, and the total follows the fee', async () => {
    const seed = () => [
      fakeOrder('PK001', { total: '30.00' }),
      fakeOrder('PK003', { status: 'shipped', status_label: '已发货' }),
    ];
    const readOnly = setup(seed());
    await readOnly.view.findByRole('rowgroup', { name: '订单 PK001' });
    fireEvent.click(readOnly.view.getByRole('button', { name: '展开订单 PK001' }));
    await readOnly.order('PK001').findByText('收货地址：', { exact: false });
    expect(readOnly.order('PK001').queryByLabelText('订单包装模板')).toBeNull();
    mounted.splice(0).forEach((widget) => widget.unmount());

    const orders = seed();
    const { view, order, fake } = setup(orders, { operates: ['pay', 'edit'] });
    await view.findByRole('rowgroup', { name: '订单 PK001' });
    fireEvent.click(view.getByRole('button', { name: '展开订单 PK003' }));
    await order('PK003').findByText('收货地址：', { exact: false });
    expect(order('PK003').queryByLabelText('订单包装模板')).toBeNull();

    fireEvent.click(view.getByRole('button', { name: '展开订单 PK001' }));
    const picker = (await order('PK001').findByLabelText('订单包装模板')) as HTMLSelectElement;
    await waitFor(() => expect(picker.options).toHaveLength(2));
    expect(picker.options[1]!.textContent).toBe('吊牌 · 品牌吊牌（每单 ¥2.00）');
    const change = order('PK001').getByRole('button', { name: '更换包装' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    // preact/compat listens for input where React listens for change: send both.
    fireEvent.input(picker, { target: { value: '7' } });
    fireEvent.change(picker, { target: { value: '7' } });
    await waitFor(() => expect((change as HTMLButtonElement).disabled).toBe(false));
    const listed = fake.callsTo('GET', '/distribution/order').length;
    fireEvent.click(change);
    await order('PK001').findByText('+ 包装费 ¥2.00（吊牌 · 品牌吊牌）', { exact: false });
    const path = `/distribution/order/${orders[0]!.id}/packaging`;
    expect(fake.callsTo('PUT', path).at(-1)?.body).toEqual({
      bottom_template_id: 7,
    });
    // The list is read again, so the row's amount follows.
    await waitFor(() =>
      expect(fake.callsTo('GET', '/distribution/order').length).toBeGreaterThan(listed),
    );
    await waitFor(() => expect(order('PK001').getByText('¥32.00')).toBeTruthy());
  }, 20_000);
});
