import { App, Button, Form, Input, InputNumber, Space, Table, Tabs } from 'antd';
import { packaging, type AdminPackagingTemplate, type PackagingStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { PackagingFilters, usePackagingFilter } from '../../pages/packaging/PackagingFilters.js';
import {
  PackagingStatusTag,
  feesText,
  packagingStatusOptions,
} from '../../pages/packaging/packaging-tags.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import '../../pages/work-orders/work-orders.css';

const TABS = [
  { key: 'all', label: '全部' },
  ...packagingStatusOptions.map((o) => ({ key: o.value, label: o.label })),
];

type Deciding = { row: AdminPackagingTemplate; action: 'approve' | 'reject' } | null;

/** 包装审核: every reseller's packaging templates; approve with the fees, or reject with a reason. */
export default function PackagingReviewPage() {
  const { message } = App.useApp();
  const { filter, change, page, setPage, query } = usePackagingFilter({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const list = useRemote(
    () => packaging.adminList(client, { ...query, page_size: CONSOLE_PAGE_SIZE }, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const [deciding, setDeciding] = useState<Deciding>(null);
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  const done = (text: string) => () => {
    setDeciding(null);
    void message.success(text);
    refresh();
  };

  return (
    <div className="admin-page">
      <h2 className="page-title">包装审核</h2>
      <Tabs
        activeKey={filter.status ?? 'all'}
        onChange={(key) => change({ status: key === 'all' ? undefined : (key as PackagingStatus) })}
        items={TABS}
      />
      <div className="admin-toolbar">
        <PackagingFilters filter={filter} onChange={change} searchPlaceholder="模板名称或用户名" />
      </div>
      <Table<AdminPackagingTemplate>
        rowKey="id"
        {...pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage, '个')}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '没有符合条件的包装模板' }}
        columns={[
          { title: '模板名称', dataIndex: 'name' },
          { title: '用户', dataIndex: 'username' },
          { title: '类型', dataIndex: 'kind_label' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (value: PackagingStatus) => <PackagingStatusTag status={value} />,
          },
          {
            title: '设计文件',
            key: 'design',
            render: (_: unknown, row) => (
              <a href={row.design_file.url} target="_blank" rel="noreferrer">
                {row.design_file.name}
              </a>
            ),
          },
          { title: '备注', dataIndex: 'note', ellipsis: true, width: 200, responsive: ['md'] },
          { title: '费用', key: 'fees', render: (_: unknown, row) => feesText(row) },
          timeColumn('提交时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) =>
              row.status === 'pending' ? (
                <Space size={4}>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setDeciding({ row, action: 'approve' })}
                  >
                    通过
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => setDeciding({ row, action: 'reject' })}
                  >
                    驳回
                  </Button>
                </Space>
              ) : row.status === 'rejected' ? (
                <span className="work-order-muted">{row.reject_reason}</span>
              ) : null,
          },
        ]}
      />
      {deciding?.action === 'approve' ? (
        <FormModal<{ setup_fee: number; per_order_fee: number }>
          title={`审核通过「${deciding.row.name}」`}
          okText="审核通过"
          initialValues={{ setup_fee: 0, per_order_fee: 0 }}
          submit={(values) =>
            packaging.adminApprove(client, deciding.row.id, {
              setup_fee: values.setup_fee.toFixed(2),
              per_order_fee: values.per_order_fee.toFixed(2),
            })
          }
          onDone={done('已审核通过')}
          onClose={() => setDeciding(null)}
        >
          {() => (
            <>
              <Form.Item
                name="setup_fee"
                label="制版费（元，一次性）"
                rules={[{ required: true, message: '请填写制版费' }]}
              >
                <InputNumber min={0} precision={2} step={1} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="per_order_fee"
                label="每单包装费（元）"
                rules={[{ required: true, message: '请填写每单包装费' }]}
              >
                <InputNumber min={0} precision={2} step={0.5} style={{ width: '100%' }} />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
      {deciding?.action === 'reject' ? (
        <FormModal<{ reason: string }>
          title={`驳回「${deciding.row.name}」`}
          okText="驳回"
          submit={(values) => packaging.adminReject(client, deciding.row.id, values)}
          onDone={done('已驳回')}
          onClose={() => setDeciding(null)}
        >
          {() => (
            <Form.Item
              name="reason"
              label="驳回原因"
              rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]}
            >
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
