import { Button, Card, Form, Input, Modal, Popconfirm, Table, Typography } from 'antd';
import { embed, type PartnerKey } from '@podkit/sdk-core';
import { useState } from 'react';
import { cleanList } from '../../admin/site/site-settings-rules.js';
import { formatDate } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { OriginsInput, originsRule } from './OriginsInput.js';

interface NewKey {
  name: string;
  allowed_origins: string[];
}

/**
 * The reseller's partner API keys: a partner's backend uses one to ask for one-time codes. Only
 * a hash is stored, so a new key is shown once, here, right after it is created.
 */
export function PartnerKeysCard({ canEdit }: { canEdit: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => embed.listPartnerKeys(client), attempt);
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [form] = Form.useForm<NewKey>();
  const reload = () => setAttempt((n) => n + 1);

  const create = async (values: NewKey) => {
    setSaving(true);
    try {
      const key = await embed.createPartnerKey(client, {
        name: values.name.trim(),
        allowed_origins: cleanList(values.allowed_origins),
      });
      setCreating(false);
      form.resetFields();
      setCreated(key.key);
      reload();
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await embed.revokePartnerKey(client, id);
      reload();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Card
      title="合作方密钥"
      size="small"
      extra={
        canEdit ? (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建密钥
          </Button>
        ) : null
      }
    >
      {remote.state === 'failed' ? (
        <Unreachable onRetry={reload} />
      ) : (
        <Table<PartnerKey>
          rowKey="id"
          size="small"
          loading={remote.state === 'loading'}
          dataSource={remote.state === 'done' ? remote.data : []}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: '还没有密钥' }}
          columns={[
            { title: '名称', dataIndex: 'name' },
            { title: '密钥', dataIndex: 'key_prefix', render: (prefix: string) => `${prefix}…` },
            {
              title: '允许的来源',
              dataIndex: 'allowed_origins',
              render: (origins: string[]) => origins.join('、'),
            },
            { title: '创建时间', dataIndex: 'created_at', render: formatDate },
            {
              title: '最近使用',
              dataIndex: 'last_used_at',
              render: (value: string | null) => (value ? formatDate(value) : '从未使用'),
            },
            ...(canEdit
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, key: PartnerKey) => (
                      <Popconfirm
                        title="撤销后，用这个密钥的合作方将无法再嵌入组件。确定撤销？"
                        okText="撤销"
                        cancelText="取消"
                        onConfirm={() => revoke(key.id)}
                      >
                        <Button type="link" danger>
                          撤销
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}

      <Modal
        title="新建合作方密钥"
        open={creating}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        okText="创建"
        cancelText="取消"
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={create}>
          <Form.Item
            name="name"
            label="名称"
            rules={[{ required: true, whitespace: true, message: '请填写名称' }, { max: 60 }]}
          >
            <Input placeholder="例如：独立站" maxLength={60} />
          </Form.Item>
          <Form.Item
            name="allowed_origins"
            label="使用密钥的页面来源"
            extra="合作方页面的完整来源，须在站点允许嵌入的来源中；输入后按回车"
            rules={[{ required: true, message: '请至少填写一个来源' }, originsRule]}
          >
            <OriginsInput />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title="密钥已创建"
        open={created !== null}
        onCancel={() => setCreated(null)}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            我已保存
          </Button>
        }
      >
        <Typography.Paragraph>请立即复制保存，关闭后将不再显示：</Typography.Paragraph>
        <Typography.Paragraph copyable code data-testid="new-partner-key">
          {created}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
