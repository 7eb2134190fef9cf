import { Button, Divider, Space, Spin, Typography } from 'antd';
import { GoogleOutlined, WechatOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { auth, bindLogin, type LoginProviderCode, type TwoStepNeeded } from '@podkit/sdk-core';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { TwoStepCodeForm } from './TwoStepCodeForm.js';

const ICONS: Record<LoginProviderCode, React.ReactNode> = {
  wechat: <WechatOutlined />,
  google: <GoogleOutlined />,
};

/**
 * 第三方登录: a button per provider the site offers; the provider sends the browser back to
 * /user/login with `code` and `state`, which are handed to the server once to sign in.
 */
export function ProviderLogin({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [params, setParams] = useSearchParams();
  const providers = useRemote(() => bindLogin.providers(client, { silent: true }));
  const [challenge, setChallenge] = useState<TwoStepNeeded | null>(null);
  const [finishing, setFinishing] = useState(false);
  const handled = useRef(false);

  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state || handled.current) return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('code');
    rest.delete('state');
    rest.delete('scope');
    setParams(rest, { replace: true });
    setFinishing(true);
    bindLogin
      .finishLogin(client, { code, state })
      .then(async (answer) => {
        if (auth.needsTwoStep(answer)) setChallenge(answer);
        else await onSignedIn();
      })
      .catch(() => undefined)
      .finally(() => setFinishing(false));
    // Once per return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, state]);

  const start = async (provider: LoginProviderCode) => {
    try {
      const { authorize_url } = await bindLogin.startLogin(client, provider);
      window.location.assign(authorize_url);
    } catch {
      // The client has shown why.
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
  if (finishing) return <Spin description="正在登录…" />;
  const list = providers.state === 'done' ? providers.data : [];
  if (list.length === 0) return null;
  return (
    <div className="provider-login">
      <Divider plain>
        <Typography.Text type="secondary">其他登录方式</Typography.Text>
      </Divider>
      <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
        {list.map((provider) => (
          <Button
            key={provider.code}
            icon={ICONS[provider.code]}
            onClick={() => void start(provider.code)}
          >
            {provider.name}登录
          </Button>
        ))}
      </Space>
    </div>
  );
}
