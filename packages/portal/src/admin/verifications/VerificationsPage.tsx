import { Input, Select, Table, Tabs, Tag, Button } from 'antd';
import {
  normalizeKeyword,
  verification,
  type AdminVerification,
  type VerificationKind,
  type VerificationStatus,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { useReviewQueue } from '../components/use-list-search.js';
import { STATUS_COLOR } from './status-color.js';
import { VerificationDrawer } from './VerificationDrawer.js';

type Decided = Exclude<VerificationStatus, 'none'>;

const TABS: Array<{ key: Decided | 'all'; label: string }> = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已认证' },
  { key: 'rejected', label: '已驳回' },
  { key: 'all', label: '全部' },
];
const STATUS_KEYS = new Set<string>(TABS.map((tab) => tab.key));
const KINDS = new Set<string>(['personal', 'company']);

/** 实名审核: the resellers' verifications, waiting ones first; open one to approve or reject. */
export default function VerificationsPage() {
  const queue = useReviewQueue<Decided>([...STATUS_KEYS], 'pending');
  const { search, change, status, page, keyword, attempt, refresh } = queue;
  const kindParam = search.get('kind') ?? '';
  const kind = KINDS.has(kindParam) ? (kindParam as VerificationKind) : undefined;
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { ...queue.query, ...(kind ? { kind } : {}) };
  const list = useRemote(
    () => verification.adminList(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="admin-page">
      <h2 className="page-title">实名审核</h2>
      <Tabs
        activeKey={status}
        onChange={(key) => change({ status: key })}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      <div className="admin-toolbar">
        <Select<string>
          className="admin-toolbar-select"
          aria-label="认证类型"
          value={kind ?? ''}
          onChange={(value) => change({ kind: value })}
          options={[
            { value: '', label: '全部类型' },
            { value: 'personal', label: '个人认证' },
            { value: 'company', label: '企业认证' },
          ]}
        />
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder="用户名、姓名或企业名称"
          aria-label="搜索实名认证"
          className="admin-toolbar-search"
          onSearch={(value) => change({ keyword: normalizeKeyword(value) })}
        />
      </div>
      <Table<AdminVerification>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? list.data.data : []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: CONSOLE_PAGE_SIZE,
          total: list.state === 'done' ? list.data.total : 0,
          showSizeChanger: false,
          onChange: (next) => change({ page: String(next) }),
        }}
        columns={[
          { title: '用户', dataIndex: 'username' },
          { title: '类型', dataIndex: 'kind_label' },
          { title: '姓名 / 企业', dataIndex: 'subject_name' },
          { title: '证件号码', dataIndex: 'number_masked', responsive: ['md'] },
          {
            title: '状态',
            dataIndex: 'status_label',
            render: (label: string, row) => (
              <>
                <Tag color={STATUS_COLOR[row.status]}>{label}</Tag>
                {row.reject_reason ? <div className="admin-help">{row.reject_reason}</div> : null}
              </>
            ),
          },
          {
            title: '提交时间',
            dataIndex: 'submitted_at',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
                {row.status === 'pending' ? '审核' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      <VerificationDrawer id={openId} onClose={() => setOpenId(null)} onChanged={refresh} />
    </div>
  );
}
