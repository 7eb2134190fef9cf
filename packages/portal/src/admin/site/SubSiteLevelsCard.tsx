import { App, Button, Card, Checkbox, Skeleton } from 'antd';
import { subSites, type SubSiteLevels } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

function LevelsForm({ rules }: { rules: SubSiteLevels }) {
  const { message } = App.useApp();
  const [allowed, setAllowed] = useState(
    rules.levels.filter((level) => level.allowed).map((level) => level.group_id),
  );
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const saved = await subSites.saveAdminLevels(client, { group_ids: allowed });
      setAllowed(saved.levels.filter((level) => level.allowed).map((level) => level.group_id));
      void message.success('已保存');
    } catch {
      // The client's notifier has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };
  if (rules.levels.length === 0) return <p>本站还没有会员等级，请先在「会员等级」中添加。</p>;
  return (
    <>
      <Checkbox.Group
        aria-label="可开通分站的会员等级"
        value={allowed}
        onChange={(values) => setAllowed(values as number[])}
        options={rules.levels.map((level) => ({ value: level.group_id, label: level.level_name }))}
      />
      <div className="sub-site-levels-actions">
        <Button type="primary" loading={saving} onClick={save}>
          保存分站等级
        </Button>
      </div>
    </>
  );
}

/**
 * 站点设置 → 分站: which member levels may open a sub-site on their own domain (they must also be
 * 已认证); none ticked means no reseller can open one.
 */
export function SubSiteLevelsCard() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => subSites.adminLevels(client), attempt);
  return (
    <Card title="分站开通" size="small" className="sub-site-levels-card">
      <p>勾选的会员等级（且已实名认证）的分销商可以在「域名设置」开通自己域名的分站。</p>
      {remote.state === 'loading' ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : remote.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <LevelsForm rules={remote.data} />
      )}
    </Card>
  );
}
