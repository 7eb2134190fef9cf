import { Button, Card, Empty, List, Space } from 'antd';
import { notices, type NoticeDetail, type NoticePage } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../components/format-date.js';
import { RichText } from '../../components/RichText.js';
import { client } from '../../sdk/client.js';

const PAGE_SIZE = 10;

/** /main/bulletin: the site's notices; `?id=` opens one, with previous and next. */
export default function BulletinPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<NoticePage | null>(null);
  const [detail, setDetail] = useState<NoticeDetail | null>(null);
  const selectedId = Number(params.get('id')) || list?.data[0]?.id || null;

  useEffect(() => {
    notices.list(client, { page, page_size: PAGE_SIZE }).then(setList, () => setList(null));
  }, [page]);

  useEffect(() => {
    if (!selectedId) return setDetail(null);
    notices.get(client, selectedId).then(setDetail, () => setDetail(null));
  }, [selectedId]);

  const open = (id: number | null) => id && setParams({ id: String(id) });

  return (
    <div>
      <h2 className="page-title">平台公告</h2>
      <div className="bulletin">
        <Card className="bulletin-list" loading={list === null}>
          <List
            dataSource={list?.data ?? []}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公告" />,
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list?.total ?? 0,
              onChange: setPage,
              size: 'small',
            }}
            renderItem={(notice) => (
              <List.Item
                className={notice.id === selectedId ? 'bulletin-item active' : 'bulletin-item'}
                onClick={() => open(notice.id)}
              >
                <List.Item.Meta title={notice.title} description={formatDate(notice.created_at)} />
              </List.Item>
            )}
          />
        </Card>
        <Card className="bulletin-detail">
          {detail ? (
            <article>
              <h3>{detail.title}</h3>
              <div className="notice-meta">{formatDate(detail.created_at)}</div>
              <RichText html={detail.desc} />
              <Space className="bulletin-nav">
                <Button disabled={!detail.prev_id} onClick={() => open(detail.prev_id)}>
                  上一条
                </Button>
                <Button disabled={!detail.next_id} onClick={() => open(detail.next_id)}>
                  下一条
                </Button>
              </Space>
            </article>
          ) : (
            <Empty description="选择一条公告查看" />
          )}
        </Card>
      </div>
    </div>
  );
}
