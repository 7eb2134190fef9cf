import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Select, Switch, Table, Tag } from 'antd';
import { orderAdmin, type AdminLogisticsInput, type AdminLogisticsMethod } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { RowActions } from '../components/ConsoleTabsPage.js';

interface Fields {
  name: string;
  first_weight_grams: number;
  first_fee: number;
  additional_weight_grams: number;
  additional_fee: number;
  delivery_time: string;
  country_codes: string[];
  status: boolean;
  sort: number;
}

/** Country codes as typed: upper case, two letters, each once. */
export function countryCodesFrom(values: readonly string[]): string[] {
  return [
    ...new Set(
      values.map((value) => value.trim().toUpperCase()).filter((code) => /^[A-Z]{2}$/.test(code)),
    ),
  ];
}

/** The fee rule as one line: first weight and fee, then each additional step. */
export function feeRule(method: AdminLogisticsMethod): string {
  return `首重 ${method.first_weight_grams} 克 ¥${method.first_fee}，续重每 ${method.additional_weight_grams} 克 ¥${method.additional_fee}`;
}

function LogisticsModal({
  method,
  onSaved,
  onClose,
}: {
  method?: AdminLogisticsMethod;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await form.validateFields();
    const body: AdminLogisticsInput = {
      ...values,
      name: values.name.trim(),
      delivery_time: values.delivery_time.trim(),
      country_codes: countryCodesFrom(values.country_codes ?? []),
      status: values.status ? 1 : 0,
    };
    setSaving(true);
    try {
      if (method) await orderAdmin.updateLogistics(client, method.id, body);
      else await orderAdmin.createLogistics(client, body);
      onSaved();
    } catch {
      setSaving(false);
    }
  }
  const grams = { min: 1, max: 100000, precision: 0, style: { width: 160 } } as const;
  const yuan = { min: 0, precision: 2, style: { width: 160 } } as const;
  return (
    <Modal
      open
      title={method ? '编辑配送方式' : '新建配送方式'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={
          method
            ? {
                ...method,
                first_fee: Number(method.first_fee),
                additional_fee: Number(method.additional_fee),
                status: method.status === 1,
              }
            : {
                first_weight_grams: 500,
                first_fee: 0,
                additional_weight_grams: 500,
                additional_fee: 0,
                country_codes: [],
                status: true,
                sort: 0,
              }
        }
      >
        <Form.Item
          label="名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请填写名称' }, { max: 64 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="首重（克）" name="first_weight_grams" rules={[{ required: true }]}>
          <InputNumber {...grams} />
        </Form.Item>
        <Form.Item label="首重费用（元）" name="first_fee" rules={[{ required: true }]}>
          <InputNumber {...yuan} />
        </Form.Item>
        <Form.Item
          label="续重单位（克）"
          name="additional_weight_grams"
          rules={[{ required: true }]}
        >
          <InputNumber {...grams} />
        </Form.Item>
        <Form.Item label="续重费用（元）" name="additional_fee" rules={[{ required: true }]}>
          <InputNumber {...yuan} />
        </Form.Item>
        <Form.Item
          label="时效"
          name="delivery_time"
          rules={[{ required: true, whitespace: true, message: '请填写时效' }, { max: 64 }]}
        >
          <Input placeholder="如 7-15 个工作日" />
        </Form.Item>
        <Form.Item label="可配送国家/地区（留空为全部）" name="country_codes">
          <Select mode="tags" tokenSeparators={[',', ' ', '，']} placeholder="如 US、GB" />
        </Form.Item>
        <Form.Item label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item label="启用" name="status" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /admin/logistics: shipping methods with their fee by weight and delivery time. */
export default function LogisticsPage() {
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(() => orderAdmin.listLogistics(client, { silent: true }), attempt);
  const [editing, setEditing] = useState<AdminLogisticsMethod | 'new' | null>(null);
  const refresh = () => setAttempt((n) => n + 1);
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  return (
    <div className="admin-page">
      <h2 className="page-title">物流方式与运费</h2>
      <div className="admin-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建配送方式
        </Button>
      </div>
      <Table<AdminLogisticsMethod>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? list.data : []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '运费规则', key: 'fee', render: (_, row) => feeRule(row) },
          { title: '时效', dataIndex: 'delivery_time' },
          {
            title: '配送范围',
            dataIndex: 'country_codes',
            render: (codes: string[]) => (codes.length ? codes.join('、') : '全部'),
          },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: 0 | 1) =>
              status === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <RowActions
                name={row.name}
                onEdit={() => setEditing(row)}
                onDelete={() =>
                  void orderAdmin.removeLogistics(client, row.id).then(refresh, refresh)
                }
                deleteNote="已下的订单保留其配送方式名称。"
              />
            ),
          },
        ]}
      />
      {editing ? (
        <LogisticsModal
          {...(editing === 'new' ? {} : { method: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
