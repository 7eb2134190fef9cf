import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Popconfirm, Space, Table, TreeSelect } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { categoryTreeOptions, selfAndDescendants } from '@podkit/sdk-core';
import type { AdminCategory } from './category-rows.js';

export interface CategoryInput {
  name: string;
  parentId: number;
  sort: number;
}

/** How one catalog's categories are read and written. */
export interface CategoryApi {
  load(): Promise<AdminCategory[]>;
  create(input: CategoryInput): Promise<unknown>;
  update(id: number, input: CategoryInput): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

type Editing = { mode: 'add'; parentId: number } | { mode: 'edit'; node: AdminCategory } | null;
type CategoryValues = { name: string; parentId?: number; sort: number };

function initialValues(editing: NonNullable<Editing>): CategoryValues {
  return editing.mode === 'edit'
    ? {
        name: editing.node.name,
        parentId: editing.node.parentId || undefined,
        sort: editing.node.sort,
      }
    : { name: '', parentId: editing.parentId || undefined, sort: 0 };
}

/** A category tree with add, add-below, edit (rename, move, order) and delete. */
export function CategoryManager({ api, help }: { api: CategoryApi; help?: ReactNode }) {
  const [tree, setTree] = useState<AdminCategory[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const reload = useCallback(async () => {
    try {
      setTree(await api.load());
    } catch {
      setTree([]);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (values: CategoryValues) => {
    if (!editing) return;
    const input = {
      name: values.name.trim(),
      parentId: values.parentId ?? 0,
      sort: values.sort ?? 0,
    };
    if (editing.mode === 'add') await api.create(input);
    else await api.update(editing.node.id, input);
  };

  const remove = async (node: AdminCategory) => {
    try {
      await api.remove(node.id);
      await reload();
    } catch {
      // The client has shown why (e.g. it still has sub-categories).
    }
  };

  const excluded = editing?.mode === 'edit' ? selfAndDescendants(editing.node) : new Set<number>();
  return (
    <div className="admin-section">
      {help && <div className="admin-help">{help}</div>}
      <Button
        type="primary"
        icon={<PlusOutlined />}
        className="table-actions"
        onClick={() => setEditing({ mode: 'add', parentId: 0 })}
      >
        新建分类
      </Button>
      <Table<AdminCategory>
        rowKey="id"
        loading={tree === null}
        dataSource={tree ?? []}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: '还没有分类' }}
        columns={[
          { title: '分类名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort', width: 80 },
          ...(tree?.some((node) => node.count !== undefined)
            ? [{ title: '商品数', dataIndex: 'count', width: 90 }]
            : []),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, node: AdminCategory) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ mode: 'add', parentId: node.id })}
                >
                  添加子分类
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', node })}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除分类「${node.name}」？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove(node)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <FormModal<CategoryValues>
          title={editing.mode === 'edit' ? '编辑分类' : '新建分类'}
          okText="保存"
          initialValues={initialValues(editing)}
          submit={save}
          onDone={() => {
            setEditing(null);
            void reload();
          }}
          onClose={() => setEditing(null)}
        >
          {() => (
            <>
              <Form.Item
                name="name"
                label="分类名称"
                rules={[
                  { required: true, whitespace: true, message: '请填写分类名称' },
                  { max: 30, message: '分类名称最多 30 个字' },
                ]}
              >
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item name="parentId" label="上级分类" extra="不选则为一级分类">
                <TreeSelect
                  allowClear
                  placeholder="一级分类"
                  treeDefaultExpandAll
                  treeData={categoryTreeOptions(tree ?? [], excluded)}
                />
              </Form.Item>
              <Form.Item name="sort" label="排序（小的在前）">
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
