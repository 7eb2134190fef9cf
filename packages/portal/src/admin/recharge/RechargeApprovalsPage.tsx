import { Button, Image, Input, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import {
  normalizeKeyword,
  recharge,
  type AdminRechargeRecord,
  type RechargeStatus,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { RejectReasonModal } from '../components/RejectReasonModal.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { useReviewQueue } from '../components/use-list-search.js';

const TABS: Array<{ key: RechargeStatus | 'all'; label: string }> = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已通过' },
  { key: 'rejected', label: '已驳回' },
  { key: 'paid', label: '在线已付' },
  { key: 'all', label: '全部' },
];
const KEYS = new Set<string>(TABS.map((tab) => tab.key));

/** Recharge approvals: transfer vouchers to approve (credits the balance once) or reject. */
export default function RechargeApprovalsPage() {
  const { change, status, page, keyword, query, attempt, refresh } = useReviewQueue<RechargeStatus>(
    [...KEYS],
    'pending',
  );
  const [rejecting, setRejecting] = useState<AdminRechargeRecord | null>(null);
  const list = useRemote(
    () => recharge.adminList(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="admin-page">
      <h2 className="page-title">充值审核</h2>
      <Tabs
        activeKey={status}
        onChange={(key) => change({ status: key })}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      <div className="admin-toolbar">
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder="用户名或充值单号"
          aria-label="搜索充值"
          className="admin-toolbar-search"
          onSearch={(value) => change({ keyword: normalizeKeyword(value) })}
        />
      </div>
      <Table<AdminRechargeRecord>
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
          { title: '充值单号', dataIndex: 'recharge_no' },
          { title: '用户', dataIndex: 'username' },
          { title: '方式', dataIndex: 'method_label' },
          { title: '金额', dataIndex: 'amount', render: (value: string) => `¥${value}` },
          {
            title: '凭证',
            dataIndex: 'voucher_url',
            render: (url: string | null) =>
              url ? <Image src={url} width={56} height={56} alt="转账凭证" /> : '—',
          },
          { title: '备注', dataIndex: 'remark', responsive: ['md'] },
          {
            title: '状态',
            dataIndex: 'status_label',
            render: (label: string, row) => (
              <>
                <Tag color={row.status === 'pending' ? 'gold' : undefined}>{label}</Tag>
                {row.reject_reason ? <div className="admin-help">{row.reject_reason}</div> : null}
              </>
            ),
          },
          {
            title: '提交时间',
            dataIndex: 'created_at',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) =>
              row.status === 'pending' && row.method === 'offline' ? (
                <Space size={0}>
                  <Popconfirm
                    title={`确认已收到 ¥${row.amount}，为 ${row.username} 入账？`}
                    okText="通过"
                    cancelText="取消"
                    onConfirm={() => recharge.adminApprove(client, row.id).then(refresh, refresh)}
                  >
                    <Button type="link" size="small">
                      通过
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                    驳回
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {rejecting ? (
        <RejectReasonModal
          title={`驳回充值 ${rejecting.recharge_no}`}
          onCancel={() => setRejecting(null)}
          onReject={(reason) =>
            recharge.adminReject(client, rejecting.id, { reason }).then(
              () => {
                setRejecting(null);
                refresh();
              },
              () => undefined,
            )
          }
        />
      ) : null}
    </div>
  );
}
