import { Button, Result } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { tokenStore } from '../../sdk/client.js';
import { exceptionTexts, type ExceptionCode } from './texts.js';

/** The error pages of spec 2; a visitor on the not-found page is also offered the sign-in. */
export function ExceptionPage({ code }: { code: ExceptionCode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = Boolean(useStore(tokenStore.$token));
  const loginPath = `/user/login?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <Result
      status={code}
      title={code}
      subTitle={exceptionTexts[code]}
      extra={[
        <Button key="home" type="primary" onClick={() => navigate('/home')}>
          返回首页
        </Button>,
        code === 404 && !signedIn ? (
          <Link key="login" to={loginPath}>
            <Button>登录</Button>
          </Link>
        ) : null,
      ]}
    />
  );
}
