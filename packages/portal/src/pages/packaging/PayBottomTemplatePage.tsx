import { Button, Card, Descriptions, Empty, Result, Skeleton } from 'antd';
import { packaging, randomName } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { $workbench, refreshAccount } from '../../workbench/session.js';
import { screenPath } from '../catalog/screen-path.js';
import { PackagingStatusTag } from './packaging-tags.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';

/**
 * payBottomTemplate (包装模板支付): the set-up fee of the approved template `?id=`, paid once from
 * the balance; then checkout offers it.
 */
export default function PayBottomTemplatePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const session = useStore($workbench);
  const [attempt, setAttempt] = useState(0);
  const template = useRemote(
    () => (id ? packaging.get(client, id, { silent: true }) : Promise.resolve(null)),
    `${id}#${attempt}`,
  );
  const [paying, setPaying] = useState(false);
  // One key for this page: pressing again or a retry after a lost answer pays once.
  const [idempotencyKey] = useState(() => randomName());

  useEffect(() => {
    void refreshAccount();
  }, []);

  if (template.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  if (template.state === 'loading') return <Skeleton active />;
  const row = template.data;
  if (!row) return <Empty description="请从「包装模板」列表选择要支付的模板" />;

  async function pay() {
    setPaying(true);
    try {
      await packaging.pay(client, id, { idempotency_key: idempotencyKey });
      await refreshAccount();
      setAttempt((n) => n + 1);
    } catch {
      // The notifier showed why (a short balance); nothing was taken.
    } finally {
      setPaying(false);
    }
  }

  const back = () => navigate(screenPath('bottomTemplateIndex'));
  return (
    <div className="shop-page">
      <h2 className="page-title">包装模板支付</h2>
      {row.status === 'active' ? (
        <Result
          status="success"
          title="制版费已支付"
          subTitle={`「${row.name}」可在下单时选用，每单包装费 ¥${row.per_order_fee}`}
          extra={<Button onClick={back}>返回包装模板</Button>}
        />
      ) : (
        <Card className="work-order-form">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: '模板', children: `${row.kind_label} · ${row.name}` },
              {
                key: 'status',
                label: '状态',
                children: <PackagingStatusTag status={row.status} />,
              },
              { key: 'setup', label: '制版费（一次性）', children: `¥${row.setup_fee ?? '—'}` },
              { key: 'per', label: '每单包装费', children: `¥${row.per_order_fee ?? '—'}` },
              {
                key: 'balance',
                label: '账户余额',
                children: <span className="shop-price">¥{session?.info.balance ?? '—'}</span>,
              },
            ]}
          />
          <div className="shop-filters" style={{ marginTop: 16 }}>
            {row.status === 'approved' ? (
              <Permission name="pay">
                <Button type="primary" loading={paying} onClick={() => void pay()}>
                  余额支付 ¥{row.setup_fee}
                </Button>
              </Permission>
            ) : (
              <span className="work-order-muted">审核通过后才能支付制版费</span>
            )}
            <Button onClick={back}>返回包装模板</Button>
          </div>
        </Card>
      )}
    </div>
  );
}
