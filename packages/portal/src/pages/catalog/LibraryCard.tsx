import { BgColorsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { DistributionBasicProductSummary } from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { designEditorPath } from '../../public/products/components/design-link.js';
import { Permission } from '../../workbench/permission.js';

/** A blank in the reseller's library: both prices, 设计 and whatever else the page adds. */
export function LibraryCard({
  product,
  detailTo,
  extra,
}: {
  product: DistributionBasicProductSummary;
  detailTo: string;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const cheaper = product.purchase_price !== product.price;
  return (
    <article className="library-card" aria-label={product.name}>
      <Link to={detailTo} className="product-card-image" tabIndex={-1}>
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" />
        ) : (
          <span className="product-card-noimage">暂无图片</span>
        )}
        {product.is_3d === 1 && <span className="product-card-badge">3D</span>}
      </Link>
      <div className="product-card-body">
        <Link to={detailTo} className="product-card-name">
          {product.name}
        </Link>
        <div className="product-card-meta">
          {product.code} · {product.color_count} 色 · {product.size_count} 码
        </div>
        <div className="library-card-prices">
          <span className="price" data-testid="purchase-price">
            ¥{product.purchase_price}
          </span>
          {cheaper && <del className="library-card-list-price">¥{product.price}</del>}
          <span className="product-card-meta"> 起</span>
        </div>
        <div className="library-card-actions">
          <Permission name="design">
            <Button
              type="primary"
              size="small"
              icon={<BgColorsOutlined />}
              onClick={() => navigate(designEditorPath(product.id))}
            >
              设计
            </Button>
          </Permission>
          {extra}
        </div>
      </div>
    </article>
  );
}
