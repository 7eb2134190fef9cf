import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import { coupons, normalizeKeyword, type AdminCoupon } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDate } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { client } from '../../sdk/client.js';
import { RowActions } from '../components/ConsoleTabsPage.js';
import { useConsoleList } from '../components/use-console-list.js';
import { CouponFormModal } from './CouponFormModal.js';
import { useSearchParams } from 'react-router';
import { writeListParams } from '../../public/products/components/list-params.js';

/** Usernames typed one per line or separated by commas, blanks dropped, each once. */
export function usernamesFrom(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，]+/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

function IssueModal({
  coupon,
  onClose,
}: {
  coupon: AdminCoupon;
  onClose: (issued: boolean) => void;
}) {
  const [form] = Form.useForm<{ usernames: string; quantity: number }>();
  const [busy, setBusy] = useState(false);
  async function issue() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await coupons.adminIssue(client, coupon.id, {
        usernames: usernamesFrom(values.usernames),
        quantity: values.quantity,
      });
      onClose(true);
    } catch {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={`发放「${coupon.name}」`}
      okText="发放"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void issue()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ quantity: 1 }}>
        <Form.Item
          label="用户名（每行一个，或用逗号分隔）"
          name="usernames"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                usernamesFrom(value ?? '').length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('请填写至少一个用户名')),
            },
          ]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item label="每人张数" name="quantity">
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /admin/coupons: coupons (amount or percent off, minimum spend, validity) and issuing them. */
export default function CouponsPage() {
  const [search, setSearch] = useSearchParams();
  const { list, rows, refresh, run, pagination } = useConsoleList('status', (filters) =>
    coupons.adminList(client, filters, { silent: true }),
  );
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [issuing, setIssuing] = useState<AdminCoupon | null>(null);

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  return (
    <div className="admin-page">
      <h2 className="page-title">优惠券</h2>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          defaultValue={search.get('keyword') ?? ''}
          placeholder="优惠券名称"
          aria-label="搜索优惠券"
          className="admin-toolbar-search"
          onSearch={(value) =>
            setSearch(writeListParams(search, { keyword: normalizeKeyword(value) }))
          }
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建优惠券
        </Button>
      </div>
      <Table<AdminCoupon>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={pagination}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '优惠',
            key: 'value',
            render: (_, row) =>
              row.kind === 'amount' ? `减 ¥${row.amount_off}` : `${row.percent_off}% off`,
          },
          {
            title: '门槛',
            dataIndex: 'min_spend',
            render: (value: string) => (value === '0.00' ? '无门槛' : `满 ¥${value}`),
          },
          {
            title: '有效期',
            key: 'period',
            render: (_, row) => `${formatDate(row.valid_from)} 至 ${formatDate(row.valid_to)}`,
          },
          { title: '已发放', dataIndex: 'issued_count' },
          { title: '已使用', dataIndex: 'used_count' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: 0 | 1) =>
              status === 1 ? <Tag color="green">可发放</Tag> : <Tag>已停发</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  disabled={row.status !== 1}
                  onClick={() => setIssuing(row)}
                >
                  发放
                </Button>
                <RowActions
                  name={row.name}
                  onEdit={() => setEditing(row)}
                  onDelete={() => void run(coupons.adminRemove(client, row.id))}
                  deleteNote="已发放的优惠券不能删除，可改为停发。"
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <CouponFormModal
          {...(editing === 'new' ? {} : { coupon: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {issuing ? (
        <IssueModal
          coupon={issuing}
          onClose={(issued) => {
            setIssuing(null);
            if (issued) refresh();
          }}
        />
      ) : null}
    </div>
  );
}
