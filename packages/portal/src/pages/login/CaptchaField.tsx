import { Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { auth } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';

/** Image captcha (man-machine verification); click the picture for a new one. */
export function CaptchaField({ round, onKey }: { round: number; onKey: (key: string) => void }) {
  const [image, setImage] = useState('');
  const refresh = useCallback(() => {
    auth.getCaptcha(client).then((captcha) => {
      setImage(captcha.image);
      onKey(captcha.captcha_key);
    });
  }, [onKey]);
  useEffect(refresh, [refresh, round]);

  return (
    <Form.Item label="图形验证码" required>
      <div className="captcha-row">
        <Form.Item
          name="captcha_code"
          noStyle
          rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}
        >
          <Input name="captcha" autoComplete="off" placeholder="图形验证码" />
        </Form.Item>
        {image && (
          <img
            src={image}
            alt="图形验证码，点击更换"
            className="captcha-image"
            onClick={refresh}
            title="看不清？点击更换"
          />
        )}
      </div>
    </Form.Item>
  );
}
