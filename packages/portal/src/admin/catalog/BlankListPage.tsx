import { catalogAdmin, type BasicProductSummary } from '@podkit/sdk-core';
import { specialLists } from '../../public/products/components/special-lists.js';
import { client } from '../../sdk/client.js';
import { CategoryManager } from '../components/CategoryManager.js';
import { ConsoleProductTable } from '../components/ConsoleProductTable.js';
import { ConsoleTabsPage } from '../components/ConsoleTabsPage.js';
import { blankCategoryApi } from './blank-category-api.js';

function BlankTable() {
  return (
    <ConsoleProductTable<BasicProductSummary>
      toolbar={{
        searchPlaceholder: '名称或编号',
        statusParam: 'status',
        statusLabels: { on: '上架', off: '下架' },
        newLabel: '新建商品',
        newPath: '/admin/catalog/new',
      }}
      categories={blankCategoryApi}
      load={({ status, ...filters }) =>
        catalogAdmin.listBlanks(
          client,
          { ...filters, ...(status === undefined ? {} : { status }) },
          { silent: true },
        )
      }
      image={(row) => row.small_image || row.image}
      editPath={(row) => `/admin/catalog/${row.id}`}
      columns={[
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
      ]}
      toggle={{
        title: '上架',
        value: (row) => row.status,
        change: (row, on) => catalogAdmin.updateBlank(client, row.id, { status: on ? 1 : 0 }),
      }}
      remove={(row) => catalogAdmin.deleteBlank(client, row.id)}
      deleteNote="删除后不可恢复"
    />
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
