import { Button, Modal, Result, Skeleton, Space } from 'antd';
import { frontend, NOTICE_DIALOG_WIDTH } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { failureText } from '../../components/failure-text.js';
import { formatDate } from '../../components/format-date.js';
import { RichText } from '../../components/RichText.js';
import { useRemote } from '../../components/use-remote.js';

/**
 * A public notice in full (spec 2 and 9): 740 px wide, 上一条 / 下一条 through the notice's
 * neighbours, and it closes only by its own buttons (never by a click on the mask).
 */
export function NoticeDialog({
  noticeId,
  onNavigate,
  onClose,
}: {
  noticeId: number | null;
  onNavigate: (id: number) => void;
  onClose: () => void;
}) {
  const remote = useRemote(
    () =>
      noticeId === null
        ? Promise.resolve(null)
        : frontend.getNotice(client, noticeId, { silent: true }),
    noticeId,
  );
  const notice = remote.state === 'done' ? remote.data : null;
  return (
    <Modal
      open={noticeId !== null}
      width={NOTICE_DIALOG_WIDTH.public}
      mask={{ closable: false }}
      onCancel={onClose}
      title={notice?.title ?? '公告详情'}
      destroyOnHidden
      footer={
        <Space>
          <Button
            disabled={notice?.prev_id == null}
            onClick={() => notice?.prev_id != null && onNavigate(notice.prev_id)}
          >
            上一条
          </Button>
          <Button
            disabled={notice?.next_id == null}
            onClick={() => notice?.next_id != null && onNavigate(notice.next_id)}
          >
            下一条
          </Button>
        </Space>
      }
    >
      {remote.state === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {remote.state === 'failed' && (
        <Result status="warning" subTitle={failureText(remote.error, '公告加载失败')} />
      )}
      {notice && (
        <div className="notice-dialog-body">
          <div className="notice-dialog-date">发布时间：{formatDate(notice.created_at)}</div>
          <RichText html={notice.desc} />
        </div>
      )}
    </Modal>
  );
}
