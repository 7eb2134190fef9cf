import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { auth, bindLogin, type TwoStepNeeded } from '@podkit/sdk-core';
import { SendCodeField } from '../../components/SendCodeField.js';
import { client } from '../../sdk/client.js';
import { TwoStepCodeForm } from './TwoStepCodeForm.js';

interface Values {
  account: string;
  code: string;
}

/** 验证码登录: a code to the phone (SMS) or e-mail bound to the account (绑定登录). */
export function CodeLoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<TwoStepNeeded | null>(null);

  const send = async () => {
    const { account } = (await form.validateFields(['account'])) as Pick<Values, 'account'>;
    await bindLogin.sendLoginCode(client, { account: account.trim() });
  };
  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const answer = await bindLogin.loginWithCode(client, {
        account: values.account.trim(),
        code: values.code.trim(),
      });
      if (auth.needsTwoStep(answer)) setChallenge(answer);
      else await onSignedIn();
    } catch {
      // The client has shown why (a wrong or expired code, an unbound phone or e-mail).
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge)
    return (
      <TwoStepCodeForm
        challenge={challenge}
        onSignedIn={onSignedIn}
        onBack={() => setChallenge(null)}
      />
    );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      name="code-login"
    >
      <Form.Item
        label="手机号 / 邮箱"
        name="account"
        rules={[{ required: true, whitespace: true, message: '请输入已绑定的手机号或邮箱' }]}
      >
        <Input name="account" autoComplete="username" placeholder="已绑定的手机号或邮箱" />
      </Form.Item>
      <SendCodeField label="验证码" send={send} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
