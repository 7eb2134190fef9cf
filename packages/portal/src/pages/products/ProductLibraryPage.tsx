import { Button, Empty, Input, Pagination, Popconfirm, Skeleton, Tag } from 'antd';
import { products, type DesignedProductSummary } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../public/components/Unreachable.js';
import { useRemote } from '../../public/components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AddDesignToCartModal } from '../design/AddDesignToCartModal.js';
import { DesignDetailDrawer } from '../design/DesignDetailDrawer.js';
import { reopenDesignPath, STATUS_TEXT } from '../design/design-paths.js';
import '../../public/products/products.css';
import '../catalog/catalog.css';
import '../design/design.css';

const PAGE_SIZE = 12;

function ProductCard({
  product,
  onDetail,
  onOrder,
  onRemove,
}: {
  product: DesignedProductSummary;
  onDetail: () => void;
  onOrder: () => void;
  onRemove: () => void;
}) {
  const status = STATUS_TEXT[product.status];
  return (
    <article className="library-card" aria-label={product.name}>
      <button type="button" className="product-card-image my-product-image" onClick={onDetail}>
        {product.thumbnail ? (
          <img src={product.thumbnail} alt={`${product.name} 效果图`} loading="lazy" />
        ) : (
          <span className="product-card-noimage">效果图生成中</span>
        )}
      </button>
      <div className="product-card-body">
        <span className="product-card-name" title={product.name}>
          {product.name}
        </span>
        <span className="product-card-meta">
          {product.basic_product_name} · {formatDateTime(product.updated_at)}
        </span>
        <span>
          <Tag color={status.color}>{status.text}</Tag>
        </span>
        <div className="library-card-actions">
          <Permission name="addCart">
            <Button type="primary" size="small" onClick={onOrder}>
              加入购物车
            </Button>
          </Permission>
          <Permission name="edit">
            <Link to={reopenDesignPath(product)}>
              <Button size="small">编辑</Button>
            </Link>
          </Permission>
          <Permission name="delete">
            <Popconfirm
              title="删除后印刷文件和效果图也一并删除，确定吗？"
              okText="删除"
              cancelText="取消"
              onConfirm={onRemove}
            >
              <Button size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Permission>
        </div>
      </div>
    </article>
  );
}

/** productLibrary (我的商品): the reseller's saved designs as products, ready to order. */
export default function ProductLibraryPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [detail, setDetail] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<number | null>(null);
  const query = { page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const list = useRemote(
    () => products.listDesigned(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);

  // Designs still rendering are read again until their mockups are made.
  const rendering =
    list.state === 'done' && list.data.data.some((row) => row.status === 'rendering');
  useEffect(() => {
    if (!rendering) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), 3000);
    return () => clearTimeout(timer);
  }, [rendering, attempt]);

  const remove = (id: number) => products.removeDesigned(client, id).then(reload, () => {});

  return (
    <div className="catalog-page">
      <h2 className="page-title">我的商品</h2>
      <div className="catalog-filters">
        <Input.Search
          allowClear
          className="catalog-filter-search"
          placeholder="按商品名称搜索"
          aria-label="按商品名称搜索"
          onSearch={(value) => {
            setPage(1);
            setKeyword(value.trim());
          }}
        />
        <Link to="/design/singleDesign">
          <Button>去设计新商品</Button>
        </Link>
      </div>
      {list.state === 'failed' ? <Unreachable onRetry={reload} /> : null}
      {list.state === 'loading' ? <Skeleton active /> : null}
      {list.state === 'done' && list.data.data.length === 0 ? (
        <Empty
          description={
            keyword ? '没有找到这个名称的商品' : '还没有商品：在单品设计中保存的设计会出现在这里'
          }
        />
      ) : null}
      {list.state === 'done' && list.data.data.length > 0 ? (
        <>
          <div className="product-grid">
            {list.data.data.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                onDetail={() => setDetail(product.id)}
                onOrder={() => setOrdering(product.id)}
                onRemove={() => void remove(product.id)}
              />
            ))}
          </div>
          <Pagination
            className="product-pager"
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 个商品`}
            onChange={setPage}
          />
        </>
      ) : null}
      <DesignDetailDrawer id={detail} onClose={() => setDetail(null)} />
      {ordering !== null ? (
        <AddDesignToCartModal productId={ordering} onClose={() => setOrdering(null)} />
      ) : null}
    </div>
  );
}
