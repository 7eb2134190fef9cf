import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Popconfirm, Table, Tabs } from 'antd';
import { designService, type DesignOrder, type DesignOrderStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormModal } from '../../components/FormModal.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from '../catalog/screen-path.js';
import { DesignOrderDrawer, DesignStatusTag, designStatusTabs } from './design-order-parts.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';
import './value-added.css';

const PAGE_SIZE = 10;

/**
 * valueAddedServicesDesign (设计服务): the reseller's design orders by state; an order opens
 * (?id=) with its steps and files, to cancel before a designer takes it, ask for a revision or
 * accept the delivery, after which the files are in 我的素材 for the editor.
 */
export default function DesignServicePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [status, setStatus] = useState<DesignOrderStatus | undefined>();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const list = useRemote(
    () => designService.list(client, { status, page, page_size: PAGE_SIZE }, { silent: true }),
    `${status}#${page}#${attempt}`,
  );
  const openId = Number(search.get('id')) || null;
  const open = (id: number | null) => setSearch(id ? { id: String(id) } : {});
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  return (
    <div className="shop-page">
      <div className="shop-filters">
        <h2 className="page-title">设计服务</h2>
        <Permission name="buy">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(screenPath('serviceDesign'))}
          >
            提交设计需求
          </Button>
        </Permission>
      </div>
      <p className="work-order-muted">
        提交需求并用余额支付后，设计师接单出图；交付后可申请修改（每单含 2
        次免费修改）或确认验收，验收的设计文件自动加入「我的素材」，可直接在设计器中使用。设计师接单前可取消，费用退回余额。
      </p>
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(key) => {
          setStatus(key === 'all' ? undefined : (key as DesignOrderStatus));
          setPage(1);
        }}
        items={designStatusTabs}
      />
      <Table<DesignOrder>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage, '单')}
        scroll={{ x: 820 }}
        locale={{ emptyText: '还没有设计订单' }}
        columns={[
          { title: '订单号', dataIndex: 'order_no', width: 170, fixed: 'left' },
          { title: '服务项目', dataIndex: 'item_name', width: 120 },
          { title: '金额', dataIndex: 'price', width: 90, render: (v: string) => `¥${v}` },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (value: DesignOrderStatus) => <DesignStatusTag status={value} />,
          },
          { title: '需求', dataIndex: 'brief', ellipsis: true },
          { title: '交付期限', dataIndex: 'deadline', width: 110 },
          timeColumn('提交时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => open(row.id)} aria-label={`查看 ${row.order_no}`}>
                查看
              </Button>
            ),
          },
        ]}
      />
      {openId ? <OrderDrawer id={openId} onClose={() => open(null)} onChanged={refresh} /> : null}
    </div>
  );
}

/** One order with what the reseller may do at its state. */
function OrderDrawer(props: { id: number; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const [attempt, setAttempt] = useState(0);
  const [revising, setRevising] = useState(false);
  const order = useRemote(() => designService.get(client, props.id), `${props.id}#${attempt}`);
  if (order.state !== 'done') return null;
  const row = order.data;
  const after = (text: string) => () => {
    void message.success(text);
    setAttempt((n) => n + 1);
    props.onChanged();
  };
  const run = (action: Promise<unknown>, text: string) => action.then(after(text), () => undefined);
  const designPath = `/design/singleDesign?id=${row.product_id ?? ''}`;

  return (
    <>
      <DesignOrderDrawer
        order={row}
        onClose={props.onClose}
        extra={
          row.status === 'accepted' ? (
            <p className="design-order-done">
              设计文件已加入「我的素材」（{row.material_ids.length} 个）。
              <Link to={designPath}>去设计器使用</Link>
            </p>
          ) : null
        }
        actions={
          <>
            {row.status === 'pending' ? (
              <Permission name="cancel">
                <Popconfirm
                  title="取消订单后费用退回余额，确定取消？"
                  okText="取消订单"
                  cancelText="再想想"
                  onConfirm={() =>
                    run(designService.cancel(client, row.id), '订单已取消，费用已退回余额')
                  }
                >
                  <Button danger>取消订单</Button>
                </Popconfirm>
              </Permission>
            ) : null}
            {row.status === 'delivered' ? (
              <>
                <Permission name="revise">
                  <Button
                    disabled={row.revisions_used >= row.revisions_included}
                    onClick={() => setRevising(true)}
                  >
                    申请修改（剩 {row.revisions_included - row.revisions_used} 次）
                  </Button>
                </Permission>
                <Permission name="accept">
                  <Button
                    type="primary"
                    onClick={() =>
                      run(designService.accept(client, row.id), '已验收，设计文件已加入我的素材')
                    }
                  >
                    确认验收
                  </Button>
                </Permission>
              </>
            ) : null}
          </>
        }
      />
      {revising ? (
        <FormModal<{ note: string }>
          title={`申请修改 ${row.order_no}`}
          okText="提交修改意见"
          submit={(values) => designService.revise(client, row.id, values)}
          onDone={() => {
            setRevising(false);
            after('修改意见已提交')();
          }}
          onClose={() => setRevising(false)}
        >
          {() => (
            <Form.Item
              name="note"
              label="修改意见"
              rules={[{ required: true, whitespace: true, message: '请填写修改意见' }]}
            >
              <Input.TextArea rows={4} maxLength={2000} placeholder="哪里需要修改，改成什么样" />
            </Form.Item>
          )}
        </FormModal>
      ) : null}
    </>
  );
}
