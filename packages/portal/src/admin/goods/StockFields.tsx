import { Button, Form, InputNumber, Space, type FormInstance } from 'antd';
import type { GoodsFormValues } from './goods-form.js';

/** A saved stock as the form shows it: the number, and the way to its 库存流水 and 调整库存. */
export function SavedStock(props: { value?: number; onOpen: (stock: number) => void }) {
  const stock = props.value ?? 0;
  return (
    <Space>
      <span className="goods-stock-value">{stock} 件</span>
      <Button size="small" onClick={() => props.onOpen(stock)}>
        调整库存 / 流水
      </Button>
    </Space>
  );
}

/**
 * A SKU row's stock: a saved SKU's moves only by 调整库存 (a ledger row with a reason); a new
 * SKU's number is its opening stock, sent with the form.
 */
export function SkuStockField(props: {
  form: FormInstance<GoodsFormValues>;
  name: number;
  onOpen: (skuId: number, stock: number, label: string) => void;
}) {
  const sku = Form.useWatch(['skus', props.name], props.form) as
    GoodsFormValues['skus'][number] | undefined;
  if (sku?.id) {
    const skuId = sku.id;
    const label = (sku.spec_values ?? []).map((spec) => `${spec.name} ${spec.value}`).join(' ');
    return (
      <Form.Item name={[props.name, 'stock']} label="库存">
        <SavedStock onOpen={(stock) => props.onOpen(skuId, stock, label || sku.code)} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={[props.name, 'stock']}
      label="期初库存"
      rules={[{ required: true, message: '请填写库存' }]}
    >
      <InputNumber min={0} precision={0} />
    </Form.Item>
  );
}
