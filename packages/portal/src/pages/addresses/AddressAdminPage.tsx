import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { addresses, type UserAddress } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AddressFormModal, addressLine } from './AddressFormModal.js';
import '../cart/shop.css';

/** addressAdmin: the reseller's shipping addresses; add, edit, delete and pick the default. */
export default function AddressAdminPage() {
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(() => addresses.listAddresses(client, { silent: true }), attempt);
  const [editing, setEditing] = useState<UserAddress | 'new' | null>(null);
  const reload = () => setAttempt((n) => n + 1);
  const run = (action: Promise<unknown>) => action.then(reload, reload);

  if (list.state === 'failed') return <Unreachable onRetry={reload} />;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">地址管理</h2>
        <Permission name="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增地址
          </Button>
        </Permission>
      </div>
      <Table<UserAddress>
        rowKey="id"
        size="small"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? list.data : []}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          {
            title: '收件人',
            dataIndex: 'recipient_name',
            width: 140,
            render: (name: string, address) => (
              <>
                {name} {address.is_default ? <Tag color="green">默认</Tag> : null}
              </>
            ),
          },
          { title: '电话', dataIndex: 'phone', width: 140 },
          { title: '地址', key: 'line', render: (_, address) => addressLine(address) },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, address) => (
              <Space size={0}>
                {!address.is_default ? (
                  <Permission name="edit">
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void run(addresses.setDefaultAddress(client, address.id))}
                    >
                      设为默认
                    </Button>
                  </Permission>
                ) : null}
                <Permission name="edit">
                  <Button type="link" size="small" onClick={() => setEditing(address)}>
                    编辑
                  </Button>
                </Permission>
                <Permission name="delete">
                  <Popconfirm
                    title={`删除「${address.recipient_name}」的地址？`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => run(addresses.deleteAddress(client, address.id))}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <AddressFormModal
          {...(editing === 'new' ? {} : { address: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
