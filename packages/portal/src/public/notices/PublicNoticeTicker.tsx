import { useState } from 'react';
import { frontend } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { useRemote } from '../../components/use-remote.js';
import { NoticeDialog } from './NoticeDialog.js';
import { NoticeTicker } from './NoticeTicker.js';

/** How many of the newest notices the header rotates through. */
const TICKER_NOTICE_COUNT = 10;

/** The header's ticker with the site's newest notices; empty (and quiet) when none load. */
export function PublicNoticeTicker() {
  const remote = useRemote(() =>
    frontend.listNotices(client, { page: 1, page_size: TICKER_NOTICE_COUNT }, { silent: true }),
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const notices = remote.state === 'done' ? remote.data.data : [];
  return (
    <>
      <NoticeTicker notices={notices} onOpen={setOpenId} />
      <NoticeDialog noticeId={openId} onNavigate={setOpenId} onClose={() => setOpenId(null)} />
    </>
  );
}
