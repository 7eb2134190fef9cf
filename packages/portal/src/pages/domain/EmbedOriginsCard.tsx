import { Button, Card, Form, Space, Tag, Typography } from 'antd';
import { embed, site } from '@podkit/sdk-core';
import { useState } from 'react';
import { cleanList } from '../../admin/site/site-settings-rules.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { OriginsInput, originsRule } from './OriginsInput.js';

/**
 * The site's allow-list of embed origins (site settings): iframe parents, partner pages and the
 * portal's frame-ancestors. The site's owner (its operator) edits it; resellers see it.
 */
export function EmbedOriginsCard({ editable }: { editable: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => embed.getOrigins(client), attempt);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ origins: string[] }>();

  const save = async ({ origins }: { origins: string[] }) => {
    setSaving(true);
    try {
      const saved = await site.saveSettings(client, { embed_origins: cleanList(origins) });
      form.setFieldsValue({ origins: saved.embed_origins });
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="允许嵌入的来源" size="small" loading={remote.state === 'loading'}>
      {remote.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : remote.state === 'done' && editable ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ origins: remote.data.origins }}
          onFinish={save}
        >
          <Form.Item
            name="origins"
            extra="完整来源，如 https://shop.example.com（不含路径），输入后按回车。只有这些来源的页面可以嵌入本站点的组件、用 iframe 打开本站页面。"
            rules={[originsRule]}
          >
            <OriginsInput aria-label="允许嵌入的来源" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存来源
          </Button>
        </Form>
      ) : remote.state === 'done' ? (
        <Space direction="vertical">
          <Space wrap>
            {remote.data.origins.length === 0 ? (
              <Typography.Text type="secondary">还没有允许的来源</Typography.Text>
            ) : (
              remote.data.origins.map((origin) => <Tag key={origin}>{origin}</Tag>)
            )}
          </Space>
          <Typography.Text type="secondary">
            由站点所有者设置；合作方密钥只能用于这些来源。
          </Typography.Text>
        </Space>
      ) : null}
    </Card>
  );
}
