import { Button, Input, Table, Tag } from 'antd';
import { listingTemplates, type ListingTemplate } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission, usePermission } from '../../workbench/permission.js';
import { RowActions } from '../../components/RowActions.js';
import { ListingTemplateModal } from './ListingTemplateModal.js';
import type { Marketplace } from './marketplaces.js';
import '../cart/shop.css';
import './publishing.css';

const PAGE_SIZE = 20;

/** A marketplace's product templates (产品模板): listing fields kept for reuse. */
export function ListingTemplatePage({ marketplace }: { marketplace: Marketplace }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<ListingTemplate | 'new' | null>(null);
  const refresh = () => setAttempt((n) => n + 1);
  const canEdit = usePermission('edit');
  const canDelete = usePermission('delete');
  const query = {
    platform: marketplace.key,
    page,
    page_size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  };
  const list = useRemote(
    () => listingTemplates.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  async function remove(template: ListingTemplate) {
    try {
      await listingTemplates.remove(client, template.id);
    } catch {
      // The client shows the server's message.
    }
    refresh();
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">{marketplace.label} 产品模板</h2>
      <p className="shop-muted">
        填好一次标题、描述、分类、选项名和图片规则，刊登时选模板即可；价格按模板里的
        <Link to="/publish/amountTemplate">价格模板</Link>计算。
      </p>
      <div className="shop-filters">
        <Input.Search
          allowClear
          placeholder="模板名称"
          aria-label="搜索模板"
          style={{ width: 220 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Permission name="add">
          <Button type="primary" onClick={() => setEditing('new')}>
            新建产品模板
          </Button>
        </Permission>
      </div>
      <Table<ListingTemplate>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 760 }}
        locale={{ emptyText: '还没有产品模板' }}
        columns={[
          { title: '名称', dataIndex: 'name', width: 180 },
          { title: '标题', dataIndex: 'title_pattern', ellipsis: true },
          {
            title: '选项',
            key: 'options',
            width: 140,
            render: (_, row) => `${row.color_option} / ${row.size_option}`,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (value: ListingTemplate['status']) =>
              value === 'active' ? <Tag color="green">上架</Tag> : <Tag>草稿</Tag>,
          },
          timeColumn('更新时间', 'updated_at'),
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, row) => (
              <RowActions
                name={row.name}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => setEditing(row)}
                onDelete={() => void remove(row)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <ListingTemplateModal
          marketplace={marketplace}
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}
