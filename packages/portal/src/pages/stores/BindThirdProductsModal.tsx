import { Alert, Form, Modal, Select, Table } from 'antd';
import {
  products,
  thirdProducts,
  type DesignedProductSku,
  type ThirdProduct,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';
import { ProductPicker } from '../products/ProductPicker.js';
import { guessSku } from './third-product-guess.js';

/**
 * 关联平台 SKU for one or many store products: pick one of the reseller's designs, then each
 * store product's colour × size (guessed from its title or SKU where it can be).
 */
export function BindThirdProductsModal({
  rows,
  onClose,
  onBound,
}: {
  rows: ThirdProduct[];
  onClose: () => void;
  onBound: () => void;
}) {
  const [productId, setProductId] = useState<number>();
  const [skus, setSkus] = useState<DesignedProductSku[]>([]);
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!productId) return;
    let live = true;
    products.getDesigned(client, productId, { silent: true }).then(
      (detail) => {
        if (!live) return;
        setSkus(detail.skus);
        const guessed = new Map<number, number>();
        for (const row of rows) {
          const id = guessSku(`${row.title} ${row.sku}`, detail.skus);
          if (id !== undefined) guessed.set(row.id, id);
        }
        setChosen(guessed);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [productId, rows]);

  async function bind() {
    setSaving(true);
    try {
      await thirdProducts.bind(client, {
        items: [...chosen].map(([id, skuId]) => ({ id, designed_product_sku_id: skuId })),
      });
      onBound();
    } catch {
      setSaving(false);
    }
  }

  const missing = rows.length - chosen.size;
  return (
    <Modal
      open
      width={760}
      title={`关联平台 SKU（${rows.length} 个商品）`}
      okText={missing ? `关联已选的 ${chosen.size} 个` : '关联'}
      cancelText="取消"
      okButtonProps={{ disabled: chosen.size === 0 }}
      confirmLoading={saving}
      onOk={() => void bind()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="我的商品" extra="选择对应的设计商品，再为每个店铺商品选择颜色和尺码">
          <ProductPicker value={productId} onChange={setProductId} />
        </Form.Item>
      </Form>
      {productId && missing > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${missing} 个商品未能按名称自动匹配颜色和尺码，请手动选择`}
        />
      ) : null}
      <Table<ThirdProduct>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 320, x: 600 }}
        dataSource={rows}
        columns={[
          { title: '店铺商品', dataIndex: 'title', width: 240 },
          {
            title: '店铺 SKU',
            key: 'sku',
            width: 140,
            render: (_, row) => row.sku || `变体 ${row.variant_id}`,
          },
          {
            title: '平台 SKU',
            key: 'target',
            render: (_, row) => (
              <Select
                allowClear
                disabled={!productId}
                placeholder="颜色 / 尺码"
                aria-label={`${row.title} 的平台 SKU`}
                style={{ width: 200 }}
                value={chosen.get(row.id)}
                options={skus.map((sku) => ({
                  value: sku.id,
                  label: `${sku.color_name} / ${sku.size_name}`,
                }))}
                onChange={(value: number | undefined) =>
                  setChosen((current) => {
                    const next = new Map(current);
                    if (value === undefined) next.delete(row.id);
                    else next.set(row.id, value);
                    return next;
                  })
                }
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
