import { Form, Input, Modal, Segmented } from 'antd';
import { accountSecurity, type TwoStepProof } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

type Proof = 'code' | 'password';

/** 关闭两步验证: the app's code, a recovery code, or the password. */
export function TwoStepDisableModal({
  onClose,
  onDisabled,
}: {
  onClose: () => void;
  onDisabled: () => void;
}) {
  const [form] = Form.useForm<{ secret: string }>();
  const [proof, setProof] = useState<Proof>('code');
  const [saving, setSaving] = useState(false);

  async function save() {
    let secret: string;
    try {
      ({ secret } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    const body: TwoStepProof = proof === 'code' ? { code: secret.trim() } : { password: secret };
    try {
      await accountSecurity.disableTwoStep(client, body);
      onDisabled();
    } catch {
      // The client has shown why.
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title="关闭两步验证"
      okText="关闭两步验证"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <p className="security-item-desc">关闭后，登录只需用户名和密码。请先验证身份：</p>
      <Segmented<Proof>
        value={proof}
        onChange={(next) => {
          setProof(next);
          form.resetFields();
        }}
        options={[
          { value: 'code', label: '动态验证码 / 恢复码' },
          { value: 'password', label: '登录密码' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void save()}>
        {proof === 'code' ? (
          <Form.Item
            label="动态验证码或恢复码"
            name="secret"
            rules={[{ required: true, whitespace: true, message: '请输入动态验证码或恢复码' }]}
          >
            <Input autoComplete="one-time-code" placeholder="6 位数字或恢复码" maxLength={16} />
          </Form.Item>
        ) : (
          <Form.Item
            label="登录密码"
            name="secret"
            rules={[{ required: true, message: '请输入登录密码' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
