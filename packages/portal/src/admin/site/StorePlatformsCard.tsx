import { Button, Card, Form, Input, Skeleton, Switch, Table, Tag } from 'antd';
import { stores, type StorePlatformApp } from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

const sourceLabels: Record<StorePlatformApp['source'], string> = {
  site: '本站应用',
  environment: '默认应用（环境变量）',
  none: '未配置',
};

type AppValues = { enabled: boolean } & Record<string, string | boolean>;

/** Enables a platform for the site and saves its app (a secret left empty keeps the saved one). */
function AppDialog({
  app,
  onDone,
  onClose,
}: {
  app: StorePlatformApp;
  onDone: () => void;
  onClose: () => void;
}) {
  const initial: Partial<AppValues> = { enabled: app.enabled };
  for (const field of app.fields) if (!field.secret) initial[field.key] = field.value;
  return (
    <FormModal<AppValues>
      title={`${app.name} 店铺授权设置`}
      okText="保存"
      initialValues={initial}
      onDone={onDone}
      onClose={onClose}
      submit={({ enabled, ...values }) =>
        stores.saveStorePlatformApp(client, app.code, {
          enabled,
          fields: Object.fromEntries(
            app.fields.map((field) => [field.key, String(values[field.key] ?? '').trim()]),
          ),
        })
      }
    >
      {() => (
        <>
          <Form.Item name="enabled" label="开通店铺授权" valuePropName="checked">
            <Switch checkedChildren="开通" unCheckedChildren="关闭" />
          </Form.Item>
          {app.fields.length === 0 && <p>该平台无需应用参数，分销商授权时填写店铺自己的密钥。</p>}
          {app.fields.map((field) => (
            <Form.Item
              key={field.key}
              name={field.key}
              label={field.label}
              extra={field.secret && field.set ? '已保存，留空则不修改' : undefined}
            >
              {field.secret ? (
                <Input.Password autoComplete="new-password" />
              ) : (
                <Input autoComplete="off" />
              )}
            </Form.Item>
          ))}
        </>
      )}
    </FormModal>
  );
}

/**
 * 站点设置 → 店铺平台: which store platforms resellers of this site may authorise, and the app
 * each uses (the site's own, sealed on the server, or the environment's default).
 */
export function StorePlatformsCard() {
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<StorePlatformApp | null>(null);
  const remote = useRemote(() => stores.listStorePlatformApps(client), attempt);
  return (
    <Card title="店铺平台" size="small" className="store-platforms-card">
      {remote.state === 'loading' ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : remote.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Table<StorePlatformApp>
          rowKey="code"
          size="small"
          pagination={false}
          dataSource={remote.data}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '平台', dataIndex: 'name' },
            {
              title: '状态',
              render: (_, app) =>
                app.enabled ? <Tag color="green">已开通</Tag> : <Tag>未开通</Tag>,
            },
            {
              title: '应用',
              render: (_, app) => (app.fields.length === 0 ? '无需应用' : sourceLabels[app.source]),
            },
            {
              title: '操作',
              render: (_, app) => (
                <Button size="small" onClick={() => setEditing(app)}>
                  设置
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <AppDialog
          app={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </Card>
  );
}
