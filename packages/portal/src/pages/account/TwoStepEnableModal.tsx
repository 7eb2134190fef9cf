import { Alert, Button, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { accountSecurity } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/** `ABCD EFGH …`: a secret typed by hand is read in groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The recovery codes, shown this once: to copy, to download, and a plain list to write down. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="请立即保存这 10 个恢复码"
        description="手机丢失或无法使用验证器时，可用一个恢复码代替动态验证码登录，每个只能用一次。恢复码只显示这一次。"
      />
      <ol className="recovery-codes" aria-label="恢复码">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="two-step-actions">
        <Typography.Text copyable={{ text, tooltips: ['复制全部', '已复制'] }}>
          复制全部
        </Typography.Text>
        <Button onClick={download}>下载为文件</Button>
        <Button type="primary" onClick={onDone}>
          我已保存
        </Button>
      </div>
    </div>
  );
}

/** 开启两步验证: scan the QR (or type the secret), confirm with the app's code, keep the recovery codes. */
export function TwoStepEnableModal({
  onClose,
  onEnabled,
}: {
  onClose: () => void;
  onEnabled: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const setup = useRemote(() => accountSecurity.setupTwoStep(client), attempt);
  const [form] = Form.useForm<{ code: string }>();
  const [saving, setSaving] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function confirm({ code }: { code: string }) {
    setSaving(true);
    try {
      const enabled = await accountSecurity.enableTwoStep(client, { code: code.trim() });
      setCodes(enabled.recovery_codes);
      onEnabled();
    } catch {
      // The client has shown why (usually a code typed too late or from another account).
    } finally {
      setSaving(false);
    }
  }

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={onClose} />;
  else if (setup.state === 'failed')
    body = <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  else if (setup.state === 'loading') body = <Skeleton active />;
  else {
    body = (
      <div>
        <ol className="two-step-steps">
          <li>
            在手机上安装验证器 App（Google Authenticator、Microsoft Authenticator 或其他支持 TOTP 的
            App）。
          </li>
          <li>用 App 扫描下方二维码；无法扫码时，手动添加账号并输入密钥。</li>
          <li>输入 App 中显示的 6 位验证码，完成开启。</li>
        </ol>
        <div className="two-step-setup">
          <img className="two-step-qr" src={setup.data.qr_code} alt="两步验证二维码" />
          <div className="two-step-secret">
            <div className="security-item-desc">密钥（手动输入）</div>
            <Typography.Text code copyable={{ text: setup.data.secret }} aria-label="两步验证密钥">
              {grouped(setup.data.secret)}
            </Typography.Text>
          </div>
        </div>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void confirm(v)}>
          <Form.Item
            label="验证码"
            name="code"
            rules={[
              { required: true, pattern: /^\s*\d{6}\s*$/, message: '请输入 App 中的 6 位验证码' },
            ]}
          >
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="6 位验证码"
            />
          </Form.Item>
          <div className="two-step-actions">
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              验证并开启
            </Button>
          </div>
        </Form>
      </div>
    );
  }

  return (
    <Modal
      open
      title={codes ? '两步验证已开启' : '开启两步验证'}
      footer={null}
      onCancel={onClose}
      closable={!codes}
      maskClosable={false}
      keyboard={!codes}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
