import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { auth } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { phoneRules } from './field-rules.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { PhoneCodeField } from './PhoneCodeField.js';

interface ForgetValues {
  phone: string;
  code: string;
  password: string;
}

export function ForgetPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<ForgetValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ForgetValues) => {
    setSubmitting(true);
    try {
      await auth.forgetPassword(client, {
        phone: values.phone.trim(),
        code: values.code,
        password: values.password,
      });
      form.resetFields();
      onDone();
    } catch {
      // message already shown by the client
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ForgetValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      name="forget"
    >
      <Form.Item label="手机号" name="phone" rules={phoneRules}>
        <Input name="tel" type="tel" autoComplete="tel" placeholder="注册时使用的手机号" />
      </Form.Item>
      <PhoneCodeField form={form} scene="forget" />
      <NewPasswordFields label="新密码" />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        重置密码
      </Button>
    </Form>
  );
}
