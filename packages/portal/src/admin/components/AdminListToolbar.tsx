import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, TreeSelect } from 'antd';
import { categoryTreeOptions, normalizeKeyword } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readListParams, writeListParams } from '../../public/products/components/list-params.js';
import type { AdminCategory } from './category-rows.js';

export interface AdminListToolbarProps {
  searchPlaceholder: string;
  /** The category tree to filter by, once loaded. */
  categories: AdminCategory[] | null;
  /** Query parameter holding the status filter ('1' / '0'), and its two labels. */
  statusParam: string;
  statusLabels: { on: string; off: string };
  newLabel: string;
  newPath: string;
}

/** Search, category and status filters kept in the address, and the "new" button of a console list. */
export function AdminListToolbar(props: AdminListToolbarProps) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const [text, setText] = useState(params.keyword);
  const navigate = useNavigate();
  const change = (next: Parameters<typeof writeListParams>[1]) =>
    setSearch(writeListParams(search, next));

  return (
    <div className="admin-toolbar">
      <Input.Search
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => change({ keyword: normalizeKeyword(value) })}
        placeholder={props.searchPlaceholder}
        aria-label="搜索商品"
        allowClear
        className="admin-toolbar-search"
      />
      <TreeSelect
        allowClear
        placeholder="全部分类"
        className="admin-toolbar-select"
        value={params.categoryId ?? undefined}
        treeDefaultExpandAll
        treeData={props.categories ? categoryTreeOptions(props.categories) : []}
        onChange={(value: number | undefined) => change({ categoryId: value ?? null })}
      />
      <Select
        allowClear
        placeholder="全部状态"
        className="admin-toolbar-select"
        value={search.get(props.statusParam) ?? undefined}
        options={[
          { value: '1', label: props.statusLabels.on },
          { value: '0', label: props.statusLabels.off },
        ]}
        onChange={(value: string | undefined) => {
          const next = writeListParams(search, { page: 1 });
          if (value) next.set(props.statusParam, value);
          else next.delete(props.statusParam);
          setSearch(next);
        }}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(props.newPath)}>
        {props.newLabel}
      </Button>
    </div>
  );
}
