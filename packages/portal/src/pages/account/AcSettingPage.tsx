import { Button, Card, Checkbox, Form, Select, Skeleton } from 'antd';
import {
  LIST_PAGE_SIZES,
  MESSAGE_TYPE,
  preferences,
  type LogisticsChoice,
  type MessageType,
  type Preferences,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { messageTypeLabels } from '../../workbench/MessageBell.js';
import { Permission } from '../../workbench/permission.js';
import { rememberPreferences } from '../../workbench/preferences.js';
import '../cart/shop.css';
import './account.css';

/** The form's values: the default method as a Select value ('' for none). */
interface Values {
  default_logistics_id: number | '';
  list_page_size: number;
  bell_message_types: MessageType[];
}

/**
 * acSetting (偏好设置): the choices that change what the workbench does — the shipping method
 * checkout preselects, rows per page of 订单管理, and which messages the header's dropdown shows.
 */
export default function AcSettingPage() {
  const [attempt, setAttempt] = useState(0);
  const loaded = useRemote(
    () =>
      Promise.all([
        preferences.get(client, { silent: true }),
        preferences.logisticsChoices(client, { silent: true }),
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
        <PreferencesForm current={loaded.data[0]} choices={loaded.data[1]} />
      )}
    </div>
  );
}

function PreferencesForm({
  current,
  choices,
}: {
  current: Preferences;
  choices: LogisticsChoice[];
}) {
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      const saved = await preferences.save(client, {
        default_logistics_id: values.default_logistics_id || null,
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
              ...choices.map((choice) => ({
                value: choice.id,
                label: choice.delivery_time
                  ? `${choice.name}（${choice.delivery_time}）`
                  : choice.name,
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
