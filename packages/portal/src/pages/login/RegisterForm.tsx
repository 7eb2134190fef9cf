import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { auth } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { phoneRules, usernameRules } from './field-rules.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { PhoneCodeField } from './PhoneCodeField.js';

interface RegisterValues {
  username: string;
  phone: string;
  code: string;
  password: string;
  agreement: boolean;
}

export function RegisterForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      await auth.register(client, {
        username: values.username.trim(),
        phone: values.phone.trim(),
        code: values.code,
        password: values.password,
        agreement: values.agreement,
      });
      localStorage.setItem('agreement', '1');
      await onSignedIn();
    } catch {
      // message already shown by the client
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      name="register"
    >
      <Form.Item label="用户名" name="username" rules={usernameRules}>
        <Input
          name="username"
          autoComplete="username"
          placeholder="3–32 位字母、数字、下划线或汉字"
        />
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={phoneRules}>
        <Input name="tel" type="tel" autoComplete="tel" placeholder="手机号" />
      </Form.Item>
      <PhoneCodeField form={form} scene="register" />
      <NewPasswordFields label="密码" />
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: (_r, v) =>
              v ? Promise.resolve() : Promise.reject(new Error('请阅读并同意服务条款')),
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <a href="/home/serviceClause" target="_blank" rel="noreferrer">
            《服务条款》
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        注册并登录
      </Button>
    </Form>
  );
}
