import { Button, Card, Form, Input, Radio } from 'antd';
import {
  workOrders,
  type StoredFile,
  type WorkOrderOrderChoice,
  type WorkOrderType,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from '../catalog/screen-path.js';
import { AttachmentUpload } from './AttachmentUpload.js';
import { LineChecks, OrderSelect } from './OrderPicker.js';
import { typeOptions } from './work-order-tags.js';
import '../cart/shop.css';
import './work-orders.css';

interface TicketForm {
  type: WorkOrderType;
  order_id?: number;
  order_item_ids?: number[];
  description: string;
}

/**
 * workOrderCreate (创建工单): the type, the order and its lines the problem is about (a general
 * question needs none), a description and photos; ?order_id= starts from one order.
 */
export default function WorkOrderCreatePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preset = Number(search.get('order_id')) || undefined;
  const [form] = Form.useForm<TicketForm>();
  const [order, setOrder] = useState<WorkOrderOrderChoice | undefined>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const type = Form.useWatch('type', form);

  const submit = async (values: TicketForm) => {
    setBusy(true);
    try {
      const created = await workOrders.create(client, {
        type: values.type,
        description: values.description,
        ...(values.order_id ? { order_id: values.order_id } : {}),
        ...(values.order_item_ids?.length ? { order_item_ids: values.order_item_ids } : {}),
        ...(photos.length ? { photo_file_ids: photos.map((photo) => photo.id) } : {}),
      });
      navigate(screenPath('workOrderIndex', { id: created.id }));
    } catch {
      // The notifier showed the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="shop-page">
      <h2 className="page-title">创建工单</h2>
      <Card className="work-order-form">
        <Form<TicketForm>
          form={form}
          layout="vertical"
          initialValues={{ type: 'quality', ...(preset ? { order_id: preset } : {}) }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="type" label="问题类型" rules={[{ required: true }]}>
            <Radio.Group optionType="button" options={typeOptions} />
          </Form.Item>
          <Form.Item
            name="order_id"
            label="相关订单"
            rules={[{ required: type !== 'other', message: '请选择问题相关的订单' }]}
            extra={type === 'other' ? '一般咨询可以不选订单' : undefined}
          >
            <OrderSelect
              preset={preset}
              onOrder={(chosen) => {
                if (chosen?.id !== order?.id) form.setFieldValue('order_item_ids', []);
                setOrder(chosen);
              }}
            />
          </Form.Item>
          <Form.Item name="order_item_ids" label="相关商品">
            <LineChecks order={order} />
          </Form.Item>
          <Form.Item
            name="description"
            label="问题描述"
            rules={[{ required: true, whitespace: true, message: '请描述遇到的问题' }]}
          >
            <Input.TextArea
              rows={5}
              maxLength={2000}
              showCount
              placeholder="请描述问题和期望的处理方式"
            />
          </Form.Item>
          <Form.Item label="图片（最多 9 张）">
            <AttachmentUpload value={photos} onChange={setPhotos} label="上传图片" />
          </Form.Item>
          <div className="shop-filters">
            <Permission name="submit">
              <Button type="primary" htmlType="submit" loading={busy}>
                提交工单
              </Button>
            </Permission>
            <Button onClick={() => navigate(screenPath('workOrderIndex'))}>返回我的工单</Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
