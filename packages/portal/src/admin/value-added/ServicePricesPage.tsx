import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Select, Switch, Table, Tag } from 'antd';
import {
  SERVICE_KIND_LABELS,
  valueAddedServices,
  type ServiceKind,
  type ServicePriceItem,
  type ServicePriceItemInput,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

const kindOptions = (Object.keys(SERVICE_KIND_LABELS) as ServiceKind[]).map((value) => ({
  value,
  label: SERVICE_KIND_LABELS[value],
}));

type Editing = { item: ServicePriceItem | null } | null;
type PriceForm = Omit<ServicePriceItemInput, 'price'> & { price: number };

/** 增值服务价目: the price list of each service; a disabled line can no longer be ordered. */
export default function ServicePricesPage() {
  const { message } = App.useApp();
  const [kind, setKind] = useState<ServiceKind | undefined>();
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const items = useRemote(
    () => valueAddedServices.adminItems(client, { kind }, { silent: true }),
    `${kind}#${attempt}`,
  );
  const [editing, setEditing] = useState<Editing>(null);
  if (items.state === 'failed') return <Unreachable onRetry={refresh} />;

  const save = (values: PriceForm) => {
    const body = { ...values, price: values.price.toFixed(2) };
    return editing?.item
      ? valueAddedServices.adminUpdateItem(client, editing.item.id, body)
      : valueAddedServices.adminCreateItem(client, body);
  };

  return (
    <div className="admin-page">
      <h2 className="page-title">增值服务价目</h2>
      <div className="admin-toolbar">
        <Select
          allowClear
          placeholder="全部服务"
          options={kindOptions}
          value={kind}
          onChange={setKind}
          style={{ width: 160 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
          新增价目
        </Button>
      </div>
      <Table<ServicePriceItem>
        rowKey="id"
        loading={items.state === 'loading'}
        dataSource={items.state === 'done' ? items.data : []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '还没有价目' }}
        columns={[
          {
            title: '服务',
            dataIndex: 'kind',
            render: (value: ServiceKind) => SERVICE_KIND_LABELS[value],
          },
          { title: '项目名称', dataIndex: 'name' },
          { title: '说明', dataIndex: 'description', ellipsis: true, width: 260 },
          { title: '价格', dataIndex: 'price', render: (v: string) => `¥${v}` },
          {
            title: '状态',
            dataIndex: 'enabled',
            render: (on: boolean) => (on ? <Tag color="green">上架</Tag> : <Tag>已下架</Tag>),
          },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'edit',
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => setEditing({ item: row })}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <FormModal<PriceForm>
          title={editing.item ? `编辑「${editing.item.name}」` : '新增价目'}
          okText="保存"
          initialValues={
            editing.item
              ? { ...editing.item, price: Number(editing.item.price) }
              : { kind: kind ?? 'design', enabled: true, sort: 0 }
          }
          submit={save}
          onDone={() => {
            setEditing(null);
            void message.success('已保存');
            refresh();
          }}
          onClose={() => setEditing(null)}
        >
          {() => (
            <>
              <Form.Item name="kind" label="服务" rules={[{ required: true }]}>
                <Select options={kindOptions} />
              </Form.Item>
              <Form.Item
                name="name"
                label="项目名称"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="description" label="说明">
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
              <Form.Item name="price" label="价格（元）" rules={[{ required: true }]}>
                <InputNumber min={0.01} precision={2} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="enabled" label="上架" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="sort" label="排序">
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
