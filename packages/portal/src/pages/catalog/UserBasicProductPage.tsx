import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import {
  products,
  type UserBasicProductCategory,
  type UserBasicProductCategoryInput,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from './screen-path.js';
import { useUserCategories } from './use-user-categories.js';
import './catalog.css';

type Editing = { mode: 'add' } | { mode: 'edit'; category: UserBasicProductCategory } | null;

/** userBasicProduct: the reseller's own categories of blanks (add, rename, order, delete). */
export default function UserBasicProductPage() {
  const { categories, failed, reload } = useUserCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<UserBasicProductCategoryInput>();

  const open = (next: Editing) => {
    setEditing(next);
    form.setFieldsValue(
      next?.mode === 'edit'
        ? { name: next.category.name, sort: next.category.sort }
        : { name: '', sort: (categories?.length ?? 0) + 1 },
    );
  };

  const save = async (values: UserBasicProductCategoryInput) => {
    if (!editing) return;
    setSaving(true);
    try {
      const body = { name: values.name.trim(), sort: values.sort ?? 0 };
      if (editing.mode === 'add') await products.createUserCategory(client, body);
      else await products.updateUserCategory(client, editing.category.id, body);
      setEditing(null);
      await reload();
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (category: UserBasicProductCategory) => {
    try {
      await products.deleteUserCategory(client, category.id);
      await reload();
    } catch {
      // The client has shown why.
    }
  };

  if (failed && !categories) return <Unreachable onRetry={() => void reload()} />;
  return (
    <div className="catalog-page">
      <h2 className="page-title">我的底板</h2>
      <p className="catalog-intro">把常用的空白商品分组，在定制商品库里按“我的分类”筛选。</p>
      <Permission name="add">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          className="table-actions"
          onClick={() => open({ mode: 'add' })}
        >
          新建分类
        </Button>
      </Permission>
      <Table<UserBasicProductCategory>
        rowKey="id"
        loading={categories === null}
        dataSource={categories ?? []}
        pagination={false}
        locale={{ emptyText: '还没有分类' }}
        columns={[
          { title: '分类名称', dataIndex: 'name' },
          {
            title: '底板数量',
            key: 'count',
            render: (_, row) => row.basic_product_ids.length,
          },
          { title: '排序', dataIndex: 'sort', responsive: ['sm'] },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <Space wrap size={4}>
                <Link to={screenPath('userBasic', { id: row.id })}>管理底板</Link>
                <Link to={screenPath('goodsLibrary', { mine: row.id })}>查看</Link>
                <Permission name="edit">
                  <Button
                    type="link"
                    size="small"
                    onClick={() => open({ mode: 'edit', category: row })}
                  >
                    编辑
                  </Button>
                </Permission>
                <Permission name="delete">
                  <Popconfirm
                    title={`删除分类「${row.name}」？`}
                    description="分类里的底板不会被删除"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove(row)}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? '编辑分类' : '新建分类'}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form<UserBasicProductCategoryInput> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="name"
            label="分类名称"
            rules={[
              { required: true, whitespace: true, message: '请填写分类名称' },
              { max: 30, message: '分类名称最多 30 个字' },
            ]}
          >
            <Input maxLength={30} autoFocus />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
