import type { BasicProductSummary } from '@podkit/sdk-core';
import { Link } from 'react-router';

/** A blank in a public list: picture, name, list price and how many colours and sizes. */
export function BlankCard({ product, to }: { product: BasicProductSummary; to: string }) {
  return (
    <Link to={to} className="product-card" aria-label={product.name}>
      <div className="product-card-image">
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" />
        ) : (
          <span className="product-card-noimage">暂无图片</span>
        )}
        {product.is_3d === 1 && <span className="product-card-badge">3D</span>}
      </div>
      <div className="product-card-body">
        <div className="product-card-name">{product.name}</div>
        <div className="product-card-meta">
          {product.color_count} 色 · {product.size_count} 码
        </div>
        <div className="product-card-price">
          <span className="price">¥{product.price}</span> 起
        </div>
      </div>
    </Link>
  );
}
