import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import {
  temuHosted,
  type TemuDeliverMethod,
  type TemuPackingInput,
  type TemuShipOrder,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

type Fields = Omit<TemuPackingInput, 'deliver_method'>;

/**
 * 装箱发货: the boxes leave for Temu's warehouse, with a carrier Temu lists and its tracking
 * number, or with the seller's own driver. Temu takes it once; the server refuses a second send.
 */
export function PackingSendModal({
  ship,
  onSent,
  onClose,
}: {
  ship: TemuShipOrder;
  onSent: (ship: TemuShipOrder) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [method, setMethod] = useState<TemuDeliverMethod>(3);
  const [saving, setSaving] = useState(false);
  const companies = useRemote(
    () => temuHosted.listLogisticsCompanies(client, ship.id, { silent: true }),
    `carriers#${ship.id}`,
  );

  async function send() {
    const fields = await form.validateFields();
    setSaving(true);
    try {
      onSent(await temuHosted.packingSend(client, ship.id, { deliver_method: method, ...fields }));
    } catch {
      setSaving(false);
    }
  }

  const required = (label: string) => [
    { required: true, whitespace: true, message: `请填写${label}` },
  ];
  return (
    <Modal
      open
      title={`装箱发货：${ship.delivery_order_sn}`}
      okText="确认发货"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`共 ${ship.boxes.length} 箱 ${ship.quantity} 件，送往 ${ship.warehouse_name || 'Temu 仓'}。请先贴好箱唛；发货后不能撤回。`}
      />
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item label="发货方式">
          <Radio.Group
            value={method}
            onChange={(e) => setMethod(e.target.value as TemuDeliverMethod)}
            options={[
              { value: 3, label: '快递（自行委托第三方物流）' },
              { value: 1, label: '自送' },
            ]}
          />
        </Form.Item>
        {method === 3 ? (
          <>
            <Form.Item
              name="express_company_id"
              label="快递公司"
              rules={[{ required: true, message: '请选择快递公司' }]}
              {...(companies.state === 'failed'
                ? { validateStatus: 'error' as const, help: '读取 Temu 快递公司失败，请稍后重试' }
                : {})}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="选择 Temu 支持的快递公司"
                loading={companies.state === 'loading'}
                options={(companies.state === 'done' ? companies.data : []).map((c) => ({
                  value: c.id,
                  label: c.name,
                }))}
              />
            </Form.Item>
            <Form.Item name="express_delivery_sn" label="快递单号" rules={required('快递单号')}>
              <Input maxLength={64} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="driver_name" label="司机姓名" rules={required('司机姓名')}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="plate_number" label="车牌号" rules={required('车牌号')}>
              <Input maxLength={16} />
            </Form.Item>
            <Form.Item name="phone" label="司机电话" rules={required('司机电话')}>
              <Input maxLength={20} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
