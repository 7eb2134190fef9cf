import { Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { frontend } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { failureText } from '../../components/failure-text.js';
import { formatDate } from '../../components/format-date.js';
import { useRemote } from '../../components/use-remote.js';
import { NoticeDialog } from '../notices/NoticeDialog.js';

const LATEST_NOTICE_COUNT = 5;

/** The home page's newest notices; a click opens the same dialog as the header ticker. */
export function LatestNotices() {
  const remote = useRemote(() =>
    frontend.listNotices(client, { page: 1, page_size: LATEST_NOTICE_COUNT }, { silent: true }),
  );
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Card title="最新公告" className="home-notices">
      {remote.state === 'loading' && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      {remote.state === 'failed' && (
        <Empty description={failureText(remote.error, '公告加载失败')} />
      )}
      {remote.state === 'done' && remote.data.data.length === 0 && <Empty description="暂无公告" />}
      {remote.state === 'done' && remote.data.data.length > 0 && (
        <ul className="home-notice-list">
          {remote.data.data.slice(0, LATEST_NOTICE_COUNT).map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="home-notice-link"
                onClick={() => setOpenId(notice.id)}
              >
                <span className="home-notice-title">{notice.title}</span>
                <span className="home-notice-date">{formatDate(notice.created_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <NoticeDialog noticeId={openId} onNavigate={setOpenId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
