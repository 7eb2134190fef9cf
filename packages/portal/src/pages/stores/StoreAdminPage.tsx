import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Grid,
  Popconfirm,
  Progress,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd';
import {
  packaging,
  STORE_PLATFORM,
  stores,
  type PackagingTemplate,
  type Store,
  type StorePlatformCode,
  type StoreState,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission, usePermission } from '../../workbench/permission.js';
import { ConnectStoreDialog } from './ConnectStoreDialog.js';
import { DjStoreDialog } from './DjStoreDialog.js';
import { StorefrontDrawer } from './StorefrontDrawer.js';
import { isConnectable, platformFromQuery, platformTabs } from './platforms.js';
import { StoreOrdersDrawer } from './StoreOrdersDrawer.js';
import { templateLabel } from '../packaging/packaging-tags.js';
import { StorePackagingDialog } from './StorePackagingDialog.js';
import { WooCommerceHelp } from './WooCommerceHelp.js';
import { OzonPushAddress } from './OzonPushAddress.js';
import './stores.css';

/** How often the list is read again while a sync runs. */
const SYNC_POLL_MS = 2000;

const stateColors: Record<StoreState, string> = {
  authorising: 'processing',
  authorised: 'success',
  expired: 'warning',
  error: 'error',
};

function SyncCell({ store }: { store: Store }) {
  if (store.platform === STORE_PLATFORM.dj)
    return <span className="store-sync-last">订单由店铺前台通过开放接口推送</span>;
  const busy = store.sync_status === 'queued' || store.sync_status === 'running';
  return (
    <div className="store-sync">
      {busy ? (
        <>
          <span>{store.sync_status === 'queued' ? '排队中' : '同步中'}</span>
          <Progress
            size="small"
            aria-label="同步进度"
            percent={
              store.sync_total
                ? Math.min(99, Math.floor((store.sync_done / store.sync_total) * 100))
                : 0
            }
            format={() =>
              store.sync_total ? `${store.sync_done}/${store.sync_total}` : `${store.sync_done}`
            }
          />
        </>
      ) : (
        <span className="store-sync-last">
          {store.last_synced_at ? `上次同步 ${formatDateTime(store.last_synced_at)}` : '尚未同步'}
        </span>
      )}
      {store.last_error && <div className="store-error">{store.last_error}</div>}
    </div>
  );
}

function StoreName({ store }: { store: Store }) {
  return (
    <div>
      <div className="store-name">{store.name}</div>
      {store.shop_domain !== store.name && <div className="store-domain">{store.shop_domain}</div>}
      {store.platform === STORE_PLATFORM.ozon && <OzonPushAddress store={store} />}
    </div>
  );
}

function StateCell({ store }: { store: Store }) {
  return (
    <div>
      <Tag color={stateColors[store.state]}>{store.state_label}</Tag>
      {store.state_message && <div className="store-error">{store.state_message}</div>}
    </div>
  );
}

/** 默认包装: the store's default packaging template, by the name the usable list gives it. */
function PackagingCell({ store, usable }: { store: Store; usable: readonly PackagingTemplate[] }) {
  const id = store.default_bottom_template_id;
  if (!id) return <span className="store-sync-last">未设置（使用偏好设置的默认包装）</span>;
  const template = usable.find((one) => one.id === id);
  return <span>{template ? templateLabel(template) : `包装模板 #${id}`}</span>;
}

/** storeAdmin?platform=: the reseller's stores on one platform; connect, sync, re-authorise, disconnect. */
export default function StoreAdminPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('platform');
  const platform = platformFromQuery(asked);
  if (platform !== null) return <PlatformStores platform={platform} />;
  return (
    <div className="store-admin-page">
      <h2 className="page-title">我的店铺</h2>
      <Tabs
        activeKey=""
        onChange={(key) => setSearch({ platform: key })}
        items={platformTabs.map((p) => ({ key: String(p.code), label: p.name }))}
        className="store-tabs"
      />
      <Alert
        type="error"
        showIcon
        title={`没有编号为「${asked?.slice(0, 20)}」的店铺平台`}
        description="链接中的平台参数有误，请在上方选择要管理的店铺平台。"
      />
    </div>
  );
}

