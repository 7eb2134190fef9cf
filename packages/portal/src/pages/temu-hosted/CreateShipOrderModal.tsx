import { InputNumber, Modal, Table } from 'antd';
import {
  temuHosted,
  type TemuPurchaseOrder,
  type TemuPurchaseOrderLine,
  type TemuShipOrder,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

/** What is still to ship of a SKU: ordered, less what Temu received and PodKit ship orders hold. */
export const leftToShip = (line: TemuPurchaseOrderLine) =>
  Math.max(0, line.purchase_quantity - line.delivered_quantity - line.planned_quantity);

/** 创建发货单: how many of each SKU of the purchase order this ship order carries. */
export function CreateShipOrderModal({
  order,
  onCreated,
  onClose,
}: {
  order: TemuPurchaseOrder;
  onCreated: (ship: TemuShipOrder) => void;
  onClose: () => void;
}) {
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(order.lines.map((line) => [line.id, leftToShip(line)])),
  );
  const [saving, setSaving] = useState(false);
  async function create() {
    setSaving(true);
    try {
      const ship = await temuHosted.createShipOrder(client, {
        purchase_order_id: order.id,
        lines: order.lines
          .map((line) => ({ purchase_order_line_id: line.id, quantity: quantities[line.id] ?? 0 }))
          .filter((line) => line.quantity > 0),
      });
      onCreated(ship);
    } catch {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`创建发货单：${order.sub_purchase_order_sn}`}
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void create()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Table<TemuPurchaseOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.lines}
        scroll={{ x: 520 }}
        columns={[
          { title: 'SKU', render: (_, line) => line.spec || line.sku_code || line.product_sku_id },
          { title: '下单', dataIndex: 'purchase_quantity', width: 70 },
          { title: '可发', render: (_, line) => leftToShip(line), width: 70 },
          {
            title: '本次发货',
            width: 120,
            render: (_, line) => (
              <InputNumber
                aria-label={`本次发货 ${line.spec || line.sku_code}`}
                min={0}
                max={leftToShip(line)}
                precision={0}
                value={quantities[line.id] ?? 0}
                onChange={(value) => setQuantities((q) => ({ ...q, [line.id]: value ?? 0 }))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
