import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Space, Spin, Tree, type TreeProps } from 'antd';
import {
  categoryPaths,
  idsBelow,
  materials,
  movedTree,
  type MaterialCategoryNode,
  type TreeDrop,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { LABEL_MAX } from './labels.js';
import { MergeModal } from './MergeModal.js';
import { NameModal } from './NameModal.js';
import './materials.css';

type Editing = 'create' | 'child' | 'rename' | 'merge' | null;

/** myClass (分类管理): the reseller's material categories as a tree: add, rename, merge, drag. */
export default function MyClassPage() {
  const { message } = App.useApp();
  const [attempt, setAttempt] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const canAdd = usePermission('add');
  const canEdit = usePermission('edit');
  const canDelete = usePermission('delete');
  const canSort = usePermission('sort');
  const tree = useRemote(() => materials.listCategories(client, { silent: true }), attempt);
  const reload = () => setAttempt((n) => n + 1);
  const done = () => {
    setEditing(null);
    reload();
  };
  if (tree.state === 'failed') return <Unreachable onRetry={reload} />;
  const nodes = tree.state === 'done' ? tree.data : [];
  const paths = categoryPaths(nodes);
  const selected = paths.find((entry) => entry.node.id === selectedId) ?? null;

  const onDrop: TreeProps['onDrop'] = (info) => {
    const targetId = Number(info.node.key);
    const steps = info.node.pos.split('-');
    // antd's dropPosition counts from the target's index among its siblings.
    const offset = info.dropPosition - Number(steps[steps.length - 1]);
    const drop: TreeDrop = {
      targetId,
      place: !info.dropToGap ? 'inside' : offset < 0 ? 'before' : 'after',
    };
    const next = movedTree(nodes, Number(info.dragNode.key), drop);
    if (!next) return;
    setSaving(true);
    materials
      .saveCategorySort(client, { tree: next })
      .catch(() => {})
      .finally(() => {
        setSaving(false);
        reload();
      });
  };

  return (
    <div className="materials-page">
      <h2 className="page-title">分类管理</h2>
      <div className="materials-toolbar">
        {canAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('create')}>
            新建分类
          </Button>
        ) : null}
        {selected ? (
          <Space wrap size={4} className="materials-selected">
            <span>
              已选：<strong>{selected.path}</strong>（{selected.node.material_count} 个素材）
            </span>
            {canAdd ? <Button onClick={() => setEditing('child')}>添加下级分类</Button> : null}
            {canEdit ? <Button onClick={() => setEditing('rename')}>重命名</Button> : null}
            {canEdit ? <Button onClick={() => setEditing('merge')}>合并</Button> : null}
            {canDelete ? (
              <Popconfirm
                title={`删除分类「${selected.node.name}」？`}
                description={`${selected.node.children.length} 个下级分类将移到上一级，${selected.node.material_count} 个素材将移出该分类，素材本身保留。`}
                okText="删除"
                cancelText="取消"
                onConfirm={() =>
                  materials.deleteCategory(client, selected.node.id).then(() => {
                    void message.success('分类已删除');
                    setSelectedId(null);
                    reload();
                  }, reload)
                }
              >
                <Button danger>删除</Button>
              </Popconfirm>
            ) : null}
          </Space>
        ) : (
          <span className="materials-hint">
            点选一个分类来重命名、合并或删除{canSort ? '；拖动分类调整顺序和层级' : ''}。
          </span>
        )}
      </div>
      <Spin spinning={tree.state === 'loading' || saving}>
        {tree.state !== 'done' ? (
          <div className="materials-tree" />
        ) : nodes.length === 0 ? (
          <Empty description="还没有分类" />
        ) : (
          <Tree<KeyedNode>
            className="materials-tree"
            blockNode
            defaultExpandAll
            key={attempt}
            draggable={canSort && !saving ? { icon: false } : false}
            selectedKeys={selectedId === null ? [] : [selectedId]}
            onSelect={(keys) => setSelectedId(keys.length ? Number(keys[0]) : null)}
            onDrop={onDrop}
            treeData={withKeys(nodes)}
            titleRender={(node) => (
              <span className="materials-tree-title">
                {node.name}
                <span className="materials-count">{node.material_count}</span>
              </span>
            )}
          />
        )}
      </Spin>
      {editing === 'create' || editing === 'child' ? (
        <NameModal
          title={
            editing === 'child' && selected ? `在「${selected.node.name}」下新建分类` : '新建分类'
          }
          label="分类名称"
          maxLength={LABEL_MAX}
          save={(name) =>
            materials.createCategory(client, {
              name,
              parent_id: editing === 'child' && selected ? selected.node.id : 0,
            })
          }
          onDone={done}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing === 'rename' && selected ? (
        <NameModal
          title="重命名分类"
          label="分类名称"
          initial={selected.node.name}
          maxLength={LABEL_MAX}
          save={(name) =>
            materials.updateCategory(client, selected.node.parent_id, {
              id: selected.node.id,
              name,
            })
          }
          onDone={done}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing === 'merge' && selected ? (
        <MergeModal
          title={`合并分类「${selected.node.name}」`}
          what="分类"
          note={`「${selected.node.name}」的 ${selected.node.material_count} 个素材和它的下级分类将移到所选分类，然后删除「${selected.node.name}」。`}
          choices={paths
            .filter(
              (entry) =>
                entry.node.id !== selected.node.id &&
                !idsBelow(selected.node).includes(entry.node.id),
            )
            .map((entry) => ({ id: entry.node.id, label: entry.path }))}
          merge={(intoId) => materials.mergeCategory(client, selected.node.id, intoId)}
          onDone={() => {
            setSelectedId(null);
            done();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

type KeyedNode = MaterialCategoryNode & { key: number; title: string; children: KeyedNode[] };

function withKeys(nodes: readonly MaterialCategoryNode[]): KeyedNode[] {
  return nodes.map((node) => ({
    ...node,
    key: node.id,
    title: node.name,
    children: withKeys(node.children),
  }));
}
