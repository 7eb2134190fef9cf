import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  ColorPicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  TreeSelect,
} from 'antd';
import type { Color } from 'antd/es/color-picker';
import {
  catalogAdmin,
  categoryTreeOptions,
  products,
  type AdminBasicProduct,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { ConsoleEditFrame } from '../components/ConsoleEditFrame.js';
import { blankCategoryApi } from './blank-category-api.js';
import {
  emptyBlank,
  newView,
  toBlankInput,
  toFormValues,
  type BlankFormValues,
} from './blank-form.js';
import { BlankImagesCard } from './BlankImagesCard.js';
import { PrivilegePricesCard } from './PrivilegePricesCard.js';
import { ViewEditor } from './ViewEditor.js';

const YUAN = /^\d+(\.\d{1,2})?$/;
const yuanRule = { pattern: YUAN, message: '金额格式不正确，如 39.90' };

function BlankForm({
  blank,
  onSaved,
}: {
  blank: AdminBasicProduct | null;
  onSaved: (saved: AdminBasicProduct) => void;
}) {
  const [form] = Form.useForm<BlankFormValues>();
  const [saving, setSaving] = useState(false);
  const categories = useRemote(() => blankCategoryApi.load());
  const styles = useRemote(() => products.getDesignStyles(client, { silent: true }));
  const colors = Form.useWatch('colors', form) ?? [];
  const [previewColorId, setPreviewColorId] = useState<number | null>(null);
  const savedColorIds = (blank?.colors ?? []).map((c) => c.id);
  const previewColor =
    previewColorId && savedColorIds.includes(previewColorId) ? previewColorId : savedColorIds[0];

  const imageOf = (viewId: number | undefined) =>
    viewId
      ? blank?.show_images_design.find((i) => i.view_id === viewId && i.color_id === previewColor)
          ?.image_src
      : undefined;

  const save = async () => {
    setSaving(true);
    try {
      // onFinish leaves out fields without an input (the ids that keep colours, views and their
      // pictures), so the whole store is read.
      const input = toBlankInput(form.getFieldsValue(true) as BlankFormValues);
      const saved = blank
        ? await catalogAdmin.updateBlank(client, blank.id, input)
        : await catalogAdmin.createBlank(client, input);
      form.setFieldsValue(toFormValues(saved));
      onSaved(saved);
    } catch {
      // The client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<BlankFormValues>
      form={form}
      layout="vertical"
      initialValues={blank ? toFormValues(blank) : emptyBlank}
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
          <Form.Item
            name="code"
            label="商品编号"
            rules={[
              { required: true, whitespace: true, message: '请填写商品编号' },
              {
                pattern: /^[A-Za-z0-9_-]{1,40}$/,
                message: '编号只能用字母、数字、- 和 _，最多 40 位',
              },
            ]}
          >
            <Input maxLength={40} placeholder="如 TSHIRT-001" />
          </Form.Item>
          <Form.Item name="category_id" label="分类">
            <TreeSelect
              allowClear
              placeholder="不分类"
              treeDefaultExpandAll
              treeData={categories.state === 'done' ? categoryTreeOptions(categories.data) : []}
            />
          </Form.Item>
          <Form.Item name="design_style" label="设计风格">
            <Select
              options={
                styles.state === 'done'
                  ? styles.data.map((style) => ({ value: style.id, label: style.name }))
                  : [{ value: 1, label: '默认' }]
              }
            />
          </Form.Item>
          <Form.Item
            name="base_price"
            label="基础价（元）"
            rules={[{ required: true, message: '请填写基础价' }, yuanRule]}
          >
            <Input prefix="¥" inputMode="decimal" aria-label="基础价" />
          </Form.Item>
          <Form.Item
            name="weight_grams"
            label="重量（克）"
            rules={[{ required: true, message: '请填写重量' }]}
          >
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Space size="large" wrap>
          <Form.Item name="status" label="上架" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="is_3d" label="3D 预览" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="is_merge_design"
            label="多面同步设计"
            valuePropName="checked"
            tooltip="开启后，编辑一个视图会同步到其他视图"
          >
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="商品介绍" rules={[{ max: 5000 }]}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Card>

      <Card title="颜色" size="small">
        <Form.List
          name="colors"
          rules={[
            {
              validator: async (_, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error('至少需要一种颜色');
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap className="admin-list-row">
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: '请填写颜色名称' }]}
                  >
                    <Input placeholder="颜色名称" maxLength={20} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'hex']}
                    getValueFromEvent={(color: Color) =>
                      color.toHexString().slice(0, 7).toUpperCase()
                    }
                    rules={[{ required: true, message: '请选择色值' }]}
                  >
                    <ColorPicker disabledAlpha showText format="hex" />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除颜色"
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', hex: '#FFFFFF' })}>
                添加颜色
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Card title="尺码" size="small">
        <Form.List
          name="sizes"
          rules={[
            {
              validator: async (_, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error('至少需要一个尺码');
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap className="admin-list-row">
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: '请填写尺码' }]}
                  >
                    <Input placeholder="尺码，如 M" maxLength={20} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'surcharge']} rules={[yuanRule]}>
                    <Input prefix="加价 ¥" style={{ width: 160 }} inputMode="decimal" />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除尺码"
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', surcharge: '0.00' })}>
                添加尺码
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Card
        title="视图与印刷区域"
        size="small"
        extra={
          blank && blank.colors.length > 0 ? (
            <Select
              size="small"
              value={previewColor}
              aria-label="预览颜色"
              style={{ width: 120 }}
              onChange={setPreviewColorId}
              options={blank.colors.map((c) => ({ value: c.id, label: `预览：${c.name}` }))}
            />
          ) : undefined
        }
      >
        <Form.List
          name="views"
          rules={[
            {
              validator: async (_, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error('至少需要一个视图');
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <ViewEditor
                  key={field.key}
                  form={form}
                  index={field.name}
                  imageSrc={imageOf(form.getFieldValue(['views', field.name, 'view_id']))}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add(newView(fields.length === 1 ? '背面' : `视图 ${fields.length + 1}`))
                }
              >
                添加视图
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {blank ? '保存商品' : '创建商品'}
        </Button>
        <span className="admin-help">
          {colors.length} 种颜色；
          {blank ? '保存后再上传新颜色或新视图的图片' : '创建后可上传图片、设置等级特权价'}
        </span>
      </div>
    </Form>
  );
}

/** /admin/catalog/new and /admin/catalog/:id: a blank's fields, views, pictures and prices. */
export default function BlankEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const isNew = id === undefined || id === 'new';
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(
    () =>
      isNew
        ? Promise.resolve(null)
        : /^\d+$/.test(id)
          ? catalogAdmin.getBlank(client, id, { silent: true })
          : Promise.reject(new Error('bad id')),
    `${id}#${attempt}`,
  );
  const [current, setCurrent] = useState<AdminBasicProduct | null>(null);
  const blank =
    current && String(current.id) === id ? current : remote.state === 'done' ? remote.data : null;

  return (
    <ConsoleEditFrame
      back={{ to: '/admin/catalog', label: '返回商品目录' }}
      load={remote}
      idIsValid={/^\d+$/.test(id ?? '')}
      onRetry={() => setAttempt((n) => n + 1)}
      title={blank ? `编辑商品：${blank.name}` : '新建商品'}
    >
      <BlankForm
        key={blank ? `${blank.id}:${blank.updated_at}` : 'new'}
        blank={blank}
        onSaved={(saved) => {
          setCurrent(saved);
          if (isNew) navigate(`/admin/catalog/${saved.id}`, { replace: true });
        }}
      />
      {blank && (
        <>
          <BlankImagesCard
            key={`images:${blank.id}:${blank.updated_at}`}
            blank={blank}
            onSaved={(images) => setCurrent({ ...blank, show_images_design: images })}
          />
          <PrivilegePricesCard
            blank={blank}
            onSaved={(prices) => setCurrent({ ...blank, privilege_prices: prices })}
          />
        </>
      )}
    </ConsoleEditFrame>
  );
}
