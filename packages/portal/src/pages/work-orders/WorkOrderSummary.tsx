import { Descriptions } from 'antd';
import type { WorkOrderDetail } from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { FileThumbs } from './FileThumbs.js';
import { WorkOrderStatusTag } from './work-order-tags.js';

/** What a ticket is about: number, state, type, order and lines, description and photos. */
export function WorkOrderSummary(props: { detail: WorkOrderDetail; extra?: ReactNode }) {
  const { detail } = props;
  return (
    <Descriptions size="small" column={1} bordered className="work-order-summary">
      <Descriptions.Item label="工单号">{detail.ticket_no}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <WorkOrderStatusTag status={detail.status} />
      </Descriptions.Item>
      <Descriptions.Item label="类型">{detail.type_label}</Descriptions.Item>
      {props.extra}
      <Descriptions.Item label="订单">{detail.order_no || '无（一般咨询）'}</Descriptions.Item>
      {detail.lines.length > 0 ? (
        <Descriptions.Item label="商品">
          {detail.lines.map((line) => (
            <div key={line.id}>
              {line.name} <span className="work-order-muted">{line.sku_text}</span> ×{' '}
              {line.quantity}
            </div>
          ))}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="问题描述">
        <div className="work-order-text">{detail.description}</div>
      </Descriptions.Item>
      {detail.photos.length > 0 ? (
        <Descriptions.Item label="图片">
          <FileThumbs files={detail.photos} label="问题图片" />
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="提交时间">{formatDateTime(detail.created_at)}</Descriptions.Item>
    </Descriptions>
  );
}
