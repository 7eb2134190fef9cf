import { App, Form, Input, Modal } from 'antd';
import { orderAdmin, type AdminOrder } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

export type OrderAction =
  | { kind: 'ship'; orders: AdminOrder[] }
  | { kind: 'hold'; orders: AdminOrder[] }
  | { kind: 'refund'; orders: AdminOrder[] };

const TITLES = { ship: '发货', hold: '挂起订单', refund: '退款' } as const;

interface Fields {
  carrier?: string;
  tracking_number?: string;
  note?: string;
  reason?: string;
}

/** Ship (carrier and tracking number), hold (note) or refund (reason) with what it needs. */
export function OrderActionDialog({
  action,
  onDone,
  onClose,
}: {
  action: OrderAction;
  onDone: () => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const first = action.orders[0]!;
  const ids = action.orders.map((order) => order.id);

  async function act(values: Fields) {
    if (action.kind === 'ship') {
      await orderAdmin.ship(client, first.id, {
        carrier: values.carrier!.trim(),
        tracking_number: values.tracking_number!.trim(),
      });
    } else if (action.kind === 'hold') {
      await orderAdmin.hold(client, { order_ids: ids, note: values.note!.trim() });
    } else {
      await orderAdmin.refund(client, first.id, { reason: values.reason!.trim() });
    }
  }

  /** Acts, then closes; a refusal is shown by the client and leaves the form as it was. */
  async function actAndClose(values: Fields) {
    try {
      await act(values);
      onDone();
    } catch {
      // Shown by the client.
    }
  }

  async function submit() {
    const values = await form.validateFields();
    if (action.kind === 'hold') {
      setBusy(true);
      await actAndClose(values);
      setBusy(false);
      return;
    }
    // Shipping and refunding cannot be undone: the operator confirms once more what will happen,
    // and the confirmation's own button does it (it shows its progress until the answer).
    modal.confirm({
      title: action.kind === 'ship' ? '确认发货？' : '确认退款？',
      content:
        action.kind === 'ship'
          ? `订单 ${first.order_no} 将标记为已发货（${values.carrier?.trim()} ${values.tracking_number?.trim()}），并通知分销商和店铺。发货后不能撤回。`
          : `订单 ${first.order_no} 的 ¥${first.total} 将全额退回分销商余额。退款后不能撤回。`,
      okText: action.kind === 'ship' ? '确认发货' : '确认退款',
      okButtonProps: { danger: action.kind === 'refund' },
      cancelText: '再想想',
      onOk: () => actAndClose(values),
    });
  }

  const needed = (label: string, max: number) => [
    { required: true, whitespace: true, message: `请填写${label}` },
    { max, message: `${label}最多 ${max} 个字` },
  ];

  return (
    <Modal
      open
      title={`${TITLES[action.kind]}：${action.orders.map((order) => order.order_no).join('、')}`}
      okText={TITLES[action.kind]}
      okButtonProps={{ danger: action.kind === 'refund' }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {action.kind === 'ship' ? (
          <>
            <Form.Item label="承运商" name="carrier" rules={needed('承运商', 64)}>
              <Input placeholder="如 UPS、DHL、云途" />
            </Form.Item>
            <Form.Item
              label="物流单号"
              name="tracking_number"
              rules={[
                ...needed('物流单号', 64),
                { pattern: /^[A-Za-z0-9-]+$/, message: '物流单号只能包含字母、数字和 -' },
              ]}
            >
              <Input />
            </Form.Item>
          </>
        ) : null}
        {action.kind === 'hold' ? (
          <Form.Item label="挂起说明（用户可见）" name="note" rules={needed('挂起说明', 200)}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : null}
        {action.kind === 'refund' ? (
          <>
            <p>
              将退还 <strong>¥{first.total}</strong> 到用户 {first.username}{' '}
              的余额，退款后订单不再生产。
            </p>
            <Form.Item label="退款原因" name="reason" rules={needed('退款原因', 200)}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
