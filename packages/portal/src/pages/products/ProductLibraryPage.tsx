import {
  Button,
  Checkbox,
  DatePicker,
  Empty,
  Input,
  Pagination,
  Popconfirm,
  Select,
  Skeleton,
  Tag,
  TreeSelect,
} from 'antd';
import type { Dayjs } from 'dayjs';
import {
  categoryTreeOptions,
  products,
  type DesignedProductQuery,
  type DesignedProductSummary,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useBlankCategories } from '../../public/products/components/BlankBrowser.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AddDesignToCartModal } from '../design/AddDesignToCartModal.js';
import { DesignDetailDrawer } from '../design/DesignDetailDrawer.js';
import { reopenDesignPath, STATUS_TEXT } from '../design/design-paths.js';
import { ProductFilesModal } from './ProductFilesModal.js';
import '../../public/products/products.css';
import '../catalog/catalog.css';
import '../design/design.css';

const PAGE_SIZE = 12;

function ProductCard({
  product,
  selected,
  onSelect,
  onDetail,
  onOrder,
  onDuplicate,
  onDownload,
  onRemove,
}: {
  product: DesignedProductSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDetail: () => void;
  onOrder: () => void;
  onDuplicate: () => void;
  onDownload: () => void;
  onRemove: () => void;
}) {
  const status = STATUS_TEXT[product.status];
  return (
    <article className="library-card" aria-label={product.name}>
      <Checkbox
        className="my-product-select"
        checked={selected}
        aria-label={`选择 ${product.name}`}
        onChange={(event) => onSelect(event.target.checked)}
      />
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
            <Button size="small" onClick={onDuplicate}>
              复制
            </Button>
          </Permission>
          <Permission name="export">
            <Button size="small" onClick={onDownload}>
              下载
            </Button>
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

interface LibraryFilters {
  keyword: string;
  categoryId?: number;
  basicProductId?: number;
  color: string;
  range: [Dayjs, Dayjs] | null;
}

const NO_FILTERS: LibraryFilters = { keyword: '', color: '', range: null };

function listQuery(filters: LibraryFilters, page: number): DesignedProductQuery {
  return {
    page,
    page_size: PAGE_SIZE,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.categoryId ? { category_id: filters.categoryId } : {}),
    ...(filters.basicProductId ? { basic_product_id: filters.basicProductId } : {}),
    ...(filters.color ? { color: filters.color } : {}),
    ...(filters.range
      ? {
          created_from: filters.range[0].format('YYYY-MM-DD'),
          created_to: filters.range[1].format('YYYY-MM-DD'),
        }
      : {}),
  };
}

/** productLibrary (我的商品): the reseller's saved designs as products, ready to order. */
export default function ProductLibraryPage() {
  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [detail, setDetail] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [downloading, setDownloading] = useState<number[] | null>(null);
  const categories = useBlankCategories();
  const blanks = useRemote(
    () => products.listBasic(client, { page: 1, page_size: 100 }, { silent: true }),
    'blanks',
  );
  const query = listQuery(filters, page);
  const list = useRemote(
    () => products.listDesigned(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  const filter = (change: Partial<LibraryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  // Designs still rendering are read again until their mockups are made.
  const rendering =
    list.state === 'done' && list.data.data.some((row) => row.status === 'rendering');
  useEffect(() => {
    if (!rendering) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), 3000);
    return () => clearTimeout(timer);
  }, [rendering, attempt]);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const remove = (id: number) => products.removeDesigned(client, id).then(reload, () => {});
  const duplicate = (id: number) => products.duplicateDesigned(client, id).then(reload, () => {});
  const removeSelected = () =>
    products.removeDesignedMany(client, [...selected]).then(
      () => {
        setSelected(new Set());
        reload();
      },
      () => {},
    );

  return (
    <div className="catalog-page">
      <h2 className="page-title">我的商品</h2>
      <div className="catalog-filters">
        <Input.Search
          allowClear
          className="catalog-filter-search"
          placeholder="商品名称，或完整的 SKU / 编码"
          aria-label="搜索商品"
          onSearch={(value) => filter({ keyword: value.trim() })}
        />
        <TreeSelect
          allowClear
          placeholder="全部分类"
          aria-label="商品分类"
          className="catalog-filter-select"
          value={filters.categoryId}
          treeData={categories.state === 'done' ? categoryTreeOptions(categories.data) : []}
          treeDefaultExpandAll
          onChange={(value: number | undefined) => filter({ categoryId: value })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="空白商品"
          aria-label="空白商品"
          className="catalog-filter-select"
          value={filters.basicProductId}
          options={
            blanks.state === 'done'
              ? blanks.data.data.map((blank) => ({ value: blank.id, label: blank.name }))
              : []
          }
          onChange={(value: number | undefined) => filter({ basicProductId: value })}
        />
        <Input.Search
          allowClear
          placeholder="颜色，如 白色"
          aria-label="颜色"
          style={{ width: 150 }}
          onSearch={(value) => filter({ color: value.trim() })}
        />
        <DatePicker.RangePicker
          aria-label="创建日期"
          value={filters.range}
          onChange={(value) =>
            filter({ range: value?.[0] && value[1] ? [value[0], value[1]] : null })
          }
        />
        <Link to="/design/singleDesign">
          <Button>去设计新商品</Button>
        </Link>
      </div>
      {selected.size > 0 ? (
        <div className="my-product-bulk" role="region" aria-label="批量操作">
          <span>已选 {selected.size} 个商品</span>
          <Permission name="export">
            <Button size="small" onClick={() => setDownloading([...selected])}>
              打包下载所选
            </Button>
          </Permission>
          <Permission name="delete">
            <Popconfirm
              title={`删除所选 ${selected.size} 个商品及其印刷文件和效果图，确定吗？`}
              okText="删除"
              cancelText="取消"
              onConfirm={() => void removeSelected()}
            >
              <Button size="small" danger>
                删除所选
              </Button>
            </Popconfirm>
          </Permission>
          <Button size="small" onClick={() => setSelected(new Set())}>
            取消选择
          </Button>
        </div>
      ) : null}
      {list.state === 'failed' ? <Unreachable onRetry={reload} /> : null}
      {list.state === 'loading' ? <Skeleton active /> : null}
      {list.state === 'done' && list.data.data.length === 0 ? (
        <Empty
          description={
            filtered ? '没有符合条件的商品' : '还没有商品：在单品设计中保存的设计会出现在这里'
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
                selected={selected.has(product.id)}
                onSelect={(on) => toggle(product.id, on)}
                onDetail={() => setDetail(product.id)}
                onOrder={() => setOrdering(product.id)}
                onDuplicate={() => void duplicate(product.id)}
                onDownload={() => setDownloading([product.id])}
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
      {downloading ? (
        <ProductFilesModal productIds={downloading} onClose={() => setDownloading(null)} />
      ) : null}
    </div>
  );
}
