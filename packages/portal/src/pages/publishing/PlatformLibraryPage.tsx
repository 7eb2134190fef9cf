import { Button, Image, Input, Space, Table } from 'antd';
import { platformLibrary, type LibraryProduct } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { ListingStatusTag } from './ListingStatusTag.js';
import type { Marketplace } from './marketplaces.js';
import { PublishModal } from './PublishModal.js';
import { ReleaseNotice } from './ReleaseNotice.js';
import '../cart/shop.css';
import './publishing.css';

const PAGE_SIZE = 20;

/**
 * A marketplace's library (商品库): the reseller's products with where each is listed on that
 * marketplace's stores; chosen products are published from here.
 */
export function PlatformLibraryPage({ marketplace }: { marketplace: Marketplace }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [publishing, setPublishing] = useState(false);
  const query = {
    platform: marketplace.key,
    page,
    page_size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  };
  const list = useRemote(
    () => platformLibrary.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">{marketplace.label} 商品库</h2>
      <ReleaseNotice marketplace={marketplace} />
      <div className="shop-filters">
        <Input.Search
          allowClear
          placeholder="商品名称或 SKU"
          aria-label="搜索商品"
          style={{ width: 240 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Permission name="publish">
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setPublishing(true)}>
            刊登所选（{chosen.length}）
          </Button>
        </Permission>
        <Link to={marketplace.paths.release}>查看刊登记录</Link>
      </div>
      <Table<LibraryProduct>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage, '个商品')}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(Number)),
        }}
        scroll={{ x: 820 }}
        locale={{
          emptyText: (
            <span>
              还没有商品，<Link to="/design/designRecord">去设计中心</Link>设计一个
            </span>
          ),
        }}
        columns={[
          {
            title: '商品',
            key: 'product',
            width: 220,
            render: (_, row) => (
              <Space>
                {row.thumbnail ? (
                  <Image src={row.thumbnail} width={56} height={56} alt="" preview={false} />
                ) : null}
                <div>
                  <div>{row.name}</div>
                  <div className="shop-muted">{row.basic_product_name}</div>
                </div>
              </Space>
            ),
          },
          {
            title: `${marketplace.label} 店铺`,
            key: 'listings',
            width: 300,
            render: (_, row) =>
              row.listings.length === 0 ? (
                <span className="shop-muted">未刊登</span>
              ) : (
                <ul className="publish-listings" aria-label={`${row.name} 的刊登`}>
                  {row.listings.map((listing) => (
                    <li key={listing.id}>
                      <span>{listing.store_name}</span>
                      <ListingStatusTag status={listing.status} />
                      {listing.listing_url && (
                        <a href={listing.listing_url} target="_blank" rel="noreferrer">
                          查看
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              ),
          },
          timeColumn('创建时间', 'created_at'),
        ]}
      />
      {publishing && (
        <PublishModal
          marketplace={marketplace}
          productIds={chosen}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            setPublishing(false);
            setChosen([]);
            navigate(marketplace.paths.release);
          }}
        />
      )}
    </div>
  );
}
