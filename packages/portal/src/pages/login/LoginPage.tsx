import { Card, Tabs } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SiteLogo } from '../../layouts/SiteLogo.js';
import { afterLoginTarget } from '../../router/access.js';
import { enterWorkbench } from '../../workbench/entry.js';
import { CodeLoginForm } from './CodeLoginForm.js';
import { ForgetPasswordForm } from './ForgetPasswordForm.js';
import { LoginForm } from './LoginForm.js';
import { ProviderLogin } from './ProviderLogin.js';
import { RegisterForm } from './RegisterForm.js';

type Mode = 'login' | 'code' | 'register' | 'forget';

/** /user/login: sign in; `type=2` opens registration; `redirect` is where to go afterwards. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const modes: Record<string, Mode> = { '2': 'register', forget: 'forget', code: 'code' };
  const mode: Mode = modes[params.get('type') ?? ''] ?? 'login';
  // Spec section 4: load user info and the menu routes, then go to the target.
  const signedIn = async () => {
    await enterWorkbench();
    navigate(afterLoginTarget(params.get('redirect')), { replace: true });
  };

  const switchTo = (next: Mode) => {
    const copy = new URLSearchParams(params);
    if (next === 'login') copy.delete('type');
    else copy.set('type', next === 'register' ? '2' : next);
    setParams(copy, { replace: true });
  };

  return (
    <div className="login-page">
      <Link to="/home" className="login-home-link">
        <HomeOutlined /> 返回首页
      </Link>
      <div className="login-brand">
        <SiteLogo />
      </div>
      <Card className="login-card">
        <Tabs
          activeKey={mode}
          onChange={(key) => switchTo(key as Mode)}
          centered
          items={[
            {
              key: 'login',
              label: '账号登录',
              children: <LoginForm onSignedIn={signedIn} onForget={() => switchTo('forget')} />,
            },
            {
              key: 'code',
              label: '验证码登录',
              children: <CodeLoginForm onSignedIn={signedIn} />,
            },
            {
              key: 'register',
              label: '注册账号',
              children: <RegisterForm onSignedIn={signedIn} />,
            },
            {
              key: 'forget',
              label: '找回密码',
              children: <ForgetPasswordForm onDone={() => switchTo('login')} />,
            },
          ]}
        />
        {(mode === 'login' || mode === 'code') && <ProviderLogin onSignedIn={signedIn} />}
      </Card>
    </div>
  );
}
