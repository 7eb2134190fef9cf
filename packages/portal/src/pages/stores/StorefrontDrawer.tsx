import { Button, Descriptions, Drawer, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import {
  storefront,
  type Store,
  type StorefrontDelivery,
  type StorefrontDeliveryState,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { serverPages } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { ShownOnce } from './ShownOnce.js';

const PAGE_SIZE = 10;

const deliveryStates: Record<StorefrontDeliveryState, { label: string; color: string }> = {
  pending: { label: '投递中', color: 'processing' },
  delivered: { label: '已送达', color: 'success' },
  failed: { label: '失败', color: 'error' },
};

const eventLabels: Record<StorefrontDelivery['event'], string> = {
  'order.status_changed': '订单状态变化',
  'order.shipped': '订单已发货',
};

function Attempts({ delivery }: { delivery: StorefrontDelivery }) {
  if (delivery.attempts.length === 0) return <span className="store-sync-last">尚未投递</span>;
  return (
    <ol className="storefront-attempts">
      {delivery.attempts.map((one) => (
        <li key={one.id}>
          <span>{formatDateTime(one.attempted_at)}</span>{' '}
          <Tag color={one.error ? 'error' : 'success'}>{one.http_status ?? '无应答'}</Tag>
          <span className="store-sync-last">{one.duration_ms} ms</span>
          {one.error && <div className="store-error">{one.error}</div>}
        </li>
      ))}
    </ol>
  );
}

/**
 * A dj store's open-API side: its webhook URL, its API key (rotate, revoke), its signing secret
 * (rotate), and the webhook 投递记录 with 重新投递.
 */
export function StorefrontDrawer({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Array<{ label: string; value: string }> | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const settings = useRemote(
    () =>
      store
        ? storefront.storefrontSettings(client, store.id, { silent: true })
        : Promise.resolve(null),
    `${store?.id}#${attempt}`,
  );
  const deliveries = useRemote(
    () =>
      store
        ? storefront.listStorefrontDeliveries(
            client,
            store.id,
            { page, page_size: PAGE_SIZE },
            { silent: true },
          )
        : Promise.resolve(null),
    `${store?.id}#${page}#${attempt}`,
  );
  const run = async (what: string, action: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await action();
      setAttempt((n) => n + 1);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(null);
    }
  };
  const current = settings.state === 'done' ? settings.data : null;
  const key = current?.api_key ?? null;

  return (
    <Drawer
      open={store !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      title={store ? `${store.name} · 开放接口` : ''}
      size={760}
      destroyOnHidden
    >
      {settings.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <div className="storefront-drawer">
          {shown && <ShownOnce items={shown} />}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="API 密钥">
              {key ? (
                <div>
                  <code>{key.prefix}</code>
                  <div className="store-sync-last">
                    创建于 {formatDateTime(key.created_at)}，
                    {key.last_used_at ? `最近使用 ${formatDateTime(key.last_used_at)}` : '尚未使用'}
                  </div>
                </div>
              ) : (
                <span className="store-error">已撤销，店铺前台的请求会被拒绝</span>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Permission name="authorize">
            <Space wrap className="storefront-actions">
              <Popconfirm
                title="生成新的 API 密钥？"
                description="旧密钥立即失效，店铺前台需要换用新密钥。"
                okText="生成"
                cancelText="取消"
                onConfirm={() =>
                  run('key', async () => {
                    const issued = await storefront.rotateStorefrontKey(client, store!.id);
                    setShown([{ label: '新的 API 密钥', value: issued.api_key }]);
                  })
                }
              >
                <Button type="primary" loading={busy === 'key'}>
                  生成新密钥
                </Button>
              </Popconfirm>
              {key && (
                <Popconfirm
                  title="撤销 API 密钥？"
                  description="撤销后店铺前台无法再推送订单或读取商品。"
                  okText="撤销"
                  cancelText="取消"
                  onConfirm={() =>
                    run('revoke', () => storefront.revokeStorefrontKey(client, store!.id))
                  }
                >
                  <Button danger loading={busy === 'revoke'}>
                    撤销密钥
                  </Button>
                </Popconfirm>
              )}
              <Popconfirm
                title="生成新的签名密钥？"
                description="之后的 Webhook 用新密钥签名，店铺前台需同步更新。"
                okText="生成"
                cancelText="取消"
                onConfirm={() =>
                  run('secret', async () => {
                    const issued = await storefront.rotateStorefrontSecret(client, store!.id);
                    setShown([{ label: '新的 Webhook 签名密钥', value: issued.webhook_secret }]);
                  })
                }
              >
                <Button loading={busy === 'secret'}>生成新签名密钥</Button>
              </Popconfirm>
            </Space>
          </Permission>
          {current && (
            <Form
              key={current.webhook_url}
              layout="vertical"
              initialValues={{ webhook_url: current.webhook_url }}
              onFinish={(fields: { webhook_url: string }) =>
                void run('url', () =>
                  storefront.saveStorefrontSettings(client, store!.id, {
                    webhook_url: fields.webhook_url.trim(),
                  }),
                )
              }
            >
              <Form.Item
                name="webhook_url"
                label="Webhook 地址"
                rules={[
                  { required: true, message: '请填写 Webhook 地址' },
                  { type: 'url', message: '请填写 https:// 开头的网址' },
                ]}
              >
                <Input
                  autoComplete="off"
                  addonAfter={
                    <Permission name="edit">
                      <Button type="link" size="small" htmlType="submit" loading={busy === 'url'}>
                        保存
                      </Button>
                    </Permission>
                  }
                />
              </Form.Item>
            </Form>
          )}
          <h3 className="storefront-title">Webhook 投递记录</h3>
          <Table<StorefrontDelivery>
            rowKey="id"
            size="small"
            loading={deliveries.state === 'loading'}
            dataSource={deliveries.state === 'done' ? (deliveries.data?.data ?? []) : []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '还没有投递记录' }}
            pagination={serverPages(
              page,
              PAGE_SIZE,
              deliveries.state === 'done' ? (deliveries.data?.total ?? 0) : 0,
              setPage,
            )}
            columns={[
              {
                title: '事件',
                key: 'event',
                render: (_, row) => (
                  <div>
                    <div>{eventLabels[row.event]}</div>
                    <div className="store-domain">订单 {row.store_order_no}</div>
                  </div>
                ),
              },
              {
                title: '状态',
                dataIndex: 'state',
                render: (state: StorefrontDeliveryState) => (
                  <Tag color={deliveryStates[state].color}>{deliveryStates[state].label}</Tag>
                ),
              },
              {
                title: '每次尝试',
                key: 'attempts',
                render: (_, row) => <Attempts delivery={row} />,
              },
              {
                title: '操作',
                key: 'actions',
                render: (_, row) => (
                  <Permission name="edit">
                    <Button
                      size="small"
                      loading={busy === `redeliver:${row.id}`}
                      onClick={() =>
                        void run(`redeliver:${row.id}`, () =>
                          storefront.redeliverStorefrontEvent(client, store!.id, row.id),
                        )
                      }
                    >
                      重新投递
                    </Button>
                  </Permission>
                ),
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
