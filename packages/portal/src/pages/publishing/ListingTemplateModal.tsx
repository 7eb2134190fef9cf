import { Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import {
  listingTemplates,
  priceTemplates,
  type ListingTemplate,
  type ListingTemplateInput,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { CategoryAttributeFields, isCategoryAttributeKey } from './CategoryAttributeFields.js';
import { CategoryPicker } from './CategoryPicker.js';
import { MarketplaceFieldItem } from './MarketplaceFieldItem.js';
import type { Marketplace } from './marketplaces.js';

const PLACEHOLDERS =
  '可用占位符：{name} 商品名称，{blank} 底板名称，{colors} 全部颜色，{sizes} 全部尺码';

type Attribute = { key: string; value: string };
type FormValues = Omit<ListingTemplateInput, 'platform' | 'attributes'> & {
  attributes: Attribute[];
  /** The marketplace's own fields (marketplaces.ts), saved among the attributes. */
  fields: Record<string, string>;
};

/** A marketplace's listing fields, filled once and used for every product released with it. */
export function ListingTemplateModal({
  marketplace,
  template,
  onSaved,
  onClose,
}: {
  marketplace: Marketplace;
  template?: ListingTemplate;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const prices = useRemote(() =>
    priceTemplates.list(client, { page: 1, page_size: 100 }, { silent: true }),
  );
  const own = useRemote(() => listingTemplates.fields(client, marketplace.key));
  // The form waits for them: its initial values split the attributes by them.
  if (own.state !== 'done') return null;
  const ownFields = own.data.fields;
  const fieldKeys = new Set(ownFields.map((field) => field.key));
  // The marketplace's fields and the category's attributes are edited above, not in the free list.
  const isOwnKey = (key: string) => fieldKeys.has(key) || isCategoryAttributeKey(key);

  async function save() {
    const { fields, ...values } = await form.validateFields();
    const body: ListingTemplateInput = {
      ...values,
      platform: marketplace.key,
      name: values.name.trim(),
      price_template_id: values.price_template_id ?? null,
      attributes: {
        ...Object.fromEntries(
          (values.attributes ?? [])
            .filter((row) => row.key?.trim() && !isOwnKey(row.key.trim()))
            .map((row) => [row.key.trim(), (row.value ?? '').trim()]),
        ),
        ...Object.fromEntries(
          Object.entries(fields ?? {})
            .map(([key, value]) => [key, (value ?? '').trim()])
            .filter(([, value]) => value),
        ),
      },
    };
    setSaving(true);
    try {
      if (template) await listingTemplates.update(client, template.id, body);
      else await listingTemplates.create(client, body);
      onSaved();
    } catch {
      setSaving(false);
    }
  }

  const initial: FormValues = template
    ? {
        ...template,
        attributes: Object.entries(template.attributes)
          .filter(([key]) => !isOwnKey(key))
          .map(([key, value]) => ({ key, value })),
        fields: {
          ...Object.fromEntries(
            Object.entries(template.attributes).filter(([key]) => isCategoryAttributeKey(key)),
          ),
          ...Object.fromEntries(
            ownFields.map((field) => [field.key, template.attributes[field.key] ?? '']),
          ),
        },
      }
    : {
        name: '',
        title_pattern: '{name}',
        description_pattern: '<p>{name}</p><p>Colors: {colors}</p><p>Sizes: {sizes}</p>',
        category: '',
        attributes: [],
        fields: {},
        color_option: 'Color',
        size_option: 'Size',
        images: 'all',
        price_template_id: null,
        status: 'active',
        tags: [],
        vendor: '',
        product_type: '',
      };

  return (
    <Modal
      open
      width={760}
      title={template ? `编辑「${template.name}」` : `新建 ${marketplace.label} 产品模板`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          label="模板名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请填写模板名称' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          label="标题"
          name="title_pattern"
          extra={`${PLACEHOLDERS}。替换后的标题以 ${marketplace.label} 的长度限制为准`}
          rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label="描述（HTML）" name="description_pattern">
          <Input.TextArea rows={4} maxLength={20000} />
        </Form.Item>
        <div className="publish-form-row">
          <Form.Item label="商品分类" name="category">
            <Input placeholder="Apparel & Accessories > Clothing" style={{ width: 280 }} />
          </Form.Item>
          <Form.Item label="供应商（Vendor）" name="vendor">
            <Input maxLength={255} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="商品类型" name="product_type">
            <Input maxLength={255} style={{ width: 160 }} />
          </Form.Item>
        </div>
        {ownFields.length > 0 && (
          <div className="publish-form-row">
            {ownFields.map((field) =>
              field.key === 'category_id' ? (
                <CategoryPicker key={field.key} field={field} platform={marketplace.key} />
              ) : (
                <MarketplaceFieldItem key={field.key} field={field} />
              ),
            )}
          </div>
        )}
        {fieldKeys.has('category_id') && <CategoryAttributeFields platform={marketplace.key} />}
        <Form.Item label="标签" name="tags">
          <Select mode="tags" tokenSeparators={[',', '，']} placeholder="输入后回车" />
        </Form.Item>
        <div className="publish-form-row">
          <Form.Item label="颜色选项名" name="color_option" rules={[{ required: true }]}>
            <Input maxLength={255} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="尺码选项名" name="size_option" rules={[{ required: true }]}>
            <Input maxLength={255} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="价格模板" name="price_template_id">
            <Select
              allowClear
              placeholder="使用默认价格模板"
              style={{ width: 200 }}
              loading={prices.state === 'loading'}
              options={
                prices.state === 'done'
                  ? prices.data.data.map((price) => ({ value: price.id, label: price.name }))
                  : []
              }
            />
          </Form.Item>
        </div>
        <div className="publish-form-row">
          <Form.Item label="商品图片" name="images">
            <Radio.Group
              options={[
                { value: 'all', label: '全部效果图' },
                { value: 'main', label: '仅主图' },
              ]}
            />
          </Form.Item>
          <Form.Item label="发布状态" name="status">
            <Radio.Group
              options={[
                { value: 'active', label: '上架' },
                { value: 'draft', label: '草稿' },
              ]}
            />
          </Form.Item>
        </div>
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <Form.Item label="商品属性">
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field) => (
                  <Space key={field.key} wrap>
                    <Form.Item name={[field.name, 'key']} noStyle>
                      <Input placeholder="属性名，如 Material" aria-label="属性名" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} noStyle>
                      <Input placeholder="属性值，如 Cotton" aria-label="属性值" />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ key: '', value: '' })}>添加属性</Button>
              </Space>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
