import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table } from 'antd';
import { team, type GrantableEntry, type TeamRole } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { RoleModal } from './RoleModal.js';

function screenCount(role: TeamRole, menu: GrantableEntry[]): number {
  const screens = new Set<number>();
  const visit = (entry: GrantableEntry) => {
    if (entry.component) screens.add(entry.id);
    entry.children.forEach(visit);
  };
  menu.forEach(visit);
  return role.grants.filter((grant) => screens.has(grant.menu_id)).length;
}

/** 角色: the roles of the team, each granting screens and buttons of the owner's menu. */
export function RolesTab({ onChanged }: { onChanged: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<TeamRole | 'new' | null>(null);
  const data = useRemote(async () => {
    const [roles, menu] = await Promise.all([
      team.roles(client, { silent: true }),
      team.grantableMenu(client, { silent: true }),
    ]);
    return { roles, menu };
  }, attempt);
  const reload = () => {
    setAttempt((n) => n + 1);
    onChanged();
  };
  if (data.state === 'failed') return <Unreachable onRetry={reload} />;
  const menu = data.state === 'done' ? data.data.menu : [];

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <Permission name="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建角色
          </Button>
        </Permission>
      </div>
      <Table<TeamRole>
        rowKey="id"
        size="small"
        loading={data.state === 'loading'}
        dataSource={data.state === 'done' ? data.data.roles : []}
        pagination={false}
        locale={{ emptyText: '还没有角色：先新建角色，再为子账号选择角色' }}
        scroll={{ x: 560 }}
        columns={[
          { title: '角色名称', dataIndex: 'name' },
          {
            title: '可访问页面',
            key: 'screens',
            width: 120,
            render: (_, role) => `${screenCount(role, menu)} 个`,
          },
          { title: '子账号', dataIndex: 'accounts', width: 90, render: (n: number) => `${n} 个` },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, role) => (
              <Space size={0}>
                <Permission name="edit">
                  <Button type="link" size="small" onClick={() => setEditing(role)}>
                    编辑
                  </Button>
                </Permission>
                <Permission name="delete">
                  <Popconfirm
                    title={`删除角色「${role.name}」？`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => team.removeRole(client, role.id).then(reload, () => {})}
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
        <RoleModal
          menu={menu}
          role={editing === 'new' ? null : editing}
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
