import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Progress, Skeleton, Tag } from 'antd';
import { memberLevels, type MemberLevel } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { screenPath } from '../catalog/screen-path.js';
import './levels.css';

/** vipLevel (会员等级): the site's levels, the reseller's progress, and buying one above it. */
export default function VipLevelPage() {
  const navigate = useNavigate();
  const session = useStore($workbench);
  const [attempt, setAttempt] = useState(0);
  const levels = useRemote(() => memberLevels.list(client, { silent: true }), attempt);
  if (levels.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  const group = session?.group;
  const next = group && group.next_group_level_balance !== -1 ? group : null;
  const percent = next
    ? Math.min(100, (Number(next.recharge_balance) / Number(next.next_group_level_balance)) * 100)
    : 100;

  return (
    <div className="levels-page">
      <h2 className="page-title">会员等级</h2>
      <Card className="levels-progress">
        <div className="levels-progress-head">
          当前等级：<strong>{group?.level_name ?? '—'}</strong>
        </div>
        <Progress percent={Math.floor(percent)} showInfo={false} />
        <div className="levels-muted">
          {next
            ? `累计充值 ${next.recharge_balance} / ${next.next_group_level_balance} 元，达到后自动升级为「${next.next_group_level_name}」`
            : '已是最高等级'}
        </div>
      </Card>
      {levels.state === 'loading' ? (
        <Skeleton active />
      ) : (
        <div className="levels-grid">
          {levels.data.map((level) => (
            <LevelCard
              key={level.id}
              level={level}
              onBuy={() => navigate(screenPath('payGroupLevel', { id: level.id }))}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function LevelCard({ level, onBuy }: { level: MemberLevel; onBuy: () => void }) {
  return (
    <Card
      className={level.current ? 'levels-card levels-card-current' : 'levels-card'}
      title={level.level_name}
      extra={
        level.current ? (
          <Tag color="green" icon={<CheckCircleFilled />}>
            当前等级
          </Tag>
        ) : null
      }
    >
      <div className="levels-muted">累计充值满 ¥{level.threshold} 自动达到</div>
      <p className="levels-benefits">{level.benefits || '—'}</p>
      {level.purchasable ? (
        <div className="levels-buy">
          <span className="levels-price">¥{level.price}</span>
          <Button type="primary" onClick={onBuy}>
            立即开通
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
