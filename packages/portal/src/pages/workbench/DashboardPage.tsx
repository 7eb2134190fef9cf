import { Button, Card, Col, Empty, List, Row, Statistic } from 'antd';
import { cart, messages, notices, type Message, type Notice } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { formatDate } from '../../components/format-date.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { accountName } from '../../workbench/UserMenu.js';
import { LevelProgress } from './LevelProgress.js';

const LATEST_COUNT = 5;

/** /views/main: the workbench home — balance, level, cart, latest notices and messages. */
export default function DashboardPage() {
  const session = useStore($workbench);
  const [cartTotal, setCartTotal] = useState<number | null>(null);
  const [latestNotices, setLatestNotices] = useState<Notice[] | null>(null);
  const [latestMessages, setLatestMessages] = useState<Message[] | null>(null);

  useEffect(() => {
    // Unknown (shown as '-') when the cart cannot be read.
    cart.get(client, { silent: true }).then(
      (c) => setCartTotal(c.total_item_num),
      () => setCartTotal(null),
    );
    notices.list(client, { page: 1, page_size: LATEST_COUNT }, { silent: true }).then(
      (page) => setLatestNotices(page.data),
      () => setLatestNotices([]),
    );
    messages
      .list(client, { page: 1, page_size: LATEST_COUNT }, { silent: true })
      .then(setLatestMessages, () => setLatestMessages([]));
  }, []);

  if (!session) return null;
  const { info, group } = session;
  return (
    <div className="dashboard">
      <h2 className="page-title">你好，{accountName(info)}</h2>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card>
            <Statistic title="账户余额（元）" value={info.balance} />
            <Link to="/setting/recharge">
              <Button type="primary" size="small" className="dashboard-action">
                充值
              </Button>
            </Link>
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card>
            <Statistic
              title="购物车商品"
              value={cartTotal ?? '-'}
              suffix={cartTotal === null ? undefined : '件'}
            />
            <Link to="/main/cart" className="dashboard-action">
              去购物车
            </Link>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={`会员等级：${group.level_name}`}>
            <LevelProgress group={group} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="最新公告"
            extra={<Link to="/main/bulletin">全部公告</Link>}
            loading={latestNotices === null}
          >
            {latestNotices?.length ? (
              <List
                size="small"
                dataSource={latestNotices}
                renderItem={(notice) => (
                  <List.Item extra={formatDate(notice.created_at)}>
                    <Link to={`/main/bulletin?id=${notice.id}`}>{notice.title}</Link>
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公告" />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={`最新消息（${info.user_unread_messages} 条未读）`}
            extra={<Link to="/main/message">全部消息</Link>}
            loading={latestMessages === null}
          >
            {latestMessages?.length ? (
              <List
                size="small"
                dataSource={latestMessages}
                renderItem={(message) => (
                  <List.Item
                    extra={formatDate(message.created_at)}
                    className={message.status === 2 ? 'unread' : undefined}
                  >
                    {message.description}
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
