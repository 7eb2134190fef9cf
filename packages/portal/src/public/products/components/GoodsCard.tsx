import type { OrdinaryProduct } from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A general good in a list: picture, name, price and stock; `actions` go below, outside the link. */
export function GoodsCard({
  goods,
  to,
  actions,
}: {
  goods: OrdinaryProduct;
  to: string;
  actions?: ReactNode;
}) {
  const card = (
    <Link to={to} className="product-card" aria-label={goods.name}>
      <div className="product-card-image">
        {goods.image ? (
          <img src={goods.image} alt="" loading="lazy" />
        ) : (
          <span className="product-card-noimage">暂无图片</span>
        )}
      </div>
      <div className="product-card-body">
        <div className="product-card-name">{goods.name}</div>
        <div className="product-card-meta">
          {goods.stock > 0 ? `库存 ${goods.stock}` : '暂时缺货'}
          {goods.category_name ? ` · ${goods.category_name}` : ''}
        </div>
        <div className="product-card-price">
          <span className="price">¥{goods.price}</span>
          {goods.skus.length > 1 && ' 起'}
        </div>
      </div>
    </Link>
  );
  if (!actions) return card;
  return (
    <div className="product-card-with-actions">
      {card}
      <div className="product-card-actions">{actions}</div>
    </div>
  );
}
