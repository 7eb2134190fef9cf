import { Progress, Typography } from 'antd';
import { levelProgress, type GroupBalance } from '@podkit/sdk-core';

/** Progress toward the next group level, or 'maxed' at the top (spec section 2). */
export function LevelProgress({ group }: { group: GroupBalance }) {
  const progress = levelProgress(group);
  if (progress === 'maxed') {
    return <Typography.Text type="success">已达最高等级（maxed）</Typography.Text>;
  }
  return (
    <div className="level-progress">
      <Progress percent={Math.floor(progress * 100)} size="small" />
      <Typography.Text type="secondary">
        累计充值 {group.recharge_balance} / {String(group.next_group_level_balance)}，升级至{' '}
        {group.next_group_level_name}
      </Typography.Text>
    </div>
  );
}
