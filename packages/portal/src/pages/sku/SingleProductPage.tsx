import { Button, Input, Popconfirm, Select, Table } from 'antd';
import { productSkus, products, type ProductSku, type ProductSkuQuery } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission, usePermission } from '../../workbench/permission.js';
import { AddDesignToCartModal } from '../design/AddDesignToCartModal.js';
import { pagedTable } from '../../components/paged-table.js';
import { SkuCodeCell } from './SkuCodeCell.js';
import { skuColumns } from './sku-columns.js';
import '../cart/shop.css';
import './sku.css';

const PAGE_SIZE = 20;

/** singleProduct (单品管理): every colour × size of the reseller's products, with their own codes. */
export default function SingleProductPage() {
  const [keyword, setKeyword] = useState('');
  const [codeState, setCodeState] = useState<ProductSkuQuery['code_state']>();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [ordering, setOrdering] = useState<number | null>(null);
  const [edited, setEdited] = useState<Map<number, ProductSku>>(new Map());
  const canEdit = usePermission('edit');
  const query: ProductSkuQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(codeState ? { code_state: codeState } : {}),
  };
  const list = useRemote(
    () => productSkus.listProductSkus(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => {
    setEdited(new Map());
    setAttempt((n) => n + 1);
  };
  if (list.state === 'failed') return <Unreachable onRetry={reload} />;
  const table = pagedTable(list, page, PAGE_SIZE, setPage);

  return (
    <div className="shop-page">
      <h2 className="page-title">单品管理</h2>
      <div className="shop-filters">
        <Input.Search
          allowClear
          placeholder="商品名称、SKU 或编码"
          aria-label="搜索 SKU"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder="编码状态"
          aria-label="编码状态"
          style={{ width: 140 }}
          value={codeState}
          options={[
            { value: 'coded', label: '已设置编码' },
            { value: 'uncoded', label: '未设置编码' },
          ]}
          onChange={(value) => {
            setCodeState(value);
            setPage(1);
          }}
        />
        <Link to="/goods/barcodeAdmin">
          <Button>条码管理</Button>
        </Link>
      </div>
      <Table<ProductSku>
        rowKey="id"
        size="small"
        {...table}
        dataSource={table.dataSource.map((row) => edited.get(row.id) ?? row)}
        scroll={{ x: 1080 }}
        locale={{ emptyText: '还没有 SKU：在单品设计中保存的商品会按颜色 × 尺码列在这里' }}
        columns={[
          ...skuColumns(),
          {
            title: '自定义编码',
            key: 'code',
            width: 210,
            render: (_, sku) => (
              <SkuCodeCell
                sku={sku}
                editable={canEdit}
                onSaved={(saved) => setEdited((map) => new Map(map).set(saved.id, saved))}
              />
            ),
          },
          { title: '采购价（元）', dataIndex: 'purchase_price', width: 100, align: 'right' },
          {
            title: '重量',
            dataIndex: 'weight_grams',
            width: 80,
            render: (grams: number) => (grams ? `${grams} g` : '—'),
          },
          {
            title: '条码',
            key: 'barcode',
            width: 140,
            render: (_, sku) =>
              [sku.gtin && `GTIN ${sku.gtin}`, sku.fnsku && `FNSKU ${sku.fnsku}`]
                .filter(Boolean)
                .join(' · ') || <span className="sku-code-empty">未设置</span>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_, sku) => (
              <>
                <Permission name="addCart">
                  <Button type="link" size="small" onClick={() => setOrdering(sku.product_id)}>
                    加入购物车
                  </Button>
                </Permission>
                <Permission name="delete">
                  <Popconfirm
                    title="删除整个商品（所有颜色和尺码）及其印刷文件和效果图，确定吗？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() =>
                      products.removeDesigned(client, sku.product_id).then(reload, () => {})
                    }
                  >
                    <Button type="link" size="small" danger>
                      删除商品
                    </Button>
                  </Popconfirm>
                </Permission>
              </>
            ),
          },
        ]}
      />
      {ordering !== null ? (
        <AddDesignToCartModal productId={ordering} onClose={() => setOrdering(null)} />
      ) : null}
    </div>
  );
}
