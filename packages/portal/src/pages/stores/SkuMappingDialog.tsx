import { Alert, Checkbox, Empty, Modal, Skeleton, Tag } from 'antd';
import { orders, stores, type OrderDetail, type OrderItem, type SkuTarget } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';
import { SkuPicker } from './SkuPicker.js';
import './stores.css';

export interface SkuMappingDialogProps {
  /** The imported order whose unmapped lines are shown; null keeps the dialog closed. */
  orderId: number | null;
  onClose: () => void;
  /** After the lines were mapped: the order as the server answers it now. */
  onMapped?: (order: OrderDetail) => void;
}

function LineFacts({ item }: { item: OrderItem }) {
  return (
    <div className="sku-line-facts">
      <div className="sku-line-title">{item.store_title || item.name || '店铺商品'}</div>
      <div className="sku-line-meta">
        {item.store_sku ? <Tag>SKU {item.store_sku}</Tag> : null}
        {item.store_variant_id ? <Tag>变体 {item.store_variant_id}</Tag> : null}
        <span>× {item.quantity}</span>
      </div>
      {item.customisation.length > 0 && (
        <div className="sku-line-custom">
          {item.customisation.map((attr) => `${attr.key}：${attr.value}`).join('；')}
        </div>
      )}
    </div>
  );
}

/**
 * Maps an imported order's unmapped store lines to PodKit SKUs. Self-contained: give it an order
 * id (from the store screen or the order table) and it loads the order, lets the reseller pick a
 * SKU per line, and with 保存此映射 keeps the choice for the store's later orders.
 */
export function SkuMappingDialog({ orderId, onClose, onMapped }: SkuMappingDialogProps) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [targets, setTargets] = useState<Record<number, SkuTarget | null>>({});
  const [saveMapping, setSaveMapping] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setOrder(null);
    setFailed(false);
    setTargets({});
    setSaveMapping(true);
    if (orderId === null) return;
    let live = true;
    orders.getOrder(client, orderId).then(
      (detail) => live && setOrder(detail),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  const unmapped = order?.items.filter((item) => item.item_type === 'unmapped') ?? [];
  const ready = unmapped.length > 0 && unmapped.every((item) => targets[item.id]);

  const save = async () => {
    setSaving(true);
    try {
      let latest = order;
      for (const item of unmapped) {
        const target = targets[item.id];
        if (!target) continue;
        latest = await stores.mapOrderLine(client, {
          ...target,
          order_item_id: item.id,
          save_mapping: saveMapping,
        });
      }
      if (latest) onMapped?.(latest);
      onClose();
    } catch {
      // The client has shown why; the lines mapped so far stay mapped.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={orderId !== null}
      title={order ? `映射 SKU：${order.platform_order_name ?? order.order_no}` : '映射 SKU'}
      okText="确定"
      cancelText="取消"
      onOk={() => void save()}
      okButtonProps={{ disabled: !ready, loading: saving }}
      onCancel={onClose}
      mask={{ closable: false }}
      width={720}
      destroyOnHidden
    >
      {failed ? (
        <Alert type="error" showIcon title="订单加载失败，请关闭后重试" />
      ) : !order ? (
        <Skeleton active />
      ) : unmapped.length === 0 ? (
        <Empty description="该订单的商品都已映射" />
      ) : (
        <div className="sku-mapping">
          <p className="sku-mapping-hint">
            为每个店铺商品选择对应的 PodKit 商品规格，映射后订单即可付款。
          </p>
          {unmapped.map((item) => (
            <div key={item.id} className="sku-mapping-line" data-testid="unmapped-line">
              <LineFacts item={item} />
              <SkuPicker
                ariaLabel={item.store_sku ?? item.store_title ?? `商品 ${item.id}`}
                onChange={(target) => setTargets((now) => ({ ...now, [item.id]: target }))}
              />
            </div>
          ))}
          <Checkbox checked={saveMapping} onChange={(e) => setSaveMapping(e.target.checked)}>
            保存此映射
          </Checkbox>
          <div className="sku-mapping-note">
            勾选后，该店铺以后同一 SKU 的订单会自动使用此映射。
          </div>
        </div>
      )}
    </Modal>
  );
}
