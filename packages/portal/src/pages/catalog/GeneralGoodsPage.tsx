import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Table, TreeSelect } from 'antd';
import {
  categoryTreeOptions,
  normalizeKeyword,
  products,
  type OrdinaryProductQuery,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { fromOrdinaryCategories } from '../../public/products/components/category-tree.js';
import { readListParams, writeListParams } from '../../public/products/components/list-params.js';
import { Pager } from '../../public/products/components/Pager.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { downloadText, toCsv } from './csv.js';
import { goodsCsvHeader, goodsCsvRows, goodsRows, type GoodsRow } from './goods-rows.js';
import { screenPath } from './screen-path.js';
import './catalog.css';

const PAGE_SIZE = 20;
/** The server's largest page; an export reads page after page of it. */
const EXPORT_PAGE_SIZE = 50;
const EXPORT_MAX_PAGES = 40;

/** generalGoods: general goods as SKU rows with price and stock; 导出 saves them as CSV. */
export default function GeneralGoodsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const [text, setText] = useState(params.keyword);
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const categories = useRemote(() =>
    products.listOrdinaryCategories(client, {}, { silent: true }).then(fromOrdinaryCategories),
  );
  const filters: OrdinaryProductQuery = {
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.categoryId ? { category_id: params.categoryId } : {}),
  };
  const query = { ...filters, page: params.page, page_size: PAGE_SIZE };
  const list = useRemote(
    () => products.listOrdinary(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const change = (next: Parameters<typeof writeListParams>[1]) =>
    setSearch(writeListParams(search, next));

  const exportAll = async () => {
    setExporting(true);
    try {
      const rows: GoodsRow[] = [];
      for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
        const result = await products.listOrdinary(client, {
          ...filters,
          page,
          page_size: EXPORT_PAGE_SIZE,
        });
        rows.push(...goodsRows(result.data));
        if (page >= result.last_page) break;
      }
      downloadText('通用商品.csv', toCsv(goodsCsvHeader, goodsCsvRows(rows)));
    } catch {
      // The client has shown why.
    } finally {
      setExporting(false);
    }
  };

  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="catalog-page">
      <h2 className="page-title">通用商品</h2>
      <div className="catalog-filters">
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => change({ keyword: normalizeKeyword(value) })}
          placeholder="搜索通用商品"
          aria-label="搜索通用商品"
          allowClear
          maxLength={50}
          className="catalog-filter-search"
        />
        <TreeSelect
          allowClear
          placeholder="全部分类"
          aria-label="商品分类"
          className="catalog-filter-select"
          value={params.categoryId ?? undefined}
          treeData={categories.state === 'done' ? categoryTreeOptions(categories.data) : []}
          treeDefaultExpandAll
          onChange={(value: number | undefined) => change({ categoryId: value ?? null })}
        />
        <Permission name="export">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportAll}>
            导出
          </Button>
        </Permission>
      </div>
      <Table<GoodsRow>
        rowKey="key"
        size="middle"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? goodsRows(list.data.data) : []}
        scroll={{ x: 640 }}
        // Rows are SKUs while the server pages goods, so the pager sits below on its own.
        pagination={false}
        columns={[
          {
            title: '商品',
            dataIndex: 'name',
            render: (name: string, row) => (
              <Link to={screenPath('generalDetail', { id: row.goodsId })}>{name}</Link>
            ),
          },
          { title: '分类', dataIndex: 'category', responsive: ['md'] },
          { title: '规格', dataIndex: 'spec', render: (spec: string) => spec || '—' },
          { title: 'SKU 编码', dataIndex: 'code', responsive: ['md'] },
          { title: '价格', dataIndex: 'price', render: (price: string) => `¥${price}` },
          {
            title: '库存',
            dataIndex: 'stock',
            render: (stock: number) =>
              stock > 0 ? stock : <span className="catalog-out">缺货</span>,
          },
        ]}
      />
      <Pager
        page={params.page}
        pageSize={PAGE_SIZE}
        total={list.state === 'done' ? list.data.total : 0}
        onChange={(page) => change({ page })}
      />
    </div>
  );
}
