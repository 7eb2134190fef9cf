import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, Spin, Tabs } from 'antd';
import { messages, MESSAGE_TYPE, type Message, type MessageType } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../components/format-date.js';
import { client } from '../sdk/client.js';
import { myPreferences } from './preferences.js';

export const messageTypeLabels: Record<MessageType, string> = {
  [MESSAGE_TYPE.platform]: '平台消息',
  [MESSAGE_TYPE.order]: '订单消息',
  [MESSAGE_TYPE.trade]: '交易消息',
};

const PREVIEW_COUNT = 3;

/** The bell with the unread badge; its dropdown shows the first 3 messages of each type. */
export function MessageBell({ unread }: { unread: number }) {
  const [preview, setPreview] = useState<Record<MessageType, Message[]> | null>(null);
  const [shown, setShown] = useState<MessageType[]>(Object.values(MESSAGE_TYPE));

  const load = async () => {
    // 偏好设置 chooses which types the dropdown shows; the message center shows them all.
    const preferred = await myPreferences();
    const types = Object.values(MESSAGE_TYPE).filter(
      (type) => !preferred || preferred.bell_message_types.includes(type),
    );
    setShown(types);
    const pages = await Promise.all(
      types.map((type) =>
        messages.list(client, { type, page: 1, page_size: PREVIEW_COUNT }, { silent: true }),
      ),
    );
    setPreview(
      Object.fromEntries(types.map((type, i) => [type, pages[i] ?? []])) as Record<
        MessageType,
        Message[]
      >,
    );
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={(open) => open && void load().catch(() => setPreview(null))}
      popupRender={() => (
        <div className="bell-dropdown">
          {preview && shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="已在偏好设置中关闭消息下拉" />
          ) : preview ? (
            <Tabs
              size="small"
              items={shown.map((type) => ({
                key: String(type),
                label: messageTypeLabels[type],
                children: <PreviewList rows={preview[type] ?? []} />,
              }))}
            />
          ) : (
            <Spin className="page-spinner" />
          )}
          <Link to="/main/message" className="bell-dropdown-all">
            查看全部消息
          </Link>
        </div>
      )}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={`消息，${unread} 条未读`} />
      </Badge>
    </Dropdown>
  );
}

function PreviewList({ rows }: { rows: Message[] }) {
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <ul className="bell-list">
      {rows.map((row) => (
        <li key={row.id} className={row.status === 2 ? 'unread' : undefined}>
          <div className="bell-list-text">{row.description}</div>
          <div className="bell-list-time">{formatDate(row.created_at)}</div>
        </li>
      ))}
    </ul>
  );
}
