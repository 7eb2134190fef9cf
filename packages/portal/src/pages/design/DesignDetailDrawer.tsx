import { Alert, Button, Descriptions, Drawer, Image, Space, Table, Tag } from 'antd';
import { products, type DesignedProduct } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AddDesignToCartModal } from './AddDesignToCartModal.js';
import { reopenDesignPath, STATUS_TEXT } from './design-paths.js';

const FILE_STATE = {
  pending: { text: '生成中', color: 'processing' },
  ready: { text: '已生成', color: 'success' },
  failed: { text: '失败', color: 'error' },
} as const;

/** A design record in full: SKUs with prices, print files and mockups with their states. */
export function DesignDetailDrawer(props: { id: number | null; onClose(): void }) {
  const [product, setProduct] = useState<DesignedProduct | null>(null);
  const [ordering, setOrdering] = useState(false);

  useEffect(() => {
    setProduct(null);
    if (!props.id) return;
    let current = true;
    products.getDesigned(client, props.id).then(
      (next) => current && setProduct(next),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [props.id]);

  const colorName = (id: number) => product?.skus.find((s) => s.color_id === id)?.color_name ?? '';
  const viewName = (id: number) =>
    product?.print_files.find((f) => f.view_id === id)?.view_name ?? '';

  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      title={product?.name ?? '设计详情'}
      size="large"
      loading={props.id !== null && !product}
      extra={
        product ? (
          <Space>
            <Permission name="edit">
              <Link to={reopenDesignPath(product)}>
                <Button>编辑</Button>
              </Link>
            </Permission>
            <Permission name="addCart">
              <Button type="primary" onClick={() => setOrdering(true)}>
                加入购物车
              </Button>
            </Permission>
          </Space>
        ) : null
      }
    >
      {product ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="空白商品">{product.basic_product_name}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_TEXT[product.status].color}>
                {STATUS_TEXT[product.status].text}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={product.skus}
            columns={[
              { title: 'SKU', dataIndex: 'sku' },
              { title: '颜色', dataIndex: 'color_name' },
              { title: '尺码', dataIndex: 'size_name' },
              { title: '采购价', dataIndex: 'purchase_price', render: (v: string) => `¥${v}` },
            ]}
          />
          <div>
            <h4>印刷文件</h4>
            {product.print_files.map((file) => (
              <p key={file.view_id}>
                {file.view_name}：
                <Tag color={FILE_STATE[file.status].color}>{FILE_STATE[file.status].text}</Tag>
                {file.status === 'ready' ? (
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.width_px}×{file.height_px} px · {file.dpi} dpi
                  </a>
                ) : null}
                {file.error ? <Alert type="error" title={file.error} showIcon /> : null}
              </p>
            ))}
          </div>
          <div>
            <h4>效果图</h4>
            <Space wrap>
              {product.mockups.map((mockup) => (
                <div key={`${mockup.view_id}-${mockup.color_id}`} style={{ textAlign: 'center' }}>
                  {mockup.status === 'ready' ? (
                    <Image src={mockup.url} width={120} alt="效果图" />
                  ) : (
                    <Tag color={FILE_STATE[mockup.status].color}>
                      {FILE_STATE[mockup.status].text}
                    </Tag>
                  )}
                  <div>
                    {viewName(mockup.view_id)} · {colorName(mockup.color_id)}
                  </div>
                  {mockup.error ? <div style={{ color: '#dc2626' }}>{mockup.error}</div> : null}
                </div>
              ))}
            </Space>
          </div>
        </Space>
      ) : null}
      {ordering && product ? (
        <AddDesignToCartModal productId={product.id} onClose={() => setOrdering(false)} />
      ) : null}
    </Drawer>
  );
}
