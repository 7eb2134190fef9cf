import { Form, Input } from 'antd';
import { confirmPasswordRules, newPasswordRules } from './field-rules.js';

/** A new password and its confirmation, for registration and password reset. */
export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <Form.Item label={label} name="password" rules={newPasswordRules}>
        <Input.Password
          name="new-password"
          autoComplete="new-password"
          placeholder="8–64 位，包含字母和数字"
        />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="confirm"
        dependencies={['password']}
        rules={confirmPasswordRules}
      >
        <Input.Password
          name="confirm-password"
          autoComplete="new-password"
          placeholder={`再次输入${label}`}
        />
      </Form.Item>
    </>
  );
}
