import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { accountSecurity, type SignInRecord } from '@podkit/sdk-core';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { timeColumn } from '../../components/paged-table.js';
import { deviceName } from './user-agent.js';

function state(record: SignInRecord) {
  if (record.current) return <Tag color="green">当前设备</Tag>;
  return record.status === 'active' ? <Tag color="blue">登录中</Tag> : <Tag>已退出</Tag>;
}

/** 登录记录: the latest sign-ins, with 退出此设备 for the other devices still signed in. */
export function SignInHistoryCard({
  version,
  onChanged,
}: {
  version: number;
  onChanged: () => void;
}) {
  const history = useRemote(() => accountSecurity.signIns(client, { silent: true }), version);
  if (history.state === 'failed') return <Unreachable onRetry={onChanged} />;
  return (
    <Card title="登录记录" size="small">
      <Table<SignInRecord>
        rowKey="id"
        size="small"
        loading={history.state === 'loading'}
        dataSource={history.state === 'done' ? history.data : []}
        pagination={false}
        scroll={{ x: 600 }}
        columns={[
          timeColumn('登录时间', 'created_at'),
          { title: '设备', dataIndex: 'user_agent', render: (ua: string) => deviceName(ua) },
          { title: 'IP', dataIndex: 'ip', width: 140 },
          { title: '状态', key: 'state', width: 100, render: (_, record) => state(record) },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_, record) =>
              record.status === 'active' && !record.current ? (
                <Popconfirm
                  title="让这台设备退出登录？"
                  okText="退出"
                  cancelText="取消"
                  onConfirm={() =>
                    accountSecurity.endSignIn(client, record.id).then(onChanged, () => {})
                  }
                >
                  <Button type="link" size="small" danger>
                    退出此设备
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
