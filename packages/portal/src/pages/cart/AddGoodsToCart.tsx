import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { cart, type OrdinaryProduct, type OrdinaryProductSku } from '@podkit/sdk-core';
import { MAX_CART_QUANTITY } from '@podkit/workbench-widgets';
import { useState } from 'react';
import { Link } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { refreshCartTotal } from './cart-total.js';

/** Quantity and 加入购物车 for a general good (its chosen SKU when it has SKUs). */
export function AddGoodsToCart({
  goods,
  sku,
}: {
  goods: OrdinaryProduct;
  sku: OrdinaryProductSku | null;
}) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const stock = goods.skus.length > 0 ? (sku?.stock ?? 0) : goods.stock;
  const choosable = goods.skus.length === 0 || sku !== null;

  async function add() {
    setBusy(true);
    try {
      await cart.addItem(client, {
        goods_id: goods.id,
        ...(sku ? { goods_sku_id: sku.id } : {}),
        quantity,
      });
      setAdded(true);
      void refreshCartTotal();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Permission name="addCart">
      <Space wrap className="blank-detail-actions">
        <InputNumber
          aria-label="购买数量"
          min={1}
          max={Math.max(1, Math.min(stock, MAX_CART_QUANTITY))}
          precision={0}
          value={quantity}
          onChange={(value) => setQuantity(value ?? 1)}
        />
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          loading={busy}
          disabled={!choosable || stock <= 0}
          onClick={() => void add()}
        >
          加入购物车
        </Button>
        {added ? <Link to="/main/cart">去购物车结算</Link> : null}
      </Space>
    </Permission>
  );
}
