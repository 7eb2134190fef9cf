import { Switch, Table, type TableColumnsType } from 'antd';

import type { Paginator } from '@podkit/sdk-core';
import { Link, useNavigate } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { AdminListToolbar, type AdminListToolbarProps } from './AdminListToolbar.js';
import type { CategoryApi } from './CategoryManager.js';
import { RowActions } from './ConsoleTabsPage.js';
import { useConsoleList, type ConsoleListFilters } from './use-console-list.js';

interface ProductRow {
  id: number;
  name: string;
}

/** What one catalog's console list shows and does; the kit does the rest. */
export interface ConsoleProductTableProps<T extends ProductRow> {
  toolbar: Omit<AdminListToolbarProps, 'categories'>;
  /** The categories to filter by. */
  categories: CategoryApi;
  load: (filters: ConsoleListFilters) => Promise<Paginator<T>>;
  /** The row's picture beside its name, if it has one. */
  image: (row: T) => string | undefined;
  editPath: (row: T) => string;
  /** The catalog's own columns, between the product and the on/off switch. */
  columns: TableColumnsType<T>;
  /** The on/off switch (上架, 发布): its column title, the row's value and how it is changed. */
  toggle: {
    title: string;
    value: (row: T) => number;
    change: (row: T, on: boolean) => Promise<unknown>;
  };
  remove: (row: T) => Promise<unknown>;
  deleteNote?: string;
}

/**
 * A console catalog list: search, category and status filters in the address, the server-paged
 * table with product, the catalog's columns, an on/off switch and 编辑/删除; a failed load offers
 * a retry, and every row action reloads the page.
 */
export function ConsoleProductTable<T extends ProductRow>(props: ConsoleProductTableProps<T>) {
  const navigate = useNavigate();
  const categories = useRemote(() => props.categories.load());
  const { list, rows, refresh, run, pagination } = useConsoleList(
    props.toolbar.statusParam,
    props.load,
  );

  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  return (
    <>
      <AdminListToolbar
        {...props.toolbar}
        categories={categories.state === 'done' ? categories.data : null}
      />
      <Table<T>
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
            render: (name: string, row) => {
              const image = props.image(row);
              return (
                <span className="admin-product-cell">
                  {image ? <img src={image} alt="" width={44} height={44} /> : null}
                  <Link to={props.editPath(row)}>{name}</Link>
                </span>
              );
            },
          },
          ...props.columns,
          {
            title: props.toggle.title,
            key: 'toggle',
            render: (_, row) => (
              <Switch
                size="small"
                checked={props.toggle.value(row) === 1}
                aria-label={`${row.name} ${props.toggle.title}`}
                onChange={(checked) => void run(props.toggle.change(row, checked))}
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
                onEdit={() => navigate(props.editPath(row))}
                onDelete={() => run(props.remove(row))}
                {...(props.deleteNote ? { deleteNote: props.deleteNote } : {})}
              />
            ),
          },
        ]}
      />
    </>
  );
}
