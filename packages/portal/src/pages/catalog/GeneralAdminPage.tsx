import { PlusOutlined } from '@ant-design/icons';
import { Button, Image, Modal, Space, Table, Tabs, Tag } from 'antd';
import {
  myGoods,
  type MyOrderedGoods,
  type OrdinaryProduct,
  type OrdinaryProductForm,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { FavouriteButton } from './FavouriteButton.js';
import { screenPath } from './screen-path.js';
import { SourcingRequestForm } from './SourcingRequestForm.js';
import './catalog.css';

const PAGE_SIZE = 10;
const TABS = ['favourite', 'ordered', 'requests'] as const;
type Tab = (typeof TABS)[number];

const detailLink = (goods: OrdinaryProduct) => (
  <Link to={screenPath('generalDetail', { id: goods.id })}>{goods.name}</Link>
);

const picture = (goods: OrdinaryProduct) =>
  goods.image ? <Image src={goods.image} alt="" width={56} height={56} preview={false} /> : null;

/** 收藏的商品: favourites still on sale, each with 取消收藏 and a way to buy. */
function FavouriteGoods() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(
    () => myGoods.listFavourites(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <Table<OrdinaryProduct>
      rowKey="id"
      {...pagedTable(list, page, PAGE_SIZE, setPage)}
      locale={{ emptyText: '还没有收藏的商品，去通用商品库看看' }}
      scroll={{ x: 640 }}
      columns={[
        { title: '图片', key: 'image', width: 80, render: (_, goods) => picture(goods) },
        { title: '商品', key: 'name', render: (_, goods) => detailLink(goods) },
        { title: '价格（元）', dataIndex: 'price', width: 110 },
        { title: '库存', dataIndex: 'stock', width: 90 },
        {
          title: '操作',
          key: 'actions',
          width: 200,
          render: (_, goods) => (
            <Space>
              <Link to={screenPath('generalDetail', { id: goods.id })}>去购买</Link>
              <FavouriteButton
                goodsId={goods.id}
                favourite
                permission="delete"
                onChange={() => setAttempt((n) => n + 1)}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}

/** 采购过的商品: the general goods of paid orders, how many and when last, and buy again. */
function OrderedGoods() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(
    () => myGoods.listOrdered(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <Table<MyOrderedGoods>
      rowKey={(row) => row.goods.id}
      {...pagedTable(list, page, PAGE_SIZE, setPage)}
      locale={{ emptyText: '还没有采购过通用商品' }}
      scroll={{ x: 720 }}
      columns={[
        { title: '图片', key: 'image', width: 80, render: (_, row) => picture(row.goods) },
        {
          title: '商品',
          key: 'name',
          render: (_, row) =>
            row.goods.is_published === 1 ? (
              detailLink(row.goods)
            ) : (
              <span>
                {row.goods.name} <Tag>已下架</Tag>
              </span>
            ),
        },
        { title: '已采购（件）', dataIndex: 'quantity', width: 120 },
        { title: '订单数', dataIndex: 'order_count', width: 90 },
        timeColumn('最近下单', 'last_ordered_at'),
        {
          title: '操作',
          key: 'actions',
          width: 100,
          render: (_, row) =>
            row.goods.is_published === 1 ? (
              <Link to={screenPath('generalDetail', { id: row.goods.id })}>再次购买</Link>
            ) : null,
        },
      ]}
    />
  );
}

/** 采购需求: the reseller's requests for the platform to source a good, and a new one. */
function SourcingRequests() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const list = useRemote(
    () => myGoods.listSourcingRequests(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  return (
    <>
      <div className="catalog-toolbar">
        <p className="catalog-intro">
          找不到想卖的现货商品？告诉我们商品和预计数量，平台会帮您寻找货源并上架到通用商品库。
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAsking(true)}>
          提交采购需求
        </Button>
      </div>
      {list.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Table<OrdinaryProductForm>
          rowKey="id"
          {...pagedTable(list, page, PAGE_SIZE, setPage)}
          locale={{ emptyText: '还没有提交过采购需求' }}
          scroll={{ x: 720 }}
          columns={[
            { title: '商品名称', dataIndex: 'name' },
            {
              title: '链接 / 描述',
              key: 'detail',
              render: (_, row) => row.link || row.description || '—',
            },
            { title: '预计数量', dataIndex: 'expected_quantity', width: 100 },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (status: 0 | 1) =>
                status === 1 ? <Tag color="green">已处理</Tag> : <Tag color="gold">待处理</Tag>,
            },
            timeColumn('提交时间', 'created_at'),
          ]}
        />
      )}
      <Modal
        open={asking}
        title="提交采购需求"
        footer={null}
        maskClosable={false}
        destroyOnHidden
        onCancel={() => setAsking(false)}
      >
        <SourcingRequestForm
          onSent={() => {
            setAsking(false);
            setPage(1);
            setAttempt((n) => n + 1);
          }}
        />
      </Modal>
    </>
  );
}

/**
 * generalAdmin (通用商品管理): the reseller's own general goods — favourited, bought — and the
 * sourcing requests they sent the platform, one tab each (the address keeps the tab).
 */
export default function GeneralAdminPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'favourite';
  return (
    <div className="catalog-page">
      <h2 className="page-title">通用商品管理</h2>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'favourite', label: '收藏的商品', children: <FavouriteGoods /> },
          { key: 'ordered', label: '采购过的商品', children: <OrderedGoods /> },
          { key: 'requests', label: '采购需求', children: <SourcingRequests /> },
        ]}
      />
    </div>
  );
}
