import { Alert, InputNumber, Modal, Skeleton, Table } from 'antd';
import { cart, products } from '@podkit/sdk-core';
import { MAX_CART_QUANTITY } from '@podkit/workbench-widgets';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { refreshCartTotal } from '../cart/cart-total.js';
import { cartLinesOf, cellKey, skuGrid } from './sku-quantities.js';

/**
 * 加入购物车 for a saved design: one quantity per colour × size in one dialog, added together
 * (addCartItems: all or nothing).
 */
export function AddDesignToCartModal({
  productId,
  onClose,
}: {
  productId: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const product = useRemote(
    () => products.getDesigned(client, productId, { silent: true }),
    `${productId}#${attempt}`,
  );
  const [quantities, setQuantities] = useState<Map<string, number>>(new Map());
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(0);
  const grid = useMemo(
    () => (product.state === 'done' ? skuGrid(product.data.skus) : null),
    [product],
  );
  const lines = cartLinesOf(productId, quantities);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);

  async function add() {
    setBusy(true);
    try {
      await cart.addItems(client, { items: lines });
      setAdded(pieces);
      setQuantities(new Map());
      void refreshCartTotal();
    } catch {
      // Shown by the client; nothing was added.
    } finally {
      setBusy(false);
    }
  }

  const setQuantity = (cell: string, value: number | null) =>
    setQuantities((current) => new Map(current).set(cell, value ?? 0));

  return (
    <Modal
      open
      title={product.state === 'done' ? `加入购物车：${product.data.name}` : '加入购物车'}
      okText={pieces > 0 ? `加入购物车（${pieces} 件）` : '加入购物车'}
      okButtonProps={{ disabled: lines.length === 0 }}
      cancelText={added > 0 ? '关闭' : '取消'}
      confirmLoading={busy}
      onOk={() => void add()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={720}
    >
      {product.state === 'failed' ? <Unreachable onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {product.state === 'loading' ? <Skeleton active /> : null}
      {added > 0 ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已加入购物车 ${added} 件`}
          action={
            <a
              onClick={() => {
                onClose();
                navigate('/main/cart');
              }}
            >
              去购物车结算
            </a>
          }
        />
      ) : null}
      {grid ? (
        <>
          <p className="muted">
            在需要的颜色与尺码格子里填写数量，留空或 0
            表示不要；价格按你当前的会员等级在购物车中计算。
          </p>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 120 + grid.sizes.length * 110 }}
            dataSource={grid.colors}
            columns={[
              { title: '颜色 \\ 尺码', dataIndex: 'name', width: 120, fixed: 'left' },
              ...grid.sizes.map((size) => ({
                title: size.name,
                key: `size-${size.id}`,
                width: 110,
                render: (_: unknown, color: { id: number; name: string }) => {
                  const sku = grid.skuAt(color.id, size.id);
                  if (!sku) return <span className="muted">—</span>;
                  const cell = cellKey(color.id, size.id);
                  return (
                    <div className="design-cart-cell">
                      <InputNumber
                        min={0}
                        max={MAX_CART_QUANTITY}
                        precision={0}
                        size="small"
                        aria-label={`${color.name} ${size.name} 数量`}
                        value={quantities.get(cell) || null}
                        placeholder="0"
                        onChange={(value) => setQuantity(cell, value)}
                      />
                    </div>
                  );
                },
              })),
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
