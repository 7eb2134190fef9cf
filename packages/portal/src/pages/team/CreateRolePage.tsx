import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuditLogTab } from './AuditLogTab.js';
import { RolesTab } from './RolesTab.js';
import { SubAccountsTab } from './SubAccountsTab.js';
import '../cart/shop.css';
import './team.css';

const TABS = ['accounts', 'roles', 'log'] as const;

/** createRole (角色管理): sub-accounts, the roles that decide what they may do, and who did what. */
export default function CreateRolePage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = TABS.find((one) => one === asked) ?? 'accounts';
  // A role saved on one tab is read again by the others.
  const [version, setVersion] = useState(0);
  return (
    <div className="shop-page">
      <h2 className="page-title">角色管理</h2>
      <p className="shop-muted">
        子账号用自己的用户名和密码登录，代表主账号下单、处理订单；余额、订单和店铺都属于主账号。每个子账号只能使用其角色勾选的页面与按钮。
      </p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'accounts', label: '子账号', children: <SubAccountsTab version={version} /> },
          {
            key: 'roles',
            label: '角色',
            children: <RolesTab onChanged={() => setVersion((n) => n + 1)} />,
          },
          { key: 'log', label: '操作日志', children: <AuditLogTab version={version} /> },
        ]}
      />
    </div>
  );
}
