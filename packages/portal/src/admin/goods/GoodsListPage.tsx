import { catalogAdmin, type OrdinaryProduct } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { CategoryManager } from '../components/CategoryManager.js';
import { ConsoleProductTable } from '../components/ConsoleProductTable.js';
import { ConsoleTabsPage } from '../components/ConsoleTabsPage.js';
import { goodsCategoryApi } from './goods-category-api.js';

function GoodsTable() {
  return (
    <ConsoleProductTable<OrdinaryProduct>
      toolbar={{
        searchPlaceholder: '商品名称',
        statusParam: 'published',
        statusLabels: { on: '已发布', off: '草稿' },
        newLabel: '新建通用商品',
        newPath: '/admin/goods/new',
      }}
      categories={goodsCategoryApi}
      load={({ status, ...filters }) =>
        catalogAdmin.listGoods(
          client,
          { ...filters, ...(status === undefined ? {} : { is_published: status }) },
          { silent: true },
        )
      }
      image={(row) => row.image}
      editPath={(row) => `/admin/goods/${row.id}`}
      columns={[
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
      ]}
      toggle={{
        title: '发布',
        value: (row) => row.is_published,
        change: (row, on) => catalogAdmin.publishGoods(client, row.id, on ? 1 : 0),
      }}
      remove={(row) => catalogAdmin.deleteGoods(client, row.id)}
    />
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
