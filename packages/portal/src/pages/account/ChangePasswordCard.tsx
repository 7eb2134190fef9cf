import { Button, Card, Form, Input } from 'antd';
import { accountSecurity } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

/** 修改密码: the old password, the new one twice; other devices are signed out. */
export function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      await accountSecurity.changePassword(client, {
        old_password: values.old_password,
        password: values.password,
      });
      form.resetFields();
      onChanged();
    } catch {
      // The client has shown why (wrong old password, weak new one).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="修改密码" size="small">
      <Form
        form={form}
        layout="vertical"
        className="account-form"
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label="原密码"
          name="old_password"
          rules={[{ required: true, message: '请输入原密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          extra="8–64 位，至少包含一个字母和一个数字；修改后其他设备上的登录会退出"
          rules={[
            { required: true, message: '请输入新密码' },
            { min: 8, max: 64, message: '密码需为 8–64 个字符' },
            { pattern: /^(?=.*[A-Za-z])(?=.*\d)/, message: '密码需同时包含字母和数字' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的新密码不一致')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Permission name="changePassword">
          <Button type="primary" htmlType="submit" loading={saving}>
            修改密码
          </Button>
        </Permission>
      </Form>
    </Card>
  );
}
