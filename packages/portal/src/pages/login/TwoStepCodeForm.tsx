import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { auth, type TwoStepNeeded } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, dash optional). */
const CODE_PATTERN = /^\s*(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})\s*$/;

/** The code step of a sign-in with two-step on: the app's code, or one of the recovery codes. */
export function TwoStepCodeForm({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: TwoStepNeeded;
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setSubmitting(true);
    try {
      await auth.loginTwoStep(client, { challenge_id: challenge.challenge_id, code: code.trim() });
      await onSignedIn();
    } catch {
      // The client has shown why (a wrong or used code, too many tries, the step expired).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<{ code: string }>
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      name="two-step"
    >
      <div className="two-step-hint">
        <SafetyCertificateOutlined className="two-step-hint-icon" />
        <div>
          <div className="two-step-hint-title">两步验证</div>
          <div>
            请打开手机上的验证器 App，输入其中显示的 6
            位动态验证码。手机不在身边时，可输入一个恢复码。
          </div>
        </div>
      </div>
      <Form.Item
        label="动态验证码"
        name="code"
        rules={[
          { required: true, whitespace: true, message: '请输入 6 位动态验证码或恢复码' },
          { pattern: CODE_PATTERN, message: '请输入 6 位数字，或形如 abcde-12345 的恢复码' },
        ]}
      >
        <Input
          name="one-time-code"
          autoComplete="one-time-code"
          placeholder="6 位数字或恢复码"
          maxLength={16}
          autoFocus
          size="large"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        验证并登录
      </Button>
      <div className="two-step-back">
        <Button type="link" onClick={onBack}>
          返回重新输入密码
        </Button>
      </div>
    </Form>
  );
}
