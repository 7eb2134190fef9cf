import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';

const RESEND_SECONDS = 60;

/**
 * A 6-digit code input with a send button that counts down before a resend. `send` validates
 * what it needs and sends; when it throws (the client has shown why), no countdown starts.
 */
export function SendCodeField({
  label,
  send,
  name = 'code',
}: {
  label: string;
  send: () => Promise<unknown>;
  name?: string;
}) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendNow = async () => {
    setSending(true);
    try {
      await send();
      setSecondsLeft(RESEND_SECONDS);
    } catch {
      // A field the form flagged, or a message the client has shown.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label} required>
      <div className="captcha-row">
        <Form.Item
          name={name}
          noStyle
          rules={[{ required: true, pattern: /^\d{6}$/, message: `请输入 6 位${label}` }]}
        >
          <Input
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="6 位验证码"
            aria-label={label}
          />
        </Form.Item>
        <Button onClick={() => void sendNow()} disabled={secondsLeft > 0} loading={sending}>
          {secondsLeft > 0 ? `${secondsLeft} 秒后重发` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
