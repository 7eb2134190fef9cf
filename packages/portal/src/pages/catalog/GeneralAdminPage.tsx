import { Button, Card, Descriptions, Form, Input, InputNumber, Result } from 'antd';
import {
  products,
  type OrdinaryProductForm,
  type OrdinaryProductFormInput,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { client } from '../../sdk/client.js';
import './catalog.css';

/**
 * generalAdmin: ask the platform to source a general good (POST /distribution/ordinaryProductForm).
 * The server offers no list of a reseller's own requests, so the page shows what was just sent.
 */
export default function GeneralAdminPage() {
  const [form] = Form.useForm<OrdinaryProductFormInput>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<OrdinaryProductForm | null>(null);

  const submit = async (values: OrdinaryProductFormInput) => {
    setSending(true);
    try {
      const created = await products.submitOrdinaryForm(client, {
        ...values,
        name: values.name.trim(),
        link: values.link?.trim() || undefined,
        description: values.description?.trim() || undefined,
      });
      setSent(created);
      form.resetFields();
    } catch {
      // The client has shown the server's reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="catalog-page catalog-narrow">
      <h2 className="page-title">通用商品采购需求</h2>
      <p className="catalog-intro">
        找不到想卖的现货商品？告诉我们商品和预计数量，平台会帮您寻找货源并上架到通用商品库。
      </p>
      {sent && (
        <Result
          status="success"
          title="需求已提交"
          subTitle="平台处理后会上架到通用商品库，请留意消息通知"
          extra={<Button onClick={() => setSent(null)}>再提交一个</Button>}
        >
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'name', label: '商品名称', children: sent.name },
              { key: 'link', label: '商品链接', children: sent.link || '—' },
              { key: 'desc', label: '商品描述', children: sent.description || '—' },
              { key: 'qty', label: '预计数量', children: sent.expected_quantity },
              { key: 'contact', label: '联系方式', children: sent.contact },
              { key: 'time', label: '提交时间', children: formatDateTime(sent.created_at) },
            ]}
          />
        </Result>
      )}
      {!sent && (
        <Card>
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
              <Input.TextArea
                rows={4}
                maxLength={1000}
                showCount
                placeholder="材质、规格、颜色等"
              />
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
        </Card>
      )}
    </div>
  );
}
