import { Alert, Input, Skeleton, Table, Tag } from 'antd';
import {
  normalizeKeyword,
  products,
  type DistributionBasicProductSummary,
  type LevelPrice,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { savingPercent } from '../../public/products/components/money.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { screenPath } from './screen-path.js';
import './catalog.css';
import { serverPages } from '../../components/paged-table.js';

const PAGE_SIZE = 20;

/** Every level's lowest price of one blank, read when its row is opened. */
function LevelPrices({ productId, ownLevel }: { productId: number; ownLevel: string }) {
  const remote = useRemote(() => products.getBasic(client, productId, { silent: true }), productId);
  if (remote.state === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (remote.state === 'failed') return <span className="catalog-out">等级价格暂时无法获取</span>;
  return (
    <Table<LevelPrice>
      size="small"
      rowKey="group_id"
      pagination={false}
      dataSource={remote.data.level_prices}
      columns={[
        {
          title: '等级',
          dataIndex: 'level_name',
          render: (name: string) =>
            name === ownLevel ? (
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
  );
}

/** privilegePrice: each blank's list price against the price of the reseller's group level. */
export default function PrivilegePricePage() {
  const session = useStore($workbench);
  const ownLevel = session?.group.level_name ?? '';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const query = { page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const list = useRemote(
    () => products.listBasic(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="catalog-page">
      <h2 className="page-title">特权价格</h2>
      <Alert
        className="catalog-level"
        type="success"
        showIcon
        title={`您当前的等级：${ownLevel || '普通会员'}`}
        description={
          session && session.group.next_group_level_balance !== -1
            ? `累计充值达到 ${session.group.next_group_level_balance} 元可升级为「${session.group.next_group_level_name}」，享受更低的采购价。`
            : '您已是最高等级，享受平台最低采购价。'
        }
      />
      <div className="catalog-filters">
        <Input.Search
          placeholder="商品名称或编号"
          aria-label="搜索商品"
          allowClear
          maxLength={50}
          className="catalog-filter-search"
          onSearch={(value) => {
            setKeyword(normalizeKeyword(value));
            setPage(1);
          }}
        />
      </div>
      <Table<DistributionBasicProductSummary>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? list.data.data : []}
        expandable={{
          expandedRowRender: (row) => <LevelPrices productId={row.id} ownLevel={ownLevel} />,
        }}
        pagination={serverPages(
          page,
          PAGE_SIZE,
          list.state === 'done' ? list.data.total : 0,
          setPage,
          '件',
        )}
        columns={[
          {
            title: '商品',
            dataIndex: 'name',
            render: (name: string, row) => (
              <span className="catalog-product-cell">
                {row.small_image && <img src={row.small_image} alt="" width={40} height={40} />}
                <Link to={screenPath('goodsDetail', { id: row.id })}>{name}</Link>
              </span>
            ),
          },
          { title: '编号', dataIndex: 'code', responsive: ['md'] },
          { title: '原价', dataIndex: 'price', render: (price: string) => `¥${price}` },
          {
            title: '我的价格',
            dataIndex: 'purchase_price',
            render: (price: string) => <span className="price">¥{price}</span>,
          },
          {
            title: '优惠',
            key: 'saving',
            responsive: ['sm'],
            render: (_, row) => {
              const saving = savingPercent(row.price, row.purchase_price);
              return saving > 0 ? <Tag color="red">省 {saving}%</Tag> : '—';
            },
          },
        ]}
      />
    </div>
  );
}
