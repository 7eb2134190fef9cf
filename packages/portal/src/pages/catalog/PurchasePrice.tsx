import { Skeleton } from 'antd';
import type { PurchaseRule } from '@podkit/sdk-core';
import type { Remote } from '../../components/use-remote.js';
import { savingPercent } from '../../public/products/components/money.js';

/** The chosen SKU's purchase price for the reseller's level, against its list price. */
export function PurchasePrice({ rule }: { rule: Remote<PurchaseRule | null> }) {
  if (rule.state === 'loading') return <Skeleton.Input active size="small" />;
  if (rule.state === 'failed')
    return <span className="blank-detail-hint">价格暂时无法获取，请稍后重试</span>;
  if (!rule.data) return <span className="blank-detail-hint">请选择颜色和尺码</span>;
  const saving = savingPercent(rule.data.original_price, rule.data.purchase_price);
  return (
    <div className="blank-detail-price" aria-label="采购价">
      <span className="price" data-testid="purchase-price">
        ¥{rule.data.purchase_price}
      </span>
      {saving > 0 && <del>¥{rule.data.original_price}</del>}
      <span className="blank-detail-price-note">
        {rule.data.level_name ? `${rule.data.level_name}价` : '采购价'}
        {saving > 0 ? `，省 ${saving}%` : ''} · 重量 {rule.data.weight_grams} g
      </span>
    </div>
  );
}
