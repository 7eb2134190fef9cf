import { Descriptions, Drawer, Space, Tag, Timeline } from 'antd';
import {
  DESIGN_ORDER_STATUS_LABELS,
  type DesignFile,
  type DesignOrder,
  type DesignOrderStatus,
} from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { drawerSize } from '../work-orders/drawer-size.js';

const STATUS_COLOR: Record<DesignOrderStatus, string> = {
  pending: 'gold',
  in_progress: 'blue',
  delivered: 'purple',
  revising: 'orange',
  accepted: 'green',
  cancelled: 'default',
};

export function DesignStatusTag({ status }: { status: DesignOrderStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{DESIGN_ORDER_STATUS_LABELS[status]}</Tag>;
}

export const designStatusTabs = [
  { key: 'all', label: '全部' },
  ...(Object.keys(DESIGN_ORDER_STATUS_LABELS) as DesignOrderStatus[]).map((key) => ({
    key,
    label: DESIGN_ORDER_STATUS_LABELS[key],
  })),
];

/** Private files open through their signed links, each as a named link. */
function FileLinks({ files }: { files: DesignFile[] }) {
  if (files.length === 0) return <span>—</span>;
  return (
    <Space wrap size={8}>
      {files.map((file) => (
        <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
          {file.name}
        </a>
      ))}
    </Space>
  );
}

/** A design order's brief, product, deadline and every step with its files, for both sides. */
export function DesignOrderDrawer(props: {
  order: DesignOrder;
  extra?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const { order } = props;
  return (
    <Drawer
      open
      title={`设计订单 ${order.order_no}`}
      size={drawerSize()}
      onClose={props.onClose}
      footer={props.actions ? <Space wrap>{props.actions}</Space> : null}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'status', label: '状态', children: <DesignStatusTag status={order.status} /> },
          { key: 'item', label: '服务项目', children: `${order.item_name}（¥${order.price}）` },
          {
            key: 'product',
            label: '产品与尺码',
            children: `${order.product_name} · ${order.size_name}`,
          },
          { key: 'deadline', label: '交付期限', children: order.deadline },
          { key: 'designer', label: '设计师', children: order.designer_name || '待接单' },
          {
            key: 'revisions',
            label: '修改次数',
            children: `已用 ${order.revisions_used} / ${order.revisions_included} 次`,
          },
          { key: 'brief', label: '设计需求', children: order.brief },
          { key: 'refs', label: '参考图', children: <FileLinks files={order.references} /> },
        ]}
      />
      {props.extra}
      <h3 className="design-order-heading">进度</h3>
      <Timeline
        items={order.events.map((event) => ({
          key: event.id,
          content: (
            <div>
              <strong>{event.kind_label}</strong>
              <span className="work-order-muted">
                {' '}
                {event.actor_name} · {formatDateTime(event.created_at)}
              </span>
              {event.note ? <div>{event.note}</div> : null}
              {event.files.length > 0 ? (
                <div>
                  设计文件：
                  <FileLinks files={event.files} />
                </div>
              ) : null}
              {event.mockups.length > 0 ? (
                <div>
                  效果图：
                  <FileLinks files={event.mockups} />
                </div>
              ) : null}
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
