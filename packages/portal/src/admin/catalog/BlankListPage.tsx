import { Switch, Table } from 'antd';
import { catalogAdmin, type BasicProductSummary } from '@podkit/sdk-core';
import { Link, useNavigate } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { specialLists } from '../../public/products/components/special-lists.js';
import { client } from '../../sdk/client.js';
import { AdminListToolbar } from '../components/AdminListToolbar.js';
import { ConsoleTabsPage, RowActions } from '../components/ConsoleTabsPage.js';
import { useConsoleList } from '../components/use-console-list.js';
import { CategoryManager } from '../components/CategoryManager.js';
import { blankCategoryApi } from './blank-category-api.js';

function BlankTable() {
  const navigate = useNavigate();
  const categories = useRemote(() => blankCategoryApi.load());
  const { list, rows, refresh, run, pagination } = useConsoleList(
    'status',
    ({ status, ...filters }) =>
      catalogAdmin.listBlanks(
        client,
        { ...filters, ...(status === undefined ? {} : { status }) },
        { silent: true },
      ),
  );
  const setOnSale = (row: BasicProductSummary, onSale: boolean) =>
    run(catalogAdmin.updateBlank(client, row.id, { status: onSale ? 1 : 0 }));
  const remove = (row: BasicProductSummary) => run(catalogAdmin.deleteBlank(client, row.id));

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  return (
    <>
      <AdminListToolbar
        searchPlaceholder="名称或编号"
        categories={categories.state === 'done' ? categories.data : null}
        statusParam="status"
        statusLabels={{ on: '上架', off: '下架' }}
        newLabel="新建商品"
        newPath="/admin/catalog/new"
      />
      <Table<BasicProductSummary>
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
                {row.small_image || row.image ? (
                  <img src={row.small_image || row.image} alt="" width={44} height={44} />
                ) : null}
                <Link to={`/admin/catalog/${row.id}`}>{name}</Link>
              </span>
            ),
          },
          { title: '编号', dataIndex: 'code', responsive: ['md'] },
          {
            title: '分类',
            dataIndex: 'category_name',
            responsive: ['md'],
            render: (v: string) => v || '—',
          },
          { title: '标价', dataIndex: 'price', render: (p: string) => `¥${p} 起` },
          {
            title: '颜色/尺码',
            key: 'variants',
            responsive: ['md'],
            render: (_, row) => `${row.color_count} 色 / ${row.size_count} 码`,
          },
          {
            title: '上架',
            dataIndex: 'status',
            render: (value: number, row) => (
              <Switch
                size="small"
                checked={value === 1}
                aria-label={`${row.name} 上架`}
                onChange={(checked) => void setOnSale(row, checked)}
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
                onEdit={() => navigate(`/admin/catalog/${row.id}`)}
                onDelete={() => remove(row)}
                deleteNote="删除后不可恢复"
              />
            ),
          },
        ]}
      />
    </>
  );
}

/** /admin/catalog: the blanks (list, on/off sale, delete) and their categories. */
export default function BlankListPage() {
  return (
    <ConsoleTabsPage
      title="商品目录"
      listLabel="空白商品"
      categoryLabel="商品分类"
      list={() => <BlankTable />}
      categories={() => (
        <CategoryManager
          api={blankCategoryApi}
          help={`前台「${specialLists.direct.title}」展示名称含“直发”的分类下的商品，「${specialLists.usLocal.title}」展示名称含“美国本地”的分类下的商品。`}
        />
      )}
    />
  );
}
