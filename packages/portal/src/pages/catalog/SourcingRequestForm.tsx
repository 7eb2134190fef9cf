import { Form, Input, InputNumber, Button } from 'antd';
import {
  products,
  type OrdinaryProductForm,
  type OrdinaryProductFormInput,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

/** Asks the platform to source a general good (POST /distribution/ordinaryProductForm). */
export function SourcingRequestForm({ onSent }: { onSent: (sent: OrdinaryProductForm) => void }) {
  const [form] = Form.useForm<OrdinaryProductFormInput>();
  const [sending, setSending] = useState(false);

  const submit = async (values: OrdinaryProductFormInput) => {
    setSending(true);
    try {
      const created = await products.submitOrdinaryForm(client, {
        ...values,
        name: values.name.trim(),
        link: values.link?.trim() || undefined,
        description: values.description?.trim() || undefined,
      });
      form.resetFields();
      onSent(created);
    } catch {
      // The client has shown the server's reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<OrdinaryProductFormInput>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ expected_quantity: 100 }}
    >
      <Form.Item
        name="name"
        label="商品名称"
        rules={[
          { required: true, whitespace: true, message: '请填写商品名称' },
          { max: 100, message: '商品名称最多 100 个字' },
        ]}
      >
        <Input maxLength={100} placeholder="例如：陶瓷马克杯 350ml" />
      </Form.Item>
      <Form.Item
        name="link"
        label="商品链接"
        rules={[{ type: 'url', message: '请填写完整的链接，如 https://…' }]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="description"
        label="商品描述"
        dependencies={['link']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (!value?.trim() && !String(getFieldValue('link') ?? '').trim()) {
                throw new Error('请填写商品链接或商品描述');
              }
            },
          }),
          { max: 1000, message: '描述最多 1000 个字' },
        ]}
      >
        <Input.TextArea rows={4} maxLength={1000} showCount placeholder="材质、规格、颜色等" />
      </Form.Item>
      <Form.Item
        name="expected_quantity"
        label="预计数量（件）"
        rules={[{ required: true, message: '请填写预计数量' }]}
      >
        <InputNumber min={1} max={1000000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式"
        rules={[
          { required: true, whitespace: true, message: '请填写联系方式' },
          { max: 100, message: '联系方式最多 100 个字' },
        ]}
      >
        <Input maxLength={100} placeholder="手机号、微信或邮箱" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        提交需求
      </Button>
    </Form>
  );
}
