import { Form, Input, Segmented } from 'antd';
import { accountSecurity, type TwoStepProof } from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
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
  const [proof, setProof] = useState<Proof>('code');

  async function save({ secret }: { secret: string }) {
    const body: TwoStepProof = proof === 'code' ? { code: secret.trim() } : { password: secret };
    await accountSecurity.disableTwoStep(client, body);
  }

  return (
    <FormModal<{ secret: string }>
      title="关闭两步验证"
      okText="关闭两步验证"
      danger
      maskClosable={false}
      submit={save}
      onDone={onDisabled}
      onClose={onClose}
    >
      {(form) => (
        <>
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
        </>
      )}
    </FormModal>
  );
}
