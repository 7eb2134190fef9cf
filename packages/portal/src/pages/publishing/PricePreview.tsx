import { Table } from 'antd';
import { priceTemplates, type PriceTemplateInput } from '@podkit/sdk-core';
import { useState } from 'react';
import { failureText } from '../../components/failure-text.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { ProductPicker } from '../products/ProductPicker.js';

/** The prices a rule gives one of the reseller's products, SKU by SKU, as it is being edited. */
export function PricePreview({ rule }: { rule: Partial<PriceTemplateInput> | undefined }) {
  const [productId, setProductId] = useState<number | undefined>();
  const complete =
    rule?.currency && Number(rule.factor) > 0 && rule.addend !== undefined && rule.rounding;
  const asked =
    productId !== undefined && complete
      ? {
          product_id: productId,
          template: {
            currency: rule.currency!,
            factor: String(rule.factor),
            addend: String(rule.addend ?? '0'),
            rounding: rule.rounding!,
          },
        }
      : null;
  const preview = useRemote(
    () => (asked ? priceTemplates.preview(client, asked, { silent: true }) : Promise.resolve(null)),
    JSON.stringify(asked),
  );

  return (
    <section className="publish-preview" aria-label="价格预览">
      <div className="publish-preview-head">
        <strong>价格预览</strong>
        <ProductPicker value={productId} onChange={setProductId} placeholder="选择商品" />
      </div>
      {productId === undefined ? (
        <p className="shop-muted">选择一个商品，查看按此模板算出的各 SKU 售价</p>
      ) : preview.state === 'failed' ? (
        <p className="shop-danger">{failureText(preview.error, '预览失败，请稍后重试')}</p>
      ) : (
        <Table
          size="small"
          rowKey="sku"
          loading={preview.state === 'loading'}
          dataSource={preview.state === 'done' ? (preview.data?.rows ?? []) : []}
          pagination={false}
          scroll={{ x: 480, y: 240 }}
          columns={[
            { title: 'SKU', dataIndex: 'sku' },
            { title: '颜色', dataIndex: 'color_name', width: 90 },
            { title: '尺码', dataIndex: 'size_name', width: 70 },
            { title: '成本（元）', dataIndex: 'cost', width: 100 },
            {
              title: `售价（${preview.state === 'done' ? (preview.data?.currency ?? '') : ''}）`,
              dataIndex: 'price',
              width: 100,
              render: (value: string) => <span className="shop-price">{value}</span>,
            },
          ]}
        />
      )}
    </section>
  );
}
