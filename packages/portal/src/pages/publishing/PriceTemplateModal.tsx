import { Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { priceTemplates, type PriceTemplate, type PriceTemplateInput } from '@podkit/sdk-core';
import { useState } from 'react';
import { PricePreview } from './PricePreview.js';
import { roundingOptions } from './rounding.js';
import { client } from '../../sdk/client.js';

/** Add or edit a price template, with its prices shown on one of the reseller's products. */
export function PriceTemplateModal({
  template,
  currencies,
  onSaved,
  onClose,
}: {
  template?: PriceTemplate;
  /** The currencies the rate table has, offered first. */
  currencies: string[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PriceTemplateInput>();
  const [saving, setSaving] = useState(false);
  const rule = Form.useWatch([], form) as Partial<PriceTemplateInput> | undefined;

  async function save() {
    const values = await form.validateFields();
    const body: PriceTemplateInput = { ...values, name: values.name.trim() };
    setSaving(true);
    try {
      if (template) await priceTemplates.update(client, template.id, body);
      else await priceTemplates.create(client, body);
      onSaved();
    } catch {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      width={720}
      title={template ? `编辑「${template.name}」` : '新建价格模板'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          template ?? {
            name: '',
            currency: currencies[0] ?? 'USD',
            factor: '2',
            addend: '0',
            rounding: '99',
            is_default: false,
          }
        }
      >
        <Form.Item
          label="模板名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请填写模板名称' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <div className="publish-form-row">
          <Form.Item
            label="币种"
            name="currency"
            rules={[{ required: true, message: '请选择币种' }]}
          >
            <Select
              style={{ width: 120 }}
              options={[...new Set([...currencies, 'CNY'])].map((code) => ({
                value: code,
                label: code,
              }))}
            />
          </Form.Item>
          <Form.Item
            label="倍数"
            name="factor"
            rules={[{ required: true, message: '请填写倍数' }]}
            extra="售价 = 成本 × 汇率 × 倍数 + 加价"
          >
            <InputNumber<string> stringMode min="0.01" step="0.1" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="加价" name="addend" rules={[{ required: true, message: '请填写加价' }]}>
            <InputNumber<string> stringMode min="0" step="0.5" style={{ width: 120 }} />
          </Form.Item>
        </div>
        <Form.Item label="尾数" name="rounding">
          <Select options={roundingOptions} style={{ maxWidth: 280 }} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认（产品模板未选价格模板时使用）</Checkbox>
        </Form.Item>
      </Form>
      <PricePreview rule={rule} />
    </Modal>
  );
}
