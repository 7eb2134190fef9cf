import { LeftOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loadFailure } from '../../components/load-failure.js';
import { Unreachable } from '../../components/Unreachable.js';
import { GoodsDetailView } from '../../public/products/components/GoodsDetailView.js';
import { useGoods } from '../../public/products/components/use-goods.js';
import { AddGoodsToCart } from '../cart/AddGoodsToCart.js';
import { FavouriteButton } from './FavouriteButton.js';
import { screenPath } from './screen-path.js';
import '../../public/products/products.css';
import './catalog.css';

/** generalDetail?id=: one general good with the price and stock of each SKU, added to the cart. */
export default function GeneralDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const remote = useGoods(id, attempt);
  return (
    <div className="catalog-page">
      <Link to={screenPath('generalLibrary')} className="catalog-back">
        <LeftOutlined /> 返回通用商品库
      </Link>
      {remote.state === 'loading' && <Skeleton active paragraph={{ rows: 10 }} />}
      {remote.state === 'failed' &&
        (!/^\d+$/.test(id) || loadFailure(remote.error) === 'missing' ? (
          <Empty className="product-empty" description="商品不存在或已下架" />
        ) : (
          <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
        ))}
      {remote.state === 'done' && (
        <GoodsDetailView
          key={remote.data.id}
          goods={remote.data}
          actions={(sku) => (
            <>
              <AddGoodsToCart goods={remote.data} sku={sku} />
              <FavouriteButton
                goodsId={remote.data.id}
                favourite={remote.data.is_favourite === 1}
                size="middle"
              />
            </>
          )}
        />
      )}
    </div>
  );
}
