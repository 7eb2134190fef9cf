import { Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { bindLogin, type BindLoginOverview, type LoginMethod } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { ContactChangeModal, type ContactKind } from './ContactChangeModal.js';
import '../cart/shop.css';
import './account.css';

/**
 * bindLogin (绑定登录): the ways to sign in besides the password — a phone or e-mail with a code,
 * WeChat, Google — bound and unbound; at least one always stays. A provider sends the browser
 * back here with `code` and `state`, which this page hands to the server once.
 */
export default function BindLoginPage() {
  const [version, setVersion] = useState(0);
  const [params, setParams] = useSearchParams();
  const [finished, setFinished] = useState<BindLoginOverview | null>(null);
  const remote = useRemote(() => bindLogin.get(client, { silent: true }), version);
  const [contact, setContact] = useState<ContactKind | null>(null);
  const canBind = usePermission('bind');
  const canUnbind = usePermission('unbind');
  const reload = () => setVersion((n) => n + 1);

  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state) return;
    setParams({}, { replace: true });
    bindLogin.finishBind(client, { code, state }).then(setFinished, () => undefined);
    // Once per return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, state]);
  useEffect(() => {
    if (finished) reload();
  }, [finished]);

  const startBind = async (method: LoginMethod) => {
    if (method.method === 'phone' || method.method === 'email') {
      setContact(method.method);
      return;
    }
    if (method.method === 'password') return;
    try {
      const { authorize_url } = await bindLogin.startBind(client, method.method);
      window.location.assign(authorize_url);
    } catch {
      // The client has shown why.
    }
  };

  const unbind = async (method: LoginMethod) => {
    if (method.method === 'password') return;
    try {
      await bindLogin.unbind(client, method.method);
      reload();
    } catch {
      // The client has shown why (the last way to sign in stays).
    }
  };

  if (remote.state === 'failed') return <Unreachable onRetry={reload} />;
  const overview = remote.state === 'done' ? remote.data : null;

  return (
    <div className="shop-page">
      <h2 className="page-title">绑定登录</h2>
      <Card size="small" loading={!overview}>
        <Typography.Paragraph type="secondary">
          绑定后可以用手机号或邮箱收验证码登录，或用微信、Google 账号登录；至少保留一种登录方式。
        </Typography.Paragraph>
        <List<LoginMethod>
          dataSource={overview?.methods ?? []}
          renderItem={(method) => (
            <List.Item
              className="bind-login-item"
              actions={actionsOf(method, {
                canBind,
                canUnbind,
                last: (overview?.bound_count ?? 0) <= 1,
                bind: () => void startBind(method),
                unbind: () => void unbind(method),
              })}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{method.name}</span>
                    {method.bound ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>}
                    {!method.available && <Tag>未开通</Tag>}
                  </Space>
                }
                description={
                  method.bound
                    ? [
                        method.detail,
                        method.bound_at && `绑定于 ${formatDateTime(method.bound_at)}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : method.available
                      ? '未绑定'
                      : '平台尚未开通此登录方式'
                }
              />
            </List.Item>
          )}
        />
      </Card>
      {contact && (
        <ContactChangeModal
          kind={contact}
          current=""
          onClose={() => setContact(null)}
          onChanged={() => {
            setContact(null);
            reload();
          }}
        />
      )}
    </div>
  );
}

function actionsOf(
  method: LoginMethod,
  ctx: {
    canBind: boolean;
    canUnbind: boolean;
    last: boolean;
    bind: () => void;
    unbind: () => void;
  },
) {
  if (method.method === 'password')
    return [
      <Typography.Text key="fixed" type="secondary">
        始终可用
      </Typography.Text>,
    ];
  if (!method.bound)
    return ctx.canBind && method.available
      ? [
          <Button key="bind" type="link" onClick={ctx.bind}>
            绑定
          </Button>,
        ]
      : [];
  if (!ctx.canUnbind) return [];
  return [
    <Popconfirm
      key="unbind"
      title={`解绑${method.name}？`}
      description={ctx.last ? '至少保留一种登录方式' : '解绑后不能再用它登录'}
      okText="解绑"
      cancelText="取消"
      okButtonProps={{ disabled: ctx.last }}
      onConfirm={ctx.unbind}
    >
      <Button type="link" danger>
        解绑
      </Button>
    </Popconfirm>,
  ];
}
