import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Space, Switch, TreeSelect } from 'antd';
import { catalogAdmin, categoryTreeOptions } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { ImageListField } from '../components/ImageListField.js';
import { ConsoleEditFrame } from '../components/ConsoleEditFrame.js';
import { goodsCategoryApi } from './goods-category-api.js';
import { GoodsStockModal, type StockTarget } from './GoodsStockModal.js';
import { SavedStock, SkuStockField } from './StockFields.js';
import { emptyGoods, toGoodsFormValues, toGoodsInput, type GoodsFormValues } from './goods-form.js';

const yuanRule = { pattern: /^\d+(\.\d{1,2})?$/, message: '金额格式不正确，如 39.90' };

/** /admin/goods/new and /admin/goods/:id: a general good with pictures, SKUs, price and stock. */
export default function GoodsEditPage() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'new';
  const navigate = useNavigate();
  const [form] = Form.useForm<GoodsFormValues>();
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [stockTarget, setStockTarget] = useState<StockTarget | null>(null);
  const categories = useRemote(() => goodsCategoryApi.load());
  const remote = useRemote(
    () =>
      isNew
        ? Promise.resolve(null)
        : /^\d+$/.test(id)
          ? catalogAdmin.getGoods(client, id, { silent: true })
          : Promise.reject(new Error('bad id')),
    `${id}#${attempt}`,
  );

  const save = async () => {
    setSaving(true);
    try {
      // onFinish leaves out fields without an input (the SKU ids), so the whole store is read.
      const input = toGoodsInput(form.getFieldsValue(true) as GoodsFormValues, isNew);
      const saved = isNew
        ? await catalogAdmin.createGoods(client, input)
        : await catalogAdmin.updateGoods(client, id, input);
      form.setFieldsValue(toGoodsFormValues(saved));
      if (isNew) navigate(`/admin/goods/${saved.id}`, { replace: true });
    } catch {
      // The client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  const goods = remote.state === 'done' ? remote.data : null;
  return (
    <ConsoleEditFrame
      back={{ to: '/admin/goods', label: '返回通用商品' }}
      load={remote}
      idIsValid={/^\d+$/.test(id ?? '')}
      onRetry={() => setAttempt((n) => n + 1)}
      title={goods ? `编辑通用商品：${goods.name}` : '新建通用商品'}
    >
      <Form<GoodsFormValues>
        key={goods?.id ?? 'new'}
        form={form}
        layout="vertical"
        initialValues={goods ? toGoodsFormValues(goods) : emptyGoods}
        onFinish={save}
        scrollToFirstError
        className="admin-form"
      >
        <Card title="基本信息" size="small">
          <div className="admin-grid">
            <Form.Item
              name="name"
              label="商品名称"
              rules={[
                { required: true, whitespace: true, message: '请填写商品名称' },
                { max: 100, message: '商品名称最多 100 个字' },
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="category_id" label="分类">
              <TreeSelect
                allowClear
                placeholder="不分类"
                treeDefaultExpandAll
                treeData={categories.state === 'done' ? categoryTreeOptions(categories.data) : []}
              />
            </Form.Item>
            <Form.Item
              name="price"
              label="价格（元，无 SKU 时使用）"
              rules={[{ required: true, message: '请填写价格' }, yuanRule]}
            >
              <Input prefix="¥" inputMode="decimal" />
            </Form.Item>
            {goods ? (
              <Form.Item name="stock" label="库存（无 SKU 时使用）">
                <SavedStock
                  onOpen={(stock) =>
                    setStockTarget({ goodsId: goods.id, skuId: null, label: goods.name, stock })
                  }
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="stock"
                label="期初库存（无 SKU 时使用）"
                rules={[{ required: true, message: '请填写库存' }]}
              >
                <InputNumber min={0} max={10000000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </div>
          <Form.Item
            name="is_published"
            label="发布"
            valuePropName="checked"
            extra="发布后访客和分销商可见"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="images" label="商品图片">
            <ImageListField />
          </Form.Item>
          <Form.Item name="description" label="商品介绍" rules={[{ max: 5000 }]}>
            <Input.TextArea rows={4} maxLength={5000} />
          </Form.Item>
        </Card>

        <Card title="SKU（可选）" size="small">
          <Form.List name="skus">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <div key={field.key} className="admin-sku">
                    <Space wrap align="start">
                      <Form.Item name={[field.name, 'code']} label="SKU 编码">
                        <Input maxLength={40} style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'price']}
                        label="价格"
                        rules={[{ required: true, message: '请填写价格' }, yuanRule]}
                      >
                        <Input prefix="¥" style={{ width: 120 }} inputMode="decimal" />
                      </Form.Item>
                      <SkuStockField
                        form={form}
                        name={field.name}
                        onOpen={(skuId, stock, label) =>
                          goods &&
                          setStockTarget({
                            goodsId: goods.id,
                            skuId,
                            label: `${goods.name} / ${label}`,
                            stock,
                          })
                        }
                      />
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="删除 SKU"
                        onClick={() => remove(field.name)}
                        className="admin-sku-remove"
                      />
                    </Space>
                    <Form.List name={[field.name, 'spec_values']}>
                      {(specs, specOps) => (
                        <Space wrap align="start">
                          {specs.map((spec) => (
                            <Space.Compact key={spec.key}>
                              <Form.Item name={[spec.name, 'name']} noStyle>
                                <Input placeholder="规格名，如 颜色" style={{ width: 120 }} />
                              </Form.Item>
                              <Form.Item name={[spec.name, 'value']} noStyle>
                                <Input placeholder="规格值，如 白色" style={{ width: 120 }} />
                              </Form.Item>
                              <Button
                                icon={<DeleteOutlined />}
                                aria-label="删除规格"
                                onClick={() => specOps.remove(spec.name)}
                              />
                            </Space.Compact>
                          ))}
                          <Button
                            size="small"
                            icon={<PlusOutlined />}
                            onClick={() => specOps.add({ name: '', value: '' })}
                          >
                            规格
                          </Button>
                        </Space>
                      )}
                    </Form.List>
                  </div>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({
                      code: '',
                      spec_values: [{ name: '', value: '' }],
                      price: '0.00',
                      stock: 0,
                    })
                  }
                >
                  添加 SKU
                </Button>
              </>
            )}
          </Form.List>
        </Card>

        {stockTarget ? (
          <GoodsStockModal
            target={stockTarget}
            onAdjusted={(stock) =>
              form.setFieldValue(
                stockTarget.skuId === null
                  ? 'stock'
                  : [
                      'skus',
                      (form.getFieldValue('skus') as GoodsFormValues['skus']).findIndex(
                        (sku) => sku.id === stockTarget.skuId,
                      ),
                      'stock',
                    ],
                stock,
              )
            }
            onClose={() => setStockTarget(null)}
          />
        ) : null}
        <div className="admin-form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {isNew ? '创建商品' : '保存商品'}
          </Button>
        </div>
      </Form>
    </ConsoleEditFrame>
  );
}
