import { Badge, Button, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import {
  messages,
  MESSAGE_TYPE,
  type Message,
  type MessageChange,
  type MessagePage,
  type MessageType,
} from '@podkit/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { client } from '../../sdk/client.js';
import { messageTypeLabels } from '../../workbench/MessageBell.js';
import { $workbench } from '../../workbench/session.js';
import { serverPages } from '../../components/paged-table.js';

const PAGE_SIZE = 20;
type TabKey = 'all' | `${MessageType}`;

/** /main/message: platform, order and trade messages; mark read and delete. */
export default function MessagesPage() {
  const [tab, setTab] = useState<TabKey>('all');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<MessagePage | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const type = tab === 'all' ? undefined : (Number(tab) as MessageType);

  const load = useCallback(async () => {
    const next = await messages.listPage(client, { type, page, page_size: PAGE_SIZE });
    setResult(next);
    setSelected([]);
  }, [type, page]);

  useEffect(() => {
    load().catch(() => setResult(null));
  }, [load]);

  const applied = async (change: Promise<MessageChange>) => {
    const { user_unread_messages } = await change;
    const session = $workbench.get();
    if (session) $workbench.set({ ...session, info: { ...session.info, user_unread_messages } });
    await load();
  };

  const unread = result?.unread;
  const tabLabel = (label: string, count: number | undefined) => (
    <Badge count={count ?? 0} size="small" offset={[8, -2]}>
      {label}
    </Badge>
  );

  return (
    <div>
      <h2 className="page-title">消息中心</h2>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as TabKey);
          setPage(1);
        }}
        items={[
          { key: 'all', label: '全部消息' },
          ...Object.values(MESSAGE_TYPE).map((t) => ({
            key: String(t),
            label: tabLabel(messageTypeLabels[t], unread?.[t]),
          })),
        ]}
      />
      <Space className="table-actions" wrap>
        <Button
          disabled={selected.length === 0}
          onClick={() => applied(messages.markRead(client, { ids: selected }))}
        >
          标记已读
        </Button>
        <Button onClick={() => applied(messages.markRead(client, type ? { type } : {}))}>
          全部标记已读
        </Button>
        <Popconfirm
          title={`删除选中的 ${selected.length} 条消息？`}
          okText="删除"
          cancelText="取消"
          disabled={selected.length === 0}
          onConfirm={() => applied(messages.remove(client, { ids: selected }))}
        >
          <Button danger disabled={selected.length === 0}>
            删除
          </Button>
        </Popconfirm>
      </Space>
      <Table<Message>
        rowKey="id"
        loading={result === null}
        dataSource={result?.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        pagination={serverPages(page, PAGE_SIZE, result?.total ?? 0, setPage)}
        columns={[
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (status: Message['status']) =>
              status === 2 ? <Tag color="green">未读</Tag> : <Tag>已读</Tag>,
          },
          {
            title: '类型',
            dataIndex: 'type',
            width: 100,
            responsive: ['sm'],
            render: (t: MessageType) => messageTypeLabels[t],
          },
          {
            title: '内容',
            dataIndex: 'description',
            render: (text: string, row) => (
              <>
                {text}
                <div className="message-time-phone">{formatDateTime(row.created_at)}</div>
              </>
            ),
          },
          {
            title: '时间',
            dataIndex: 'created_at',
            width: 170,
            responsive: ['sm'],
            render: formatDateTime,
          },
        ]}
      />
    </div>
  );
}