/** One platform's tab: its stores, and connecting one (?connect=1 opens the dialog at once). */
function PlatformStores({ platform }: { platform: StorePlatformCode }) {
  const [search, setSearch] = useSearchParams();
  const mayAuthorize = usePermission('authorize');
  const [attempt, setAttempt] = useState(0);
  const [connecting, setConnecting] = useState<{ store: Store | null } | null>(null);
  const [ordersOf, setOrdersOf] = useState<Store | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [packagingOf, setPackagingOf] = useState<Store | null>(null);
  const [storefrontOf, setStorefrontOf] = useState<Store | null>(null);
  const usableTemplates = useRemote(
    () => packaging.usable(client, { silent: true }).catch(() => []),
    'packaging',
  );
  const usable = usableTemplates.state === 'done' ? usableTemplates.data : [];
  const list = useRemote(
    () => stores.listStores(client, { platform }, { silent: attempt > 0 }),
    `${platform}#${attempt}`,
  );
  const platforms = useRemote(() => stores.listPlatforms(client, { silent: true }), 'platforms');
  const offered =
    platforms.state === 'done' ? platforms.data.find((p) => p.code === platform) : undefined;
  const rows = list.state === 'done' ? list.data : [];
  const wantsConnect = search.get('connect') === '1';
  const canConnect = Boolean(offered?.enabled) && isConnectable(platform) && mayAuthorize;

  useEffect(() => {
    if (!wantsConnect || platforms.state === 'loading') return;
    if (canConnect) setConnecting({ store: null });
    setSearch({ platform: String(platform) }, { replace: true });
  }, [wantsConnect, platforms.state, canConnect, platform, setSearch]);
  const syncing = rows.some((s) => s.sync_status === 'queued' || s.sync_status === 'running');

  useEffect(() => {
    if (!syncing) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), SYNC_POLL_MS);
    return () => clearTimeout(timer);
  }, [syncing, attempt]);

  const act = async (id: number, run: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await run();
      setAttempt((n) => n + 1);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(null);
    }
  };

  const phone = !Grid.useBreakpoint().sm;
  const navigate = useNavigate();

  // A Temu hosted store has no customer orders: its work is the purchase orders (采购单).
  const actions = (row: Store) => (
    <Space wrap size={4}>
      {row.platform === STORE_PLATFORM.temuHosted ? (
        <Button
          size="small"
          type="primary"
          onClick={() => void navigate('/order/temuPurchaseOrder')}
        >
          采购单
        </Button>
      ) : row.platform === STORE_PLATFORM.dj ? (
        <>
          <Button size="small" type="primary" onClick={() => setStorefrontOf(row)}>
            开放接口
          </Button>
          <Button size="small" onClick={() => setOrdersOf(row)}>
            待付款订单
          </Button>
          <Permission name="edit">
            <Button size="small" onClick={() => setPackagingOf(row)}>
              默认包装
            </Button>
          </Permission>
        </>
      ) : (
        <>
          <Permission name="sync">
            <Button
              size="small"
              type="primary"
              disabled={row.state !== 'authorised'}
              loading={busy === row.id}
              onClick={() =>
                void act(row.id, () => stores.syncOrders(client, { store_ids: [row.id] }))
              }
            >
              同步订单
            </Button>
          </Permission>
          <Button size="small" onClick={() => setOrdersOf(row)}>
            待付款订单
          </Button>
          <Permission name="edit">
            <Button size="small" onClick={() => setPackagingOf(row)}>
              默认包装
            </Button>
          </Permission>
        </>
      )}
      {isConnectable(row.platform) && row.platform !== STORE_PLATFORM.dj && (
        <Permission name="authorize">
          <Button size="small" onClick={() => setConnecting({ store: row })}>
            重新授权
          </Button>
        </Permission>
      )}
      <Permission name="unbind">
        <Popconfirm
          title="解除授权？"
          description="将删除该店铺的授权信息，已导入的订单保留。"
          okText="解除"
          cancelText="取消"
          onConfirm={() => act(row.id, () => stores.disconnectStore(client, row.id))}
        >
          <Button size="small" danger>
            解除授权
          </Button>
        </Popconfirm>
      </Permission>
    </Space>
  );
  const name = platformTabs.find((p) => p.code === platform)?.name ?? '';
  // Temu hosted stores import no orders and ship no packaging of their own: no such columns.
  const ordersFlow = platform !== STORE_PLATFORM.temuHosted;

  return (
    <div className="store-admin-page">
      <h2 className="page-title">我的店铺</h2>
      <Tabs
        activeKey={String(platform)}
        onChange={(key) => setSearch({ platform: key })}
        items={platformTabs.map((p) => ({ key: String(p.code), label: p.name }))}
        className="store-tabs"
      />
      {platform === STORE_PLATFORM.woocommerce && <WooCommerceHelp />}
      <div className="store-toolbar">
        {platforms.state === 'loading' ? null : offered?.enabled && isConnectable(platform) ? (
          <Permission name="authorize">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setConnecting({ store: null })}
            >
              {platform === STORE_PLATFORM.dj ? '创建 DJ 店铺' : `授权 ${name} 店铺`}
            </Button>
          </Permission>
        ) : offered?.connectable ? (
          <Alert
            type="warning"
            showIcon
            title={`本站尚未开通 ${name} 店铺授权，请联系平台客服开通。`}
          />
        ) : (
          <Alert type="info" showIcon title={`${name} 店铺授权暂未开放，敬请期待。`} />
        )}
      </div>
      {list.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : phone && rows.length > 0 ? (
        <div className="store-cards">
          {rows.map((row) => (
            <Card key={row.id} size="small" className="store-card">
              <div className="store-card-head">
                <StoreName store={row} />
                <StateCell store={row} />
              </div>
              {ordersFlow && (
                <>
                  <SyncCell store={row} />
                  <div className="store-packaging">
                    默认包装：
                    <PackagingCell store={row} usable={usable} />
                  </div>
                </>
              )}
              {actions(row)}
            </Card>
          ))}
        </div>
      ) : (
        <Table<Store>
          rowKey="id"
          loading={list.state === 'loading'}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={`还没有授权的 ${name} 店铺`} /> }}
          columns={[
            { title: '店铺', key: 'name', render: (_, row) => <StoreName store={row} /> },
            { title: '授权状态', key: 'state', render: (_, row) => <StateCell store={row} /> },
            ...(ordersFlow
              ? [
                  {
                    title: '订单同步',
                    key: 'sync',
                    render: (_: unknown, row: Store) => <SyncCell store={row} />,
                  },
                  {
                    title: '默认包装',
                    key: 'packaging',
                    render: (_: unknown, row: Store) => (
                      <PackagingCell store={row} usable={usable} />
                    ),
                  },
                ]
              : []),
            { title: '操作', key: 'actions', render: (_, row) => actions(row) },
          ]}
        />
      )}
      {platform === STORE_PLATFORM.dj ? (
        <DjStoreDialog
          open={connecting !== null}
          onClose={() => setConnecting(null)}
          onCreated={() => setAttempt((n) => n + 1)}
        />
      ) : (
        isConnectable(platform) && (
          <ConnectStoreDialog
            platform={platform}
            store={connecting?.store ?? null}
            open={connecting !== null}
            onClose={() => setConnecting(null)}
            onConnected={() => setAttempt((n) => n + 1)}
          />
        )
      )}
      <StorefrontDrawer store={storefrontOf} onClose={() => setStorefrontOf(null)} />
      <StoreOrdersDrawer store={ordersOf} onClose={() => setOrdersOf(null)} />
      {packagingOf && (
        <StorePackagingDialog
          store={packagingOf}
          usable={usable}
          onClose={() => setPackagingOf(null)}
          onSaved={() => {
            setPackagingOf(null);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
