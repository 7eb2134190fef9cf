import { Button, Input, Space } from 'antd';
import type { StoredFile, WorkOrderDetail, WorkOrderReply } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { AttachmentUpload } from './AttachmentUpload.js';
import { FileThumbs } from './FileThumbs.js';

const AUTHOR: Record<string, string> = { reseller: '用户', operator: '客服', system: '系统' };

/**
 * A ticket's conversation, oldest first, and the reply box with attachments when `onReply` is
 * given (the ticket is open and the role may answer).
 */
export function WorkOrderThread(props: {
  detail: WorkOrderDetail;
  /** Which side reads: its own messages sit on the right. */
  side: 'reseller' | 'operator';
  onReply?: (body: WorkOrderReply) => Promise<unknown>;
}) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!props.onReply) return;
    setSending(true);
    try {
      await props.onReply({ content: content.trim(), file_ids: files.map((file) => file.id) });
      setContent('');
      setFiles([]);
    } catch {
      // The notifier already showed the server's message; the draft stays for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="work-order-thread">
      {props.detail.messages.length === 0 ? (
        <p className="work-order-muted">还没有回复</p>
      ) : (
        <ol className="work-order-messages" aria-label="工单对话">
          {props.detail.messages.map((message) => (
            <li
              key={message.id}
              className="work-order-message"
              data-author={message.author}
              data-own={message.author === props.side ? 'true' : 'false'}
            >
              <div className="work-order-message-head">
                {message.author === 'system'
                  ? '系统'
                  : `${AUTHOR[message.author]} ${message.author_name}`}
                <span className="work-order-muted"> · {formatDateTime(message.created_at)}</span>
              </div>
              {message.content ? <div className="work-order-text">{message.content}</div> : null}
              <FileThumbs files={message.attachments} label="附件" />
            </li>
          ))}
        </ol>
      )}
      {props.onReply ? (
        <Space direction="vertical" className="work-order-reply">
          <Input.TextArea
            rows={3}
            maxLength={2000}
            placeholder="输入回复内容"
            aria-label="回复内容"
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
          <div className="work-order-reply-bar">
            <AttachmentUpload value={files} onChange={setFiles} label="添加附件" />
            <Button
              type="primary"
              loading={sending}
              disabled={!content.trim()}
              onClick={() => void send()}
            >
              发送回复
            </Button>
          </div>
        </Space>
      ) : null}
    </div>
  );
}
