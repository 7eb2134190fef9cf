import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { getSession } from '@podkit/sdk-core';
import { useStore } from '../../app/use-store.js';
import { client, tokenStore } from '../../sdk/client.js';

const session = getSession(client);

/** Signed in: the avatar and 进入工作台. Signed out: 登录 and 注册 (spec 2). */
export function AccountLinks() {
  const token = useStore(tokenStore.$token);
  const info = useStore(session.$user);

  useEffect(() => {
    // The avatar needs the user; a stale token ends the session here like anywhere else.
    if (token && !info) session.loadUser({ silent: true }).catch(() => undefined);
  }, [token, info]);

  if (!token) {
    return (
      <div className="account-links">
        <Link to="/user/login" className="account-login">
          登录
        </Link>
        <Link to="/user/login?type=2" className="account-cta">
          注册
        </Link>
      </div>
    );
  }
  return (
    <div className="account-links">
      <Avatar
        size={28}
        src={info?.avatar || undefined}
        icon={<UserOutlined />}
        alt={info?.username}
      />
      {info && <span className="account-name">{info.username}</span>}
      <Link to="/views/main" className="account-cta">
        进入工作台
      </Link>
    </div>
  );
}
