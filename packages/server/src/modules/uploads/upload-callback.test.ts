import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.js';
import {
  CALLBACK_BODY,
  decodeCallback,
  encodeCallback,
  renderCallbackBody,
} from './upload-callback.js';

describe('upload callback', () => {
  it('round-trips the callback the server issues', () => {
    expect(decodeCallback(encodeCallback('https://x/req/upload/local'))).toEqual({
      callbackUrl: 'https://x/req/upload/local',
      callbackBody: CALLBACK_BODY,
      callbackBodyType: 'application/x-www-form-urlencoded',
    });
  });

  it('refuses a callback the server did not issue', () => {
    const foreign = Buffer.from(
      JSON.stringify({
        callbackUrl: 'https://evil/',
        callbackBody: 'key=${object}&userId=1',
        callbackBodyType: 'application/json',
      }),
    ).toString('base64');
    expect(() => decodeCallback(foreign)).toThrow(AppError);
    expect(() => decodeCallback('not base64 json')).toThrow(
      '上传回调参数（callback）无效，请重新获取上传签名',
    );
  });

  it('fills the variables URL-encoded and leaves unknown pixel sizes empty', () => {
    const body = renderCallbackBody(CALLBACK_BODY, {
      object: 's1/u1/material/202501/a.png',
      size: 12,
      mimeType: 'image/png',
      'imageInfo.width': null,
      'imageInfo.height': 5,
      'x:name': '名 字&x=1.png',
    });
    const params = new URLSearchParams(body);
    expect(Object.fromEntries(params)).toEqual({
      key: 's1/u1/material/202501/a.png',
      size: '12',
      mime: 'image/png',
      width: '',
      height: '5',
      name: '名 字&x=1.png',
    });
  });
});
