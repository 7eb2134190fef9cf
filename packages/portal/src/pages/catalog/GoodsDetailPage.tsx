import { BgColorsOutlined, LeftOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Table, Tag } from 'antd';
import { products, type LevelPrice } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadFailure } from '../../components/load-failure.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { BlankGallery } from '../../public/products/components/BlankGallery.js';
import { ColorSwatches } from '../../public/products/components/ColorSwatches.js';
import { BlankFacts } from '../../public/products/components/BlankFacts.js';
import { designEditorPath } from '../../public/products/components/design-link.js';
import { SizeChips } from '../../public/products/components/SizeChips.js';
import { useBlankSelection } from '../../public/products/components/use-blank-selection.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { PurchasePrice } from './PurchasePrice.js';
import { screenPath } from './screen-path.js';
import { usePurchaseRule } from './use-purchase-rule.js';
import '../../public/products/products.css';
import './catalog.css';

/** goodsDetail?id=: a blank with the reseller's price per colour × size and every level's price. */
export default function GoodsDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  const valid = /^\d+$/.test(id);
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const remote = useRemote(
    () =>
      valid ? products.getBasic(client, id, { silent: true }) : Promise.reject(new Error('bad id')),
    `${id}#${attempt}`,
  );
  const product = remote.state === 'done' ? remote.data : null;
  const selection = useBlankSelection(product);
  const rule = usePurchaseRule(product?.id ?? 0, selection.colorId, selection.sizeId);

  const back = (
    <Link to={screenPath('goodsLibrary')} className="catalog-back">
      <LeftOutlined /> 返回定制商品库
    </Link>
  );
  if (remote.state === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  if (remote.state === 'failed') {
    return (
      <div className="catalog-page">
        {back}
        {!valid || loadFailure(remote.error) === 'missing' ? (
          <Empty className="product-empty" description="商品不存在或已下架" />
        ) : (
          <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    );
  }

  const blank = remote.data;
  const color = blank.colors.find((c) => c.id === selection.colorId);
  return (
    <div className="catalog-page">
      {back}
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
          <PurchasePrice rule={rule} />
          <div className="blank-detail-field">
            <div className="blank-detail-label">颜色{color ? `：${color.name}` : ''}</div>
            <ColorSwatches
              colors={blank.colors}
              value={selection.colorId}
              onChange={selection.setColorId}
            />
          </div>
          <div className="blank-detail-field">
            <div className="blank-detail-label">尺码（标价）</div>
            <SizeChips
              sizes={blank.sizes}
              basePrice={blank.base_price}
              value={selection.sizeId}
              onChange={selection.setSizeId}
            />
          </div>
          <Permission name="design">
            <Button
              type="primary"
              size="large"
              icon={<BgColorsOutlined />}
              className="blank-detail-design"
              onClick={() => navigate(designEditorPath(blank.id, selection.colorId))}
            >
              开始设计
            </Button>
          </Permission>
        </div>
      </div>

      <section className="blank-detail-section" aria-labelledby="level-prices">
        <h2 id="level-prices" className="product-section-title">
          等级价格
        </h2>
        <Table<LevelPrice>
          size="small"
          rowKey="group_id"
          pagination={false}
          dataSource={blank.level_prices}
          rowClassName={(row) => (row.level_name === blank.level_name ? 'catalog-own-level' : '')}
          columns={[
            {
              title: '等级',
              dataIndex: 'level_name',
              render: (name: string) =>
                name === blank.level_name ? (
                  <>
                    {name} <Tag color="green">当前</Tag>
                  </>
                ) : (
                  name
                ),
            },
            { title: '最低采购价', dataIndex: 'price', render: (price: string) => `¥${price}` },
          ]}
        />
      </section>
      <BlankFacts views={blank.views} description={blank.description} />
    </div>
  );
}
