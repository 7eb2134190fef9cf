import { Alert, Button, Drawer, Form, Input, InputNumber, Radio } from 'antd';
import {
  orderReturns,
  type OrderReturnResolution,
  type ReturnableOrder,
  type StoredFile,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDate } from '../../components/format-date.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AttachmentUpload } from '../work-orders/AttachmentUpload.js';
import { drawerSize } from '../work-orders/drawer-size.js';
import { OrderSelect } from '../work-orders/OrderPicker.js';
import { resolutionOptions } from './return-tags.js';

interface ApplyForm {
  order_id?: number;
  quantities: Record<number, number | null>;
  resolution: OrderReturnResolution;
  requested_amount?: string;
  reason: string;
}

const shippedOrders = (query: { keyword?: string; order_id?: number }) =>
  orderReturns.returnableOrders(client, query, { silent: true });

/** Each shipped line with how many of it to return (0: not this one). */
function LineQuantities(props: {
  order: ReturnableOrder | undefined;
  value?: Record<number, number | null>;
  onChange?: (value: Record<number, number | null>) => void;
}) {
  if (!props.order) return <span className="work-order-muted">先选择订单</span>;
  const value = props.value ?? {};
  return (
    <ul className="order-return-lines">
      {props.order.lines.map((line) => (
        <li key={line.id}>
          <span>
            {line.name} <span className="work-order-muted">{line.sku_text}</span>
            <span className="work-order-muted">
              {' '}
              · 已发货 {line.quantity} 件，可申请 {line.returnable} 件
            </span>
          </span>
          <InputNumber
            aria-label={`${line.name} ${line.sku_text} 申请数量`}
            min={0}
            max={line.returnable}
            precision={0}
            disabled={line.returnable === 0}
            value={value[line.id] ?? 0}
            onChange={(count) => props.onChange?.({ ...value, [line.id]: count })}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * 申请退货: the shipped order (preset when opened from an order), how many of each line, the
 * resolution asked for, the reason and photos. Closed and told the new id once the server took it.
 */
export function ReturnApplyDrawer(props: {
  open: boolean;
  presetOrderId?: number;
  onClose: () => void;
  onApplied: (id: number) => void;
}) {
  const [form] = Form.useForm<ApplyForm>();
  const [order, setOrder] = useState<ReturnableOrder | undefined>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const resolution = Form.useWatch('resolution', form);

  const submit = async (values: ApplyForm) => {
    setBusy(true);
    try {
      const lines = Object.entries(values.quantities ?? {})
        .filter(([, quantity]) => (quantity ?? 0) > 0)
        .map(([id, quantity]) => ({ order_item_id: Number(id), quantity: quantity! }));
      const applied = await orderReturns.apply(client, {
        order_id: values.order_id!,
        lines,
        resolution: values.resolution,
        reason: values.reason,
        ...(values.resolution === 'partial_refund' && values.requested_amount
          ? { requested_amount: values.requested_amount.trim() }
          : {}),
        ...(photos.length ? { photo_file_ids: photos.map((photo) => photo.id) } : {}),
      });
      form.resetFields();
      setPhotos([]);
      props.onApplied(applied.id);
    } catch {
      // The notifier showed the server's message; the form keeps what was filled in.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title="申请退货 / 重印"
      size={drawerSize()}
      destroyOnHidden
    >
      <Form<ApplyForm>
        form={form}
        layout="vertical"
        initialValues={{
          resolution: 'refund',
          quantities: {},
          ...(props.presetOrderId ? { order_id: props.presetOrderId } : {}),
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="order_id"
          label="订单"
          rules={[{ required: true, message: '请选择已发货的订单' }]}
        >
          <OrderSelect<ReturnableOrder>
            load={shippedOrders}
            placeholder="输入订单号搜索已发货订单"
            label="售后订单"
            empty="没有已发货的订单"
            preset={props.presetOrderId}
            onOrder={(chosen) => {
              if (chosen?.id !== order?.id) form.setFieldValue('quantities', {});
              setOrder(chosen);
            }}
          />
        </Form.Item>
        {order?.refusal ? (
          <Alert type="warning" showIcon className="order-return-alert" title={order.refusal} />
        ) : order?.deadline ? (
          <p className="work-order-muted">售后申请截止：{formatDate(order.deadline)}</p>
        ) : null}
        <Form.Item
          name="quantities"
          label="退货商品及数量"
          rules={[
            {
              validator: async (_, value: Record<number, number | null> | undefined) => {
                if (!Object.values(value ?? {}).some((quantity) => (quantity ?? 0) > 0))
                  throw new Error('请至少为一件商品填写申请数量');
              },
            },
          ]}
        >
          <LineQuantities order={order} />
        </Form.Item>
        <Form.Item name="resolution" label="希望的处理方式" rules={[{ required: true }]}>
          <Radio.Group optionType="button" options={resolutionOptions} />
        </Form.Item>
        {resolution === 'partial_refund' ? (
          <Form.Item
            name="requested_amount"
            label="申请退款金额（元）"
            rules={[{ pattern: /^\d{1,8}(\.\d{1,2})?$/, message: '请填写金额，最多两位小数' }]}
          >
            <Input inputMode="decimal" placeholder="例如 20.00" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label="退货原因"
          rules={[{ required: true, whitespace: true, message: '请填写退货原因' }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder="请描述商品的问题" />
        </Form.Item>
        <Form.Item label="图片（最多 9 张）">
          <AttachmentUpload value={photos} onChange={setPhotos} label="上传图片" />
        </Form.Item>
        <Permission name="apply">
          <Button
            type="primary"
            htmlType="submit"
            loading={busy}
            disabled={Boolean(order?.refusal)}
          >
            提交申请
          </Button>
        </Permission>
      </Form>
    </Drawer>
  );
}
