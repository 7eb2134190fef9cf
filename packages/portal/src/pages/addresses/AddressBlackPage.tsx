import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Popconfirm, Table } from 'antd';
import { addressBlack, type AddressBlackEntry, type AddressBlackInput } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import '../cart/shop.css';

const PAGE_SIZE = 20;

function BlackEntryModal({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const [form] = Form.useForm<AddressBlackInput>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await form.validateFields();
    const body = {
      recipient_name: values.recipient_name?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      address_keyword: values.address_keyword?.trim() ?? '',
      remark: values.remark?.trim() ?? '',
    };
    setSaving(true);
    try {
      await addressBlack.create(client, body);
      onSaved();
    } catch {
      setSaving(false);
    }
  }
  const oneOf = {
    validator: () => {
      const values = form.getFieldsValue();
      return values.recipient_name?.trim() || values.phone?.trim() || values.address_keyword?.trim()
        ? Promise.resolve()
        : Promise.reject(new Error('收件人、电话和地址关键词至少填写一项'));
    },
  };
  return (
    <Modal
      open
      title="加入黑名单"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item label="收件人" name="recipient_name" rules={[oneOf, { max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="电话" name="phone" rules={[{ max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="地址关键词" name="address_keyword" rules={[{ max: 100 }]}>
          <Input placeholder="如街道、城市或邮编" />
        </Form.Item>
        <Form.Item label="备注" name="remark" rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** addressBlack: addresses whose orders are put on hold (收件地址在黑名单中). */
export default function AddressBlackPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const query = { page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const list = useRemote(
    () => addressBlack.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  if (list.state === 'failed') return <Unreachable onRetry={reload} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">地址黑名单</h2>
      <Alert
        type="info"
        showIcon
        title="新订单的收货地址与黑名单中填写的每一项都相符时，订单会被挂起，原因为“收件地址在黑名单中”。"
      />
      <div className="shop-filters">
        <Input.Search
          allowClear
          placeholder="收件人、电话或关键词"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Permission name="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            加入黑名单
          </Button>
        </Permission>
      </div>
      <Table<AddressBlackEntry>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 720 }}
        columns={[
          { title: '收件人', dataIndex: 'recipient_name', width: 140 },
          { title: '电话', dataIndex: 'phone', width: 140 },
          { title: '地址关键词', dataIndex: 'address_keyword' },
          { title: '备注', dataIndex: 'remark' },
          timeColumn('加入时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, entry) => (
              <Permission name="delete">
                <Popconfirm
                  title="移出黑名单？"
                  okText="移出"
                  cancelText="取消"
                  onConfirm={() => addressBlack.remove(client, entry.id).then(reload, reload)}
                >
                  <Button type="link" size="small" danger>
                    移出
                  </Button>
                </Popconfirm>
              </Permission>
            ),
          },
        ]}
      />
      {adding ? (
        <BlackEntryModal
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
