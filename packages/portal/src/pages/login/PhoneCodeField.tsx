import { Button, Form, Input, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { auth, type PhoneCodeScene } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';

const RESEND_SECONDS = 60;

/** SMS code input with a send button that counts down before a resend. */
export function PhoneCodeField({ form, scene }: { form: FormInstance; scene: PhoneCodeScene }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const { phone } = await form.validateFields(['phone']);
    setSending(true);
    try {
      await auth.sendPhoneCode(client, { phone, scene });
      setSecondsLeft(RESEND_SECONDS);
    } catch {
      // message already shown by the client
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label="短信验证码" required>
      <div className="captcha-row">
        <Form.Item
          name="code"
          noStyle
          rules={[{ required: true, pattern: /^\d{6}$/, message: '请输入 6 位短信验证码' }]}
        >
          <Input
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="6 位验证码"
          />
        </Form.Item>
        <Button onClick={send} disabled={secondsLeft > 0} loading={sending}>
          {secondsLeft > 0 ? `${secondsLeft} 秒后重发` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
