import { Alert, Button, Card, Descriptions, Empty, Result, Skeleton } from 'antd';
import { memberLevels, randomName } from '@podkit/sdk-core';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { $workbench, refreshAccount } from '../../workbench/session.js';
import { screenPath } from '../catalog/screen-path.js';
import './levels.css';

/** payGroupLevel (购买会员等级): pays the level of `?id=` from the balance, once. */
export default function PayGroupLevelPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useStore($workbench);
  const canPay = usePermission('pay');
  const id = Number(search.get('id'));
  const [attempt, setAttempt] = useState(0);
  const levels = useRemote(() => memberLevels.list(client, { silent: true }), attempt);
  const [idempotencyKey] = useState(() => randomName());
  const [paying, setPaying] = useState(false);
  const [bought, setBought] = useState<string | null>(null);
  const sending = useRef(false);

  if (levels.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  if (levels.state === 'loading') return <Skeleton active />;
  const level = levels.data.find((row) => row.id === id);
  if (!level) return <Empty description="没有找到这个会员等级" />;
  if (bought) {
    return (
      <Result
        status="success"
        title={`已升级为「${bought}」`}
        extra={
          <Button type="primary" onClick={() => navigate(screenPath('vipLevel'))}>
            查看会员等级
          </Button>
        }
      />
    );
  }
  const balance = session?.info.balance ?? '0.00';
  const short = level.price !== null && Number(balance) < Number(level.price);

  async function pay() {
    if (sending.current) return;
    sending.current = true;
    setPaying(true);
    try {
      await memberLevels.buy(client, id, { idempotency_key: idempotencyKey });
      setBought(level!.level_name);
      // The header's level and balance follow; the purchase stands whether or not they reload now.
      void refreshAccount().catch(() => {});
    } catch {
      // Shown by the client; the same key may be sent again.
    } finally {
      sending.current = false;
      setPaying(false);
    }
  }

  return (
    <div className="levels-page">
      <h2 className="page-title">购买会员等级</h2>
      <Card className="levels-pay">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="会员等级">{level.level_name}</Descriptions.Item>
          <Descriptions.Item label="等级权益">{level.benefits || '—'}</Descriptions.Item>
          <Descriptions.Item label="应付金额">
            <span className="levels-price">¥{level.price ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="账户余额">¥{balance}</Descriptions.Item>
        </Descriptions>
        {!level.purchasable ? (
          <Alert
            type="info"
            showIcon
            title="这个等级不在可购买范围内（已达到，或只能通过充值达到）。"
          />
        ) : !canPay ? (
          <Alert type="info" showIcon title="当前账号没有支付权限，请联系主账号购买。" />
        ) : short ? (
          <Alert
            type="warning"
            showIcon
            title="余额不足，请先充值"
            action={
              <Button size="small" onClick={() => navigate(screenPath('recharge'))}>
                去充值
              </Button>
            }
          />
        ) : (
          <Button type="primary" size="large" loading={paying} onClick={() => void pay()}>
            确认支付
          </Button>
        )}
      </Card>
    </div>
  );
}
