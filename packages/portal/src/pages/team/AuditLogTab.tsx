import { Select, Table, Tag } from 'antd';
import { team, type AuditEntry } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';

const PAGE_SIZE = 20;

function outcome(status: number) {
  if (status === 403) return <Tag color="red">无权限，已拒绝</Tag>;
  if (status >= 400) return <Tag color="orange">未成功</Tag>;
  return <Tag color="green">成功</Tag>;
}

/** 操作日志: every change the main account and its sub-accounts asked for, refusals included. */
export function AuditLogTab({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const [actor, setActor] = useState<number | undefined>();
  const [attempt, setAttempt] = useState(0);
  const query = { page, page_size: PAGE_SIZE, ...(actor ? { actor_id: actor } : {}) };
  const list = useRemote(
    () => team.auditLog(client, query, { silent: true }),
    `${JSON.stringify(query)}#${version}#${attempt}`,
  );
  const accounts = useRemote(() => team.subAccounts(client, { silent: true }), version);
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <Select
          allowClear
          placeholder="全部账号"
          style={{ width: 200 }}
          value={actor}
          onChange={(value?: number) => {
            setActor(value);
            setPage(1);
          }}
          options={(accounts.state === 'done' ? accounts.data : []).map((account) => ({
            value: account.id,
            label: account.nickname
              ? `${account.nickname}（${account.username}）`
              : account.username,
          }))}
        />
      </div>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        locale={{ emptyText: '还没有操作记录' }}
        scroll={{ x: 720 }}
        columns={[
          timeColumn('时间', 'created_at'),
          { title: '账号', dataIndex: 'actor_name', width: 140 },
          {
            title: '操作',
            key: 'action',
            render: (_, entry) =>
              entry.action || `${entry.method} ${entry.route.replace(/^\/req/, '')}`,
          },
          {
            title: '结果',
            dataIndex: 'status_code',
            width: 130,
            render: (status: number) => outcome(status),
          },
          { title: 'IP', dataIndex: 'ip', width: 130 },
        ]}
      />
    </div>
  );
}
