import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { team, type SubAccount } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { timeColumn } from '../../components/paged-table.js';
import { SubAccountModal } from './SubAccountModal.js';

/** 子账号: the people who sign in for the main account, each with a role. */
export function SubAccountsTab({ version }: { version: number }) {
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<SubAccount | 'new' | null>(null);
  const data = useRemote(async () => {
    const [accounts, roles] = await Promise.all([
      team.subAccounts(client, { silent: true }),
      team.roles(client, { silent: true }),
    ]);
    return { accounts, roles };
  }, `${version}#${attempt}`);
  const reload = () => setAttempt((n) => n + 1);
  if (data.state === 'failed') return <Unreachable onRetry={reload} />;
  const roles = data.state === 'done' ? data.data.roles : [];
  const setStatus = (account: SubAccount, status: SubAccount['status']) =>
    team.updateSubAccount(client, account.id, { status }).then(reload, () => {});

  return (
    <div className="shop-page">
      {data.state === 'done' && roles.length === 0 ? (
        <Alert type="info" showIcon title="新建子账号前，请先在「角色」中新建一个角色。" />
      ) : null}
      <div className="shop-filters">
        <Permission name="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={roles.length === 0}
            onClick={() => setEditing('new')}
          >
            新建子账号
          </Button>
        </Permission>
      </div>
      <Table<SubAccount>
        rowKey="id"
        size="small"
        loading={data.state === 'loading'}
        dataSource={data.state === 'done' ? data.data.accounts : []}
        pagination={false}
        locale={{ emptyText: '还没有子账号' }}
        scroll={{ x: 720 }}
        columns={[
          { title: '登录用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'nickname', render: (name: string) => name || '—' },
          { title: '角色', dataIndex: 'role_name', render: (name: string) => name || '—' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (status: SubAccount['status']) =>
              status === 'active' ? <Tag color="green">正常</Tag> : <Tag>已停用</Tag>,
          },
          timeColumn('创建时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, account) => (
              <Permission name="edit">
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(account)}>
                    编辑
                  </Button>
                  {account.status === 'active' ? (
                    <Popconfirm
                      title={`停用 ${account.username}？停用后它会立即退出登录。`}
                      okText="停用"
                      cancelText="取消"
                      onConfirm={() => setStatus(account, 'disabled')}
                    >
                      <Button type="link" size="small" danger>
                        停用
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void setStatus(account, 'active')}
                    >
                      启用
                    </Button>
                  )}
                </Space>
              </Permission>
            ),
          },
        ]}
      />
      {editing ? (
        <SubAccountModal
          roles={roles}
          account={editing === 'new' ? null : editing}
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
