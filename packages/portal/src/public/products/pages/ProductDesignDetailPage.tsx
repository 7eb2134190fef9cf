import { BgColorsOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Empty, Skeleton, Tag } from 'antd';
import { products } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '../../../app/use-store.js';
import { client, tokenStore } from '../../../sdk/client.js';
import { loadFailure } from '../../../components/load-failure.js';
import { Unreachable } from '../../../components/Unreachable.js';
import { useRemote } from '../../../components/use-remote.js';
import { BlankGallery } from '../components/BlankGallery.js';
import { ColorSwatches } from '../components/ColorSwatches.js';
import { BlankFacts } from '../components/BlankFacts.js';
import { startDesignPath } from '../components/design-link.js';
import { addYuan } from '../components/money.js';
import { SizeChips } from '../components/SizeChips.js';
import { useBlankSelection } from '../components/use-blank-selection.js';

function Crumbs({ name }: { name?: string }) {
  return (
    <Breadcrumb
      className="public-breadcrumb"
      items={[
        { title: <Link to="/home/homePage">首页</Link> },
        { title: <Link to="/home/productDesign">商品列表</Link> },
        { title: name ?? '商品详情' },
      ]}
    />
  );
}

/** /home/productDesignDetail?id=: pictures per colour and view, sizes, print areas, 开始设计. */
export default function ProductDesignDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const signedIn = Boolean(useStore(tokenStore.$token));
  const navigate = useNavigate();
  const remote = useRemote(
    () =>
      /^\d+$/.test(id)
        ? products.getPublicBasic(client, id, { silent: true })
        : Promise.reject(new Error('no id')),
    `${id}#${attempt}`,
  );
  const product = remote.state === 'done' ? remote.data : null;
  const selection = useBlankSelection(product);

  if (remote.state === 'loading') {
    return (
      <div className="public-container">
        <Crumbs />
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (remote.state === 'failed') {
    const missing = !/^\d+$/.test(id) || loadFailure(remote.error) === 'missing';
    return (
      <div className="public-container">
        <Crumbs />
        {missing ? (
          <Empty className="product-empty" description="商品不存在或已下架">
            <Link to="/home/productDesign">浏览其他商品</Link>
          </Empty>
        ) : (
          <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    );
  }

  const blank = remote.data;
  const size = blank.sizes.find((s) => s.id === selection.sizeId);
  const color = blank.colors.find((c) => c.id === selection.colorId);
  return (
    <div className="public-container blank-detail">
      <Crumbs name={blank.name} />
      <div className="blank-detail-layout">
        <BlankGallery
          product={blank}
          colorId={selection.colorId}
          viewId={selection.viewId}
          onViewChange={selection.setViewId}
        />
        <div className="blank-detail-info">
          <h1 className="blank-detail-name">{blank.name}</h1>
          <div className="blank-detail-tags">
            <Tag>编号 {blank.code}</Tag>
            {blank.category_name && <Tag>{blank.category_name}</Tag>}
            {blank.is_3d === 1 && <Tag color="green">3D 预览</Tag>}
            {blank.is_merge_design === 1 && <Tag color="blue">多面同步设计</Tag>}
          </div>
          <div className="blank-detail-price">
            <span className="price">
              ¥{size ? addYuan(blank.base_price, size.surcharge) : blank.price}
            </span>
            {!size && ' 起'}
            <span className="blank-detail-price-note">
              {signedIn ? '会员价格以工作台显示为准' : '登录后查看您的会员价格'}
            </span>
          </div>
          <div className="blank-detail-field">
            <div className="blank-detail-label">颜色{color ? `：${color.name}` : ''}</div>
            <ColorSwatches
              colors={blank.colors}
              value={selection.colorId}
              onChange={selection.setColorId}
            />
          </div>
          <div className="blank-detail-field">
            <div className="blank-detail-label">尺码</div>
            <SizeChips
              sizes={blank.sizes}
              basePrice={blank.base_price}
              value={selection.sizeId}
              onChange={selection.setSizeId}
            />
          </div>
          <Button
            type="primary"
            size="large"
            icon={<BgColorsOutlined />}
            className="blank-detail-design"
            onClick={() => navigate(startDesignPath(signedIn, blank.id, selection.colorId))}
          >
            开始设计
          </Button>
          {!signedIn && <div className="blank-detail-hint">登录后即可在线设计</div>}
        </div>
      </div>

      <BlankFacts views={blank.views} description={blank.description} />
    </div>
  );
}
