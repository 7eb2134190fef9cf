import { Descriptions } from 'antd';
import type { OrderReturnDetail } from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { FileThumbs } from '../work-orders/FileThumbs.js';
import { ReturnStatusTag } from './return-tags.js';

/** What a request is about: number, state, order, lines, resolution, reason, photos and outcome. */
export function ReturnSummary(props: { detail: OrderReturnDetail; extra?: ReactNode }) {
  const { detail } = props;
  return (
    <Descriptions size="small" column={1} bordered className="order-return-summary">
      <Descriptions.Item label="申请单号">{detail.return_no}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <ReturnStatusTag status={detail.status} />
      </Descriptions.Item>
      {props.extra}
      <Descriptions.Item label="订单">{detail.order_no}</Descriptions.Item>
      <Descriptions.Item label="商品">
        {detail.lines.map((line) => (
          <div key={line.order_item_id}>
            {line.name} <span className="work-order-muted">{line.sku_text}</span> × {line.quantity}
            （单价 ¥{line.unit_price}）
          </div>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label="处理方式">
        {detail.resolution_label}
        {detail.requested_amount ? `（申请 ¥${detail.requested_amount}）` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="退货原因">
        <div className="work-order-text">{detail.reason}</div>
      </Descriptions.Item>
      {detail.photos.length > 0 ? (
        <Descriptions.Item label="图片">
          <FileThumbs files={detail.photos} label="退货图片" />
        </Descriptions.Item>
      ) : null}
      {detail.approved_amount ? (
        <Descriptions.Item label="已退款">
          ¥{detail.approved_amount}（已退回余额）
        </Descriptions.Item>
      ) : null}
      {detail.replacement_order_no ? (
        <Descriptions.Item label="补发订单">{detail.replacement_order_no}</Descriptions.Item>
      ) : null}
      {detail.operator_note ? (
        <Descriptions.Item label="平台说明">
          <div className="work-order-text">{detail.operator_note}</div>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="申请时间">{formatDateTime(detail.created_at)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The request's history, oldest first: who did what, with their words and photos. */
export function ReturnHistory({ detail }: { detail: OrderReturnDetail }) {
  return (
    <ol className="order-return-history" aria-label="处理记录">
      {detail.history.map((step, index) => (
        <li key={index} data-author={step.author}>
          <div className="work-order-muted">
            {formatDateTime(step.created_at)} · {step.author === 'operator' ? '平台' : '用户'}{' '}
            {step.author_name} · {step.action_label}
          </div>
          {step.note ? <div className="work-order-text">{step.note}</div> : null}
          <FileThumbs files={step.photos} label={`${step.action_label}图片`} />
        </li>
      ))}
    </ol>
  );
}
