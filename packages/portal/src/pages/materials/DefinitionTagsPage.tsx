import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Popconfirm, Space, Table } from 'antd';
import { materials, type MaterialTag } from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { MergeModal } from './MergeModal.js';
import { NameModal } from './NameModal.js';
import { LABEL_MAX } from './labels.js';
import './materials.css';

const PAGE_SIZE = 20;

type Editing = { kind: 'create' } | { kind: 'rename' | 'merge'; tag: MaterialTag } | null;

/** definitionTags (标签管理): the reseller's material tags with their counts, kept tidy. */
export default function DefinitionTagsPage() {
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = usePermission('add');
  const canEdit = usePermission('edit');
  const canDelete = usePermission('delete');
  const query = { page, page_size: PAGE_SIZE, ...(name ? { name } : {}) };
  const list = useRemote(
    () => materials.listTagPage(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  // Merge targets: every tag, not only this page's.
  const all = useRemote(
    () => (editing?.kind === 'merge' ? materials.listTags(client) : Promise.resolve([])),
    editing?.kind === 'merge' ? `all#${attempt}` : null,
  );
  const reload = () => setAttempt((n) => n + 1);
  const done = () => {
    setEditing(null);
    reload();
  };
  if (list.state === 'failed') return <Unreachable onRetry={reload} />;

  return (
    <div className="materials-page">
      <h2 className="page-title">标签管理</h2>
      <div className="materials-toolbar">
        <Input.Search
          allowClear
          placeholder="标签名称"
          style={{ width: 240 }}
          onSearch={(value) => {
            setName(value.trim());
            setPage(1);
          }}
        />
        {canAdd ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ kind: 'create' })}
          >
            新建标签
          </Button>
        ) : null}
      </div>
      <Table<MaterialTag>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage, '个')}
        scroll={{ x: 560 }}
        columns={[
          { title: '标签名称', dataIndex: 'name' },
          { title: '素材数', dataIndex: 'material_count', width: 90, align: 'right' },
          timeColumn('创建时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 170,
            render: (_, tag) => (
              <Space size={0}>
                {canEdit ? (
                  <>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing({ kind: 'rename', tag })}
                    >
                      重命名
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing({ kind: 'merge', tag })}
                    >
                      合并
                    </Button>
                  </>
                ) : null}
                {canDelete ? (
                  <Popconfirm
                    title={`删除标签「${tag.name}」？`}
                    description={`${tag.material_count} 个素材将去掉这个标签，素材本身保留。`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() =>
                      materials.deleteTag(client, tag.id).then(() => {
                        void message.success('标签已删除');
                        reload();
                      }, reload)
                    }
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {editing?.kind === 'create' ? (
        <NameModal
          title="新建标签"
          label="标签名称"
          maxLength={LABEL_MAX}
          save={(value) => materials.createTag(client, { name: value })}
          onDone={done}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'rename' ? (
        <NameModal
          title="重命名标签"
          label="标签名称"
          initial={editing.tag.name}
          maxLength={LABEL_MAX}
          save={(value) => materials.updateTag(client, editing.tag.id, { name: value })}
          onDone={done}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'merge' ? (
        <MergeModal
          title={`合并标签「${editing.tag.name}」`}
          what="标签"
          note={`「${editing.tag.name}」的 ${editing.tag.material_count} 个素材将加上所选标签，然后删除「${editing.tag.name}」。`}
          choices={(all.state === 'done' ? all.data : [])
            .filter((tag) => tag.id !== editing.tag.id)
            .map((tag) => ({ id: tag.id, label: `${tag.name}（${tag.material_count}）` }))}
          merge={(intoId) => materials.mergeTag(client, editing.tag.id, intoId)}
          onDone={done}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
