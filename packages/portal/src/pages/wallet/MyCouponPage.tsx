import { Card, Empty, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { coupons, type UserCoupon, type UserCouponStatus } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDate } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import '../cart/shop.css';

const TABS: Array<{ key: UserCouponStatus; label: string }> = [
  { key: 'usable', label: '可使用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
];
const PAGE_SIZE = 12;

/** What a coupon takes off, as people read it. */
export function couponValue(coupon: Pick<UserCoupon, 'kind' | 'amount_off' | 'percent_off'>) {
  // 10 % off reads as 9 折.
  return coupon.kind === 'amount'
    ? `¥${coupon.amount_off}`
    : `${(100 - coupon.percent_off) / 10} 折`;
}

/** myCoupon: the reseller's coupons by status, with terms and validity. */
export default function MyCouponPage() {
  const [status, setStatus] = useState<UserCouponStatus>('usable');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(
    () => coupons.listMine(client, { status, page, page_size: PAGE_SIZE }, { silent: true }),
    `${status}#${page}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  const counts = list.state === 'done' ? list.data.counts : null;

  return (
    <div className="shop-page">
      <h2 className="page-title">我的优惠券</h2>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as UserCouponStatus);
          setPage(1);
        }}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: counts ? `${tab.label}（${counts[tab.key]}）` : tab.label,
        }))}
      />
      {list.state === 'loading' ? (
        <Skeleton active />
      ) : list.data.data.length === 0 ? (
        <Empty description="暂无优惠券" />
      ) : (
        <div className="coupon-grid">
          {list.data.data.map((coupon) => (
            <Card key={coupon.id} size="small" className="coupon-card" data-status={coupon.status}>
              <div className="coupon-value">{couponValue(coupon)}</div>
              <div className="coupon-name">{coupon.name}</div>
              <div className="shop-muted">
                {coupon.min_spend !== '0.00' ? `满 ¥${coupon.min_spend} 可用` : '无门槛'}
              </div>
              <div className="shop-muted">
                {formatDate(coupon.valid_from)} 至 {formatDate(coupon.valid_to)}
              </div>
              <Tag color={coupon.status === 'usable' ? 'green' : 'default'}>
                {coupon.status_label}
              </Tag>
              {coupon.used_order_no ? (
                <span className="shop-muted">订单 {coupon.used_order_no}</span>
              ) : null}
            </Card>
          ))}
        </div>
      )}
      {list.state === 'done' && list.data.total > PAGE_SIZE ? (
        <Pagination
          align="end"
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}
