import { MailOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag } from 'antd';
import { accountSecurity, type SecurityOverview } from '@podkit/sdk-core';
import { useState, type ReactNode } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { ContactChangeModal, type ContactKind } from './ContactChangeModal.js';
import { TwoStepDisableModal } from './TwoStepDisableModal.js';
import { TwoStepEnableModal } from './TwoStepEnableModal.js';

type Dialog = 'enable' | 'disable' | ContactKind | null;

function SecurityItem({
  icon,
  title,
  description,
  status,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  status: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="security-item" role="group" aria-label={title}>
      <div className="security-item-icon">{icon}</div>
      <div className="security-item-main">
        <div className="security-item-title">{title}</div>
        <div className="security-item-desc">{description}</div>
      </div>
      <div className="security-item-status">{status}</div>
      <div className="security-item-action">{action}</div>
    </div>
  );
}

const contacts: Array<{
  kind: ContactKind;
  name: string;
  description: string;
  icon: ReactNode;
  /** The button of the acSecurity screen that allows the change. */
  operate: string;
}> = [
  {
    kind: 'phone',
    name: '手机号',
    description: '用于登录和找回密码；更换时验证码发送到新手机号',
    icon: <MobileOutlined />,
    operate: 'changePhone',
  },
  {
    kind: 'email',
    name: '邮箱',
    description: '用于接收验证码和通知；更换时验证码发送到新邮箱',
    icon: <MailOutlined />,
    operate: 'changeEmail',
  },
];

function bound(value: string) {
  return value ? <span className="security-item-value">{value}</span> : <Tag>未绑定</Tag>;
}

/** 安全设置: two-step sign-in, the phone and the e-mail, each with its status and what to do. */
export function SecurityOverviewCard({
  version,
  onChanged,
}: {
  version: number;
  onChanged: () => void;
}) {
  const remote = useRemote(() => accountSecurity.getOverview(client, { silent: true }), version);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (remote.state === 'failed') return <Unreachable onRetry={onChanged} />;
  const overview: SecurityOverview | null = remote.state === 'done' ? remote.data : null;
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    onChanged();
  };
  const twoStep = overview?.two_step;

  return (
    <Card title="安全设置" size="small">
      {!overview || !twoStep ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <SecurityItem
            icon={<SafetyCertificateOutlined />}
            title="两步验证"
            description="登录时除密码外，还需输入验证器 App（如 Google Authenticator、Microsoft Authenticator）中的动态验证码"
            status={
              twoStep.enabled ? (
                <>
                  <Tag color="green">已开启</Tag>
                  <span className="security-item-note">
                    恢复码剩余 {twoStep.recovery_codes_left} 个
                  </span>
                </>
              ) : (
                <Tag>未开启</Tag>
              )
            }
            action={
              <Permission name="twoStep">
                {twoStep.enabled ? (
                  <Button danger onClick={() => setDialog('disable')}>
                    关闭两步验证
                  </Button>
                ) : (
                  <Button type="primary" onClick={() => setDialog('enable')}>
                    开启两步验证
                  </Button>
                )}
              </Permission>
            }
          />
          {contacts.map((contact) => (
            <SecurityItem
              key={contact.kind}
              icon={contact.icon}
              title={contact.name}
              description={contact.description}
              status={bound(overview[contact.kind])}
              action={
                <Permission name={contact.operate}>
                  <Button onClick={() => setDialog(contact.kind)}>
                    {`${overview[contact.kind] ? '更换' : '绑定'}${contact.name}`}
                  </Button>
                </Permission>
              }
            />
          ))}
        </>
      )}
      {dialog === 'enable' && <TwoStepEnableModal onClose={close} onEnabled={onChanged} />}
      {dialog === 'disable' && <TwoStepDisableModal onClose={close} onDisabled={done} />}
      {(dialog === 'phone' || dialog === 'email') && overview && (
        <ContactChangeModal
          kind={dialog}
          current={overview[dialog]}
          onClose={close}
          onChanged={done}
        />
      )}
    </Card>
  );
}
