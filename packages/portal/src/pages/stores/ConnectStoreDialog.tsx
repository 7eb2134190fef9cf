import { Form, Input, Modal, Select } from 'antd';
import {
  stores,
  type AmazonRegion,
  type ConnectablePlatform,
  type Store,
  type StoreConnectBody,
  type StoreConnectResult,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

interface Fields {
  name?: string;
  region?: AmazonRegion;
  shop_domain?: string;
  store_url?: string;
  consumer_key?: string;
  consumer_secret?: string;
  webhook_secret?: string;
  client_id?: string;
  api_key?: string;
}

/** Platforms this dialog connects; a dj store front is made by DjStoreDialog. */
export type KeyOrOAuthPlatform = Exclude<ConnectablePlatform, 22>;

/** The platforms whose shops are hosts of their own, by the suffix a bare shop name takes. */
const shopHosts: Partial<Record<ConnectablePlatform, string>> = {
  5: '.myshopify.com',
  9: '.myshopline.com',
  8: '.myshoplaza.com',
};

/** my-shop or my-shop.myshopify.com or its https address → my-shop.myshopify.com (Shopline, Shoplazza alike). */
export function shopDomain(platform: ConnectablePlatform, input: string): string {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return host.includes('.') ? host : `${host}${shopHosts[platform] ?? ''}`;
}

export const shopifyDomain = (input: string) => shopDomain(5, input);

function bodyOf(platform: KeyOrOAuthPlatform, fields: Fields): StoreConnectBody {
  const name = fields.name?.trim() || undefined;
  if (platform === 5 || platform === 8 || platform === 9)
    return { platform, shop_domain: shopDomain(platform, fields.shop_domain ?? ''), name };
  if (
    platform === 3 ||
    platform === 2 ||
    platform === 4 ||
    platform === 7 ||
    platform === 10 ||
    platform === 17 ||
    platform === 18 ||
    platform === 19 ||
    platform === 20
  )
    return { platform, name };
  if (platform === 1) return { platform, region: fields.region ?? 'na', name };
  if (platform === 14)
    return {
      platform,
      client_id: (fields.client_id ?? '').trim(),
      api_key: (fields.api_key ?? '').trim(),
      name,
    };
  return {
    platform,
    store_url: (fields.store_url ?? '').trim(),
    consumer_key: (fields.consumer_key ?? '').trim(),
    consumer_secret: (fields.consumer_secret ?? '').trim(),
    webhook_secret: fields.webhook_secret?.trim() || undefined,
    name,
  };
}

/** Amazon's SP-API regions, each with its own Seller Central. */
export const amazonRegions: Array<{ value: AmazonRegion; label: string }> = [
  { value: 'na', label: '北美（美国、加拿大、墨西哥、巴西）' },
  { value: 'eu', label: '欧洲（英国、德国、法国、意大利、西班牙等）' },
  { value: 'fe', label: '远东（日本、澳大利亚、新加坡）' },
];

const platformNames: Record<KeyOrOAuthPlatform, string> = {
  1: 'Amazon',
  3: 'Wish',
  2: 'AliExpress',
  4: 'Shopee',
  8: 'Shoplazza',
  9: 'Shopline',
  10: 'TikTok Shop',
  14: 'Ozon',
  17: 'Temu',
  18: 'Temu 本土',
  19: 'Shein',
  20: 'Temu 托管',
  5: 'Shopify',
  7: 'Etsy',
  21: 'WooCommerce',
};

/**
 * Connects a store, or re-authorises `store`: OAuth platforms answer an address the browser goes
 * to (the platform then returns to /shopify/auth); WooCommerce connects with its REST API keys,
 * Ozon with the seller's Client-Id and Api-Key.
 */
export function ConnectStoreDialog({
  platform,
  store,
  open,
  onClose,
  onConnected,
}: {
  platform: KeyOrOAuthPlatform;
  /** Re-authorise this store instead of connecting a new one. */
  store: Store | null;
  open: boolean;
  onClose: () => void;
  onConnected: (store: Store) => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const woo = platform === 21;
  const ozon = platform === 14;
  const keys = woo || ozon;
  const suffix = shopHosts[platform];

  const submit = async (fields: Fields) => {
    setSaving(true);
    try {
      let result: StoreConnectResult;
      if (store) {
        const body = woo
          ? (bodyOf(platform, fields) as Extract<StoreConnectBody, { platform: 21 }>)
          : ozon
            ? { api_key: (fields.api_key ?? '').trim() }
            : {};
        result = await stores.reauthorizeStore(client, store.id, body);
      } else {
        result = await stores.connectStore(client, bodyOf(platform, fields));
      }
      if (result.authorize_url) {
        window.location.assign(result.authorize_url);
        return;
      }
      onConnected(result.store);
      form.resetFields();
      onClose();
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${store ? '重新授权' : '授权'} ${platformNames[platform]} 店铺`}
      okText={keys ? '连接店铺' : '前往授权'}
      cancelText="取消"
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(fields) => void submit(fields)}
        preserve={false}
      >
        {suffix && !store && (
          <Form.Item
            name="shop_domain"
            label="店铺域名"
            extra={`如 my-shop${suffix}，只填 my-shop 也可以`}
            rules={[
              { required: true, message: '请填写店铺域名' },
              {
                validator: (_, value: string | undefined) =>
                  !value ||
                  new RegExp(`^[a-z0-9][a-z0-9-]*${suffix.replace(/\./g, '\\.')}$`).test(
                    shopDomain(platform, value),
                  )
                    ? Promise.resolve()
                    : Promise.reject(new Error(`店铺域名应为 xxx${suffix}`)),
              },
            ]}
          >
            <Input placeholder={`my-shop${suffix}`} autoComplete="off" />
          </Form.Item>
        )}
        {platform === 1 && !store && (
          <Form.Item
            name="region"
            label="Seller Central 区域"
            initialValue="na"
            rules={[{ required: true, message: '请选择区域' }]}
          >
            <Select options={amazonRegions} />
          </Form.Item>
        )}
        {ozon && (
          <>
            {!store && (
              <Form.Item
                name="client_id"
                label="Client-Id"
                extra="Ozon 卖家后台：设置 → API 密钥（Seller API），页面上方显示的数字"
                rules={[
                  { required: true, message: '请填写 Client-Id' },
                  { pattern: /^\s*\d+\s*$/, message: 'Client-Id 应为数字' },
                ]}
              >
                <Input placeholder="如 836412" autoComplete="off" inputMode="numeric" />
              </Form.Item>
            )}
            <Form.Item
              name="api_key"
              label="Api-Key"
              extra="在同一页面生成，权限需包含订单（如 Admin）；保存前会先向 Ozon 核对"
              rules={[{ required: true, message: '请填写 Api-Key' }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        {woo && (
          <>
            {!store && (
              <Form.Item
                name="store_url"
                label="店铺网址"
                rules={[
                  { required: true, message: '请填写店铺网址' },
                  { type: 'url', message: '请填写 https:// 开头的网址' },
                ]}
              >
                <Input placeholder="https://shop.example.com" autoComplete="off" />
              </Form.Item>
            )}
            <Form.Item
              name="consumer_key"
              label="Consumer key"
              extra="WooCommerce 后台：设置 → 高级 → REST API，权限选择「读/写」"
              rules={[{ required: true, message: '请填写 Consumer key' }]}
            >
              <Input placeholder="ck_…" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="consumer_secret"
              label="Consumer secret"
              rules={[{ required: true, message: '请填写 Consumer secret' }]}
            >
              <Input.Password placeholder="cs_…" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="webhook_secret" label="Webhook 密钥（选填）">
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        {!store && (
          <Form.Item name="name" label="店铺名称（选填）">
            <Input maxLength={64} placeholder="不填则使用平台上的店铺名" />
          </Form.Item>
        )}
        {!keys && (
          <p className="connect-hint">
            点击「前往授权」后将跳转到 {platformNames[platform]}，授权完成后自动返回本站。
          </p>
        )}
      </Form>
    </Modal>
  );
}
