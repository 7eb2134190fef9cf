import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { auth, site, type TwoStepNeeded } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { CaptchaField } from './CaptchaField.js';
import { TwoStepCodeForm } from './TwoStepCodeForm.js';

interface LoginValues {
  username: string;
  password: string;
  captcha_code?: string;
}

export function LoginForm({
  onSignedIn,
  onForget,
}: {
  onSignedIn: () => Promise<void>;
  onForget: () => void;
}) {
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  /** Set when the password was right and the account asks for its two-step code. */
  const [challenge, setChallenge] = useState<TwoStepNeeded | null>(null);

  useEffect(() => {
    site.getSkipManMachineVerify(client, { silent: true }).then(
      (answer) => setNeedsCaptcha(!answer.skip),
      () => setNeedsCaptcha(false),
    );
  }, []);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const answer = await auth.login(client, {
        username: values.username.trim(),
        password: values.password,
        ...(needsCaptcha
          ? { captcha_key: captchaKey, captcha_code: values.captcha_code ?? '' }
          : {}),
      });
      if (auth.needsTwoStep(answer)) setChallenge(answer);
      else await onSignedIn();
    } catch (error) {
      // The client has shown the server's message; a used captcha is never valid twice. After
      // repeated failures the server asks for the captcha even where the site skips it.
      if (needsCaptcha) setCaptchaRound((n) => n + 1);
      else if (auth.needsCaptcha(error)) setNeedsCaptcha(true);
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    const back = () => {
      setChallenge(null);
      if (needsCaptcha) setCaptchaRound((n) => n + 1);
    };
    return <TwoStepCodeForm challenge={challenge} onSignedIn={onSignedIn} onBack={back} />;
  }

  return (
    <Form<LoginValues> layout="vertical" onFinish={submit} requiredMark={false} name="login">
      <Form.Item
        label="用户名 / 手机号"
        name="username"
        rules={[{ required: true, whitespace: true, message: '请输入用户名或手机号' }]}
      >
        <Input name="username" autoComplete="username" placeholder="用户名或手机号" autoFocus />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password name="password" autoComplete="current-password" placeholder="密码" />
      </Form.Item>
      {needsCaptcha && <CaptchaField round={captchaRound} onKey={setCaptchaKey} />}
      <div className="login-links">
        <Button type="link" onClick={onForget} style={{ padding: 0 }}>
          忘记密码？
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
