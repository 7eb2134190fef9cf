import { Button, Card, Skeleton, Space, Statistic, Table } from 'antd';
import { wallet, type TradingRecord } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { timeColumn } from '../../components/paged-table.js';
import { LEDGER_KIND_LABEL } from '../wallet/ledger-kinds.js';
import { LevelProgress } from '../workbench/LevelProgress.js';
import '../cart/shop.css';
import './account.css';

/** myAc (我的账户): the balance, the level and the way up, and the latest balance changes. */
export default function MyAccountPage() {
  const session = useStore($workbench);
  const [attempt, setAttempt] = useState(0);
  // Read again when the balance changes (a payment or recharge elsewhere).
  const recent = useRemote(
    () => wallet.listTradingRecords(client, { page: 1, page_size: 5 }, { silent: true }),
    `${session?.info.balance ?? ''}#${attempt}`,
  );
  if (!session) return <Skeleton active />;
  const { info, group } = session;

  return (
    <div className="shop-page">
      <h2 className="page-title">我的账户</h2>
      <div className="account-grid">
        <Card size="small" title="余额与等级">
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Statistic title="账户余额（元）" value={info.balance} />
            <Statistic title="会员等级" value={group.level_name || info.level_name} />
            <LevelProgress group={group} />
            <Space wrap>
              <Link to="/setting/recharge">
                <Button type="primary">充值</Button>
              </Link>
              <Link to="/finance/tradingRecord">
                <Button>交易记录</Button>
              </Link>
              <Link to="/setting/acInfo">
                <Button>账户信息</Button>
              </Link>
              <Link to="/setting/acSecurity">
                <Button>账户安全</Button>
              </Link>
            </Space>
          </Space>
        </Card>
        <Card size="small" title="最近的余额变动">
          {recent.state === 'failed' ? (
            <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
          ) : null}
          <Table<TradingRecord>
            rowKey="id"
            size="small"
            loading={recent.state === 'loading'}
            dataSource={recent.state === 'done' ? recent.data.data : []}
            pagination={false}
            locale={{ emptyText: '还没有余额变动' }}
            scroll={{ x: 520 }}
            columns={[
              timeColumn('时间', 'created_at'),
              {
                title: '类型',
                dataIndex: 'kind',
                width: 70,
                render: (kind: string) => LEDGER_KIND_LABEL[kind] ?? kind,
              },
              { title: '金额（元）', dataIndex: 'amount', width: 100 },
              { title: '说明', dataIndex: 'description' },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
