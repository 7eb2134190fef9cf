import { App, Button, Checkbox, Form, Input, Space, Table, Tabs } from 'antd';
import {
  designService,
  type AdminDesignOrder,
  type DesignOrderStatus,
  type StoredFile,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { DESIGN_ACCEPT } from '../../pages/packaging/DesignUpload.js';
import {
  DesignOrderDrawer,
  DesignStatusTag,
  designStatusTabs,
} from '../../pages/value-added/design-order-parts.js';
import { AttachmentUpload } from '../../pages/work-orders/AttachmentUpload.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { holdsWholeConsole } from '../layout/admin-menu.js';
import { DesignersCard } from './DesignersCard.js';
import '../../pages/work-orders/work-orders.css';
import '../../pages/value-added/value-added.css';

/**
 * 设计服务 in the console: the queue of design orders; a designer takes a waiting one and delivers
 * files and mockups (private uploads). Operators also manage the designer accounts here.
 */
export default function DesignQueuePage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<DesignOrderStatus | undefined>('pending');
  const [mine, setMine] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const refresh = () => setAttempt((n) => n + 1);
  const query = { status, keyword: keyword || undefined, mine: mine ? (1 as const) : undefined };
  const list = useRemote(
    () =>
      designService.adminList(
        client,
        { ...query, page, page_size: CONSOLE_PAGE_SIZE },
        { silent: true },
      ),
    `${JSON.stringify(query)}#${page}#${attempt}`,
  );
  const [opened, setOpened] = useState<AdminDesignOrder | null>(null);
  const [delivering, setDelivering] = useState<AdminDesignOrder | null>(null);
  const session = $workbench.get();
  const me = session?.info.id;
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  const take = (row: AdminDesignOrder) =>
    designService.adminTake(client, row.id).then(
      () => {
        void message.success('已接单');
        refresh();
      },
      () => undefined,
    );

  const actions = (row: AdminDesignOrder) => (
    <Space size={4}>
      <Button size="small" onClick={() => setOpened(row)}>
        详情
      </Button>
      {row.status === 'pending' ? (
        <Button size="small" type="primary" onClick={() => void take(row)}>
          接单
        </Button>
      ) : null}
      {(row.status === 'in_progress' || row.status === 'revising') && row.designer_id === me ? (
        <Button size="small" type="primary" onClick={() => setDelivering(row)}>
          交付
        </Button>
      ) : null}
    </Space>
  );

  return (
    <div className="admin-page">
      <h2 className="page-title">设计服务</h2>
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(key) => {
          setStatus(key === 'all' ? undefined : (key as DesignOrderStatus));
          setPage(1);
        }}
        items={designStatusTabs}
      />
      <div className="admin-toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="订单号、需求或用户名"
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
            style={{ width: 240 }}
          />
          <Checkbox checked={mine} onChange={(event) => setMine(event.target.checked)}>
            只看我接的单
          </Checkbox>
        </Space>
      </div>
      <Table<AdminDesignOrder>
        rowKey="id"
        {...pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage, '单')}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '没有符合条件的设计订单' }}
        columns={[
          { title: '订单号', dataIndex: 'order_no' },
          { title: '用户', dataIndex: 'username' },
          { title: '服务项目', dataIndex: 'item_name' },
          {
            title: '产品与尺码',
            key: 'product',
            render: (_: unknown, row) => `${row.product_name} · ${row.size_name}`,
          },
          { title: '交付期限', dataIndex: 'deadline' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (value: DesignOrderStatus) => <DesignStatusTag status={value} />,
          },
          { title: '设计师', dataIndex: 'designer_name', render: (v: string) => v || '—' },
          timeColumn('提交时间', 'created_at'),
          { title: '操作', key: 'actions', render: (_: unknown, row) => actions(row) },
        ]}
      />
      {/* Designer accounts are the operator role's to manage, not a designer's. */}
      {session && holdsWholeConsole(session.menu) ? <DesignersCard /> : null}
      {opened ? (
        <DesignOrderDrawer
          order={opened}
          onClose={() => setOpened(null)}
          actions={actions(opened)}
        />
      ) : null}
      {delivering ? (
        <DeliverModal
          order={delivering}
          onClose={() => setDelivering(null)}
          onDone={() => {
            setDelivering(null);
            setOpened(null);
            void message.success('已交付');
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}

/** The delivery: design files and mockups uploaded as private files, with a note. */
function DeliverModal(props: { order: AdminDesignOrder; onClose: () => void; onDone: () => void }) {
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [mockups, setMockups] = useState<StoredFile[]>([]);
  return (
    <FormModal<{ note?: string }>
      title={`交付设计稿 ${props.order.order_no}`}
      okText="交付"
      submit={(values) =>
        designService.adminDeliver(client, props.order.id, {
          file_ids: files.map((file) => file.id),
          mockup_ids: mockups.map((file) => file.id),
          note: values.note ?? '',
        })
      }
      onDone={props.onDone}
      onClose={props.onClose}
    >
      {() => (
        <>
          <Form.Item label="设计文件（验收后进入用户的我的素材）" required>
            <AttachmentUpload
              value={files}
              onChange={setFiles}
              label="上传设计文件"
              accept={DESIGN_ACCEPT}
            />
          </Form.Item>
          <Form.Item label="效果图">
            <AttachmentUpload value={mockups} onChange={setMockups} label="上传效果图" />
          </Form.Item>
          <Form.Item name="note" label="交付说明">
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
