import { Form, Input, type FormInstance } from 'antd';
import { accountSecurity } from '@podkit/sdk-core';
import { FormModal } from '../../components/FormModal.js';
import { SendCodeField } from '../../components/SendCodeField.js';
import { client } from '../../sdk/client.js';
import { phoneRules } from '../login/field-rules.js';

export type ContactKind = 'phone' | 'email';

interface Values {
  value: string;
  code: string;
}

const texts = {
  phone: { name: '手机号', codeLabel: '短信验证码', placeholder: '新的手机号' },
  email: { name: '邮箱', codeLabel: '邮箱验证码', placeholder: '新的邮箱地址' },
} as const;

const emailRules = [
  { required: true, whitespace: true, message: '请输入邮箱' },
  { type: 'email' as const, message: '请输入正确的邮箱地址' },
];

/** 更换手机号 / 更换邮箱: the new value, and the code sent to it. */
export function ContactChangeModal({
  kind,
  current,
  onClose,
  onChanged,
}: {
  kind: ContactKind;
  /** The masked current value, '' when none. */
  current: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const text = texts[kind];

  const send = async (form: FormInstance<Values>) => {
    const { value } = (await form.validateFields(['value'])) as Pick<Values, 'value'>;
    if (kind === 'phone')
      await accountSecurity.sendPhoneChangeCode(client, { phone: value.trim() });
    else await accountSecurity.sendEmailChangeCode(client, { email: value.trim() });
  };

  // A refusal (a wrong code, the value taken by another account) is shown by the client.
  async function save(values: Values) {
    const value = values.value.trim();
    if (kind === 'phone')
      await accountSecurity.changePhone(client, { phone: value, code: values.code });
    else await accountSecurity.changeEmail(client, { email: value, code: values.code });
  }

  return (
    <FormModal<Values>
      title={current ? `更换${text.name}` : `绑定${text.name}`}
      okText="确认"
      maskClosable={false}
      submit={save}
      onDone={onChanged}
      onClose={onClose}
    >
      {(form) => (
        <>
          {current && (
            <Form.Item label={`当前${text.name}`}>
              <span className="security-item-value">{current}</span>
            </Form.Item>
          )}
          <Form.Item
            label={`新${text.name}`}
            name="value"
            rules={kind === 'phone' ? phoneRules : emailRules}
            extra={`验证码将发送到新${text.name}；它不能已被本站其他账号使用`}
          >
            <Input
              type={kind === 'phone' ? 'tel' : 'email'}
              autoComplete={kind === 'phone' ? 'tel' : 'email'}
              placeholder={text.placeholder}
            />
          </Form.Item>
          <SendCodeField label={text.codeLabel} send={() => send(form)} />
        </>
      )}
    </FormModal>
  );
}
