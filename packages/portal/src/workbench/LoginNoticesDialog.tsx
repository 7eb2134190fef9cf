import { Button, Modal, Space } from 'antd';
import { notices, type Notice } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { RichText } from '../components/RichText.js';
import { formatDate } from '../components/format-date.js';
import { client } from '../sdk/client.js';

/** Login notices (spec section 2): opens by itself on entry when there are any; 880 px wide. */
export function LoginNoticesDialog() {
  const [items, setItems] = useState<Notice[]>([]);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    notices.listLoginNotices(client, { silent: true }).then(
      (rows) => {
        setItems(rows);
        setOpen(rows.length > 0);
      },
      () => setItems([]),
    );
  }, []);

  const acknowledge = () => {
    setOpen(false);
    for (const notice of items)
      void notices.markRead(client, notice.id, { silent: true }).catch(() => {});
  };

  const current = items[index];
  if (!current) return null;
  return (
    <Modal
      open={open}
      width={880}
      title={current.title}
      onCancel={acknowledge}
      footer={
        <Space>
          <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
            上一条
          </Button>
          <Button disabled={index >= items.length - 1} onClick={() => setIndex(index + 1)}>
            下一条
          </Button>
          <Button type="primary" onClick={acknowledge}>
            我知道了
          </Button>
        </Space>
      }
    >
      <div className="notice-meta">
        <span>{formatDate(current.created_at)}</span>
        {items.length > 1 && (
          <span className="notice-position">
            第 {index + 1} / {items.length} 条
          </span>
        )}
      </div>
      <RichText html={current.desc} />
    </Modal>
  );
}
