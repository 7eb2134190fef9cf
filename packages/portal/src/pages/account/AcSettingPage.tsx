import { Button, Card, Checkbox, Form, Select, Skeleton } from 'antd';
import {
  LIST_PAGE_SIZES,
  MESSAGE_TYPE,
  packaging,
  preferences,
  stores,
  type LogisticsChoice,
  type MessageType,
  type PackagingTemplate,
  type Preferences,
  type Store,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { messageTypeLabels } from '../../workbench/MessageBell.js';
import { Permission } from '../../workbench/permission.js';
import { rememberPreferences } from '../../workbench/preferences.js';
import { packagingOptions } from '../packaging/packaging-tags.js';
import '../cart/shop.css';
import './account.css';

/** The form's values: a default as a Select value ('' or 0 for none). */
interface Values {
  default_logistics_id: number | '';
  default_bottom_template_id: number;
  default_store_id: number;
  list_page_size: number;
  bell_message_types: MessageType[];
}

/** What the defaults are chosen from; a list the role may not read offers nothing. */
interface Choices {
  logistics: LogisticsChoice[];
  templates: PackagingTemplate[];
  stores: Store[];
}

/**
 * acSetting (偏好设置): the choices that change what the workbench does — the shipping method and
 * the packaging template checkout preselects (the packaging also goes on imported orders whose
 * store has none), the store 订单管理's filter and the store pickers start on, rows per page of
 * 订单管理, and which messages the header's dropdown shows.
 */
export default function AcSettingPage() {
  const [attempt, setAttempt] = useState(0);
  const loaded = useRemote(
    () =>
      Promise.all([
        preferences.get(client, { silent: true }),
        preferences.logisticsChoices(client, { silent: true }),
        packaging.usable(client, { silent: true }).catch(() => []),
        stores.listStores(client, {}, { silent: true }).catch(() => []),
      ]),
    attempt,
  );
  if (loaded.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="shop-page">
      <h2 className="page-title">偏好设置</h2>
      {loaded.state === 'loading' ? (
        <Skeleton active />
      ) : (
        <PreferencesForm
          current={loaded.data[0]}
          choices={{
            logistics: loaded.data[1],
            templates: loaded.data[2],
            stores: loaded.data[3],
          }}
        />
      )}
    </div>
  );
}

function PreferencesForm({ current, choices }: { current: Preferences; choices: Choices }) {
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      const saved = await preferences.save(client, {
        default_logistics_id: values.default_logistics_id || null,
        default_bottom_template_id: values.default_bottom_template_id || null,
        default_store_id: values.default_store_id || null,
        list_page_size: values.list_page_size,
        bell_message_types: values.bell_message_types,
      });
      rememberPreferences(saved);
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small">
      <Form<Values>
        layout="vertical"
        className="account-form"
        initialValues={{
          default_logistics_id: current.default_logistics_id ?? '',
          default_bottom_template_id: current.default_bottom_template_id ?? 0,
          default_store_id: current.default_store_id ?? 0,
          list_page_size: current.list_page_size,
          bell_message_types: current.bell_message_types,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label="默认物流方式"
          name="default_logistics_id"
          extra="结算时如果该方式可寄往收货地址，将自动选中它"
        >
          <Select
            options={[
              { value: '', label: '不指定（选列表中的第一个）' },
              ...choices.logistics.map((choice) => ({
                value: choice.id,
                label: choice.delivery_time
                  ? `${choice.name}（${choice.delivery_time}）`
                  : choice.name,
              })),
            ]}
          />
        </Form.Item>
        <Form.Item
          label="默认包装模板"
          name="default_bottom_template_id"
          extra="结算时预选；店铺未设置默认包装时，导入的订单也使用它。只能选择已审核通过并支付制版费的模板"
        >
          <Select aria-label="默认包装模板" options={packagingOptions(choices.templates)} />
        </Form.Item>
        <Form.Item
          label="默认店铺"
          name="default_store_id"
          extra="订单管理的店铺筛选、店铺商品和刊登时预选此店铺"
        >
          <Select
            aria-label="默认店铺"
            options={[
              { value: 0, label: '不指定' },
              ...choices.stores.map((store) => ({
                value: store.id,
                label: `${store.name}（${store.platform_name}）`,
              })),
            ]}
          />
        </Form.Item>
        <Form.Item label="订单列表每页条数" name="list_page_size">
          <Select
            options={LIST_PAGE_SIZES.map((size) => ({ value: size, label: `${size} 条/页` }))}
          />
        </Form.Item>
        <Form.Item
          label="顶部消息下拉显示"
          name="bell_message_types"
          extra="未勾选的消息仍会在消息中心显示"
        >
          <Checkbox.Group
            options={Object.values(MESSAGE_TYPE).map((type) => ({
              value: type,
              label: messageTypeLabels[type],
            }))}
          />
        </Form.Item>
        <Permission name="save">
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Permission>
      </Form>
    </Card>
  );
}
