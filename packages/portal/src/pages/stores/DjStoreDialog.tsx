import { Button, Form, Input, Modal } from 'antd';
import { storefront, type DjStoreCreated, type Store } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { ShownOnce } from './ShownOnce.js';

interface Fields {
  name: string;
  webhook_url: string;
}

/**
 * 创建 DJ 店铺: a store front of the reseller's own. The answer's API key and webhook signing
 * secret are shown here once (the server keeps only the key's hash and the sealed secret).
 */
export function DjStoreDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (store: Store) => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<DjStoreCreated | null>(null);

  const submit = async (fields: Fields) => {
    setSaving(true);
    try {
      const answer = await storefront.createDjStore(client, {
        name: fields.name.trim(),
        webhook_url: fields.webhook_url.trim(),
      });
      setCreated(answer);
      onCreated(answer.store);
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setCreated(null);
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={created ? 'DJ 店铺已创建' : '创建 DJ 店铺'}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            我已保存
          </Button>
        ) : (
          <>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              创建店铺
            </Button>
          </>
        )
      }
    >
      {created ? (
        <ShownOnce
          items={[
            { label: 'API 密钥（请求头 X-Api-Key）', value: created.api_key },
            { label: 'Webhook 签名密钥', value: created.webhook_secret },
          ]}
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={(fields) => void submit(fields)}>
          <Form.Item
            name="name"
            label="店铺名称"
            rules={[{ required: true, whitespace: true, message: '请填写店铺名称' }]}
          >
            <Input maxLength={100} placeholder="如：我的独立站" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="webhook_url"
            label="Webhook 地址"
            extra="订单状态变化、发货（含物流单号）时，PodKit 向该地址 POST 签名的 JSON"
            rules={[
              { required: true, message: '请填写 Webhook 地址' },
              { type: 'url', message: '请填写 https:// 开头的网址' },
            ]}
          >
            <Input placeholder="https://shop.example.com/podkit/webhook" autoComplete="off" />
          </Form.Item>
          <p className="connect-hint">
            创建后会显示店铺的 API 密钥和 Webhook 签名密钥，仅显示一次。店铺前台用 API
            密钥调用开放接口推送订单、读取已刊登的商品。
          </p>
        </Form>
      )}
    </Modal>
  );
}
