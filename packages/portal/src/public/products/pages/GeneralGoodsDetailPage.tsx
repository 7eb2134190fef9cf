import { Breadcrumb, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '../../../app/use-store.js';
import { screenPath } from '../../../pages/catalog/screen-path.js';
import { tokenStore } from '../../../sdk/client.js';
import { loadFailure } from '../../../components/load-failure.js';
import { Unreachable } from '../../../components/Unreachable.js';
import { GoodsDetailView } from '../components/GoodsDetailView.js';
import { useGoods } from '../components/use-goods.js';

/** /home/generalGoodsDetail?id=: one general good. */
export default function GeneralGoodsDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const remote = useGoods(id, attempt);
  const signedIn = Boolean(useStore(tokenStore.$token));
  const name = remote.state === 'done' ? remote.data.name : '商品详情';

  return (
    <div className="public-container blank-detail">
      <Breadcrumb
        className="public-breadcrumb"
        items={[
          { title: <Link to="/home/homePage">首页</Link> },
          { title: <Link to="/home/generalGoods">通用商品</Link> },
          { title: name },
        ]}
      />
      {remote.state === 'loading' && <Skeleton active paragraph={{ rows: 10 }} />}
      {remote.state === 'failed' &&
        (!/^\d+$/.test(id) || loadFailure(remote.error) === 'missing' ? (
          <Empty className="product-empty" description="商品不存在或已下架">
            <Link to="/home/generalGoods">浏览其他通用商品</Link>
          </Empty>
        ) : (
          <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
        ))}
      {remote.state === 'done' && (
        <GoodsDetailView
          key={remote.data.id}
          goods={remote.data}
          actions={
            signedIn ? (
              <Link to={screenPath('generalDetail', { id: remote.data.id })}>在工作台中查看</Link>
            ) : (
              <div className="blank-detail-hint">
                <Link
                  to={`/user/login?redirect=${encodeURIComponent(`/home/generalGoodsDetail?id=${remote.data.id}`)}`}
                >
                  登录
                </Link>
                后可在工作台采购此商品
              </div>
            )
          }
        />
      )}
    </div>
  );
}
