import type { FormInstance } from 'antd';
import { auth, type PhoneCodeScene } from '@podkit/sdk-core';
import { SendCodeField } from '../../components/SendCodeField.js';
import { client } from '../../sdk/client.js';

/** SMS code input for registration and password reset: the code goes to the form's phone. */
export function PhoneCodeField({ form, scene }: { form: FormInstance; scene: PhoneCodeScene }) {
  const send = async () => {
    const { phone } = (await form.validateFields(['phone'])) as { phone: string };
    await auth.sendPhoneCode(client, { phone, scene });
  };
  return <SendCodeField label="短信验证码" send={send} />;
}
