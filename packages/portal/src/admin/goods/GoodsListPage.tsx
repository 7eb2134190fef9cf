import { Switch, Table } from 'antd';
import { catalogAdmin, type OrdinaryProduct } from '@podkit/sdk-core';
import { Link, useNavigate } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { AdminListToolbar } from '../components/AdminListToolbar.js';
import { ConsoleTabsPage, RowActions } from '../components/ConsoleTabsPage.js';
import { useConsoleList } from '../components/use-console-list.js';
import { CategoryManager } from '../components/CategoryManager.js';
import { goodsCategoryApi } from './goods-category-api.js';

function GoodsTable() {
  const navigate = useNavigate();
  const categories = useRemote(() => goodsCategoryApi.load());
  const { list, rows, refresh, run, pagination } = useConsoleList(
    'published',
    ({ status, ...filters }) =>
      catalogAdmin.listGoods(
        client,
        { ...filters, ...(status === undefined ? {} : { is_published: status }) },
        { silent: true },
      ),
  );
  const publish = (row: OrdinaryProduct, on: boolean) =>
    run(catalogAdmin.publishGoods(client, row.id, on ? 1 : 0));
  const remove = (row: OrdinaryProduct) => run(catalogAdmin.deleteGoods(client, row.id));

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  return (
    <>
      <AdminListToolbar
        searchPlaceholder="商品名称"
        categories={categories.state === 'done' ? categories.data : null}
        statusParam="published"
        statusLabels={{ on: '已发布', off: '草稿' }}
        newLabel="新建通用商品"
        newPath="/admin/goods/new"
      />
      <Table<OrdinaryProduct>
        rowKey="id"
        loading={list.state === 'loading'}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={pagination}
        columns={[
          {
            title: '商品',
            dataIndex: 'name',
            width: 240,
            render: (name: string, row) => (
              <span className="admin-product-cell">
                {row.image && <img src={row.image} alt="" width={44} height={44} />}
                <Link to={`/admin/goods/${row.id}`}>{name}</Link>
              </span>
            ),
          },
          {
            title: '分类',
            dataIndex: 'category_name',
            responsive: ['md'],
            render: (v: string) => v || '—',
          },
          { title: '价格', dataIndex: 'price', render: (p: string) => `¥${p}` },
          { title: '库存', dataIndex: 'stock' },
          {
            title: 'SKU',
            key: 'skus',
            responsive: ['md'],
            render: (_, row) => row.skus.length || '—',
          },
          {
            title: '发布',
            dataIndex: 'is_published',
            render: (value: number, row) => (
              <Switch
                size="small"
                checked={value === 1}
                aria-label={`${row.name} 发布`}
                onChange={(checked) => void publish(row, checked)}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <RowActions
                name={row.name}
                onEdit={() => navigate(`/admin/goods/${row.id}`)}
                onDelete={() => remove(row)}
              />
            ),
          },
        ]}
      />
    </>
  );
}

/** /admin/goods: general goods (publish, edit, delete) and their categories. */
export default function GoodsListPage() {
  return (
    <ConsoleTabsPage
      title="通用商品"
      listLabel="商品"
      categoryLabel="分类"
      list={() => <GoodsTable />}
      categories={() => <CategoryManager api={goodsCategoryApi} />}
    />
  );
}
