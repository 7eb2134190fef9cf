import { invalid } from '../../http/envelope.js';

/** The callback field of the signed form, OSS style: what the server does once the file is stored. */
export interface UploadCallback {
  callbackUrl: string;
  callbackBody: string;
  callbackBodyType: string;
}

export const CALLBACK_BODY_TYPE = 'application/x-www-form-urlencoded';

/**
 * OSS callback variables: the stored object's key, size, type and pixel size, plus the form's
 * original file name. The local driver fills them in-process and records the file from the result.
 */
export const CALLBACK_BODY =
  'key=${object}&size=${size}&mime=${mimeType}&width=${imageInfo.width}&height=${imageInfo.height}&name=${x:name}';

export function encodeCallback(callbackUrl: string): string {
  const callback: UploadCallback = {
    callbackUrl,
    callbackBody: CALLBACK_BODY,
    callbackBodyType: CALLBACK_BODY_TYPE,
  };
  return Buffer.from(JSON.stringify(callback)).toString('base64');
}

/**
 * Reads the form's callback field. The server runs only the callback it issues itself, so a body
 * or body type other than its own is refused.
 */
export function decodeCallback(encoded: string): UploadCallback {
  let callback: Partial<UploadCallback> | null;
  try {
    callback = JSON.parse(
      Buffer.from(encoded, 'base64').toString('utf8'),
    ) as Partial<UploadCallback>;
  } catch {
    callback = null;
  }
  if (
    !callback ||
    typeof callback.callbackUrl !== 'string' ||
    callback.callbackBody !== CALLBACK_BODY ||
    callback.callbackBodyType !== CALLBACK_BODY_TYPE
  ) {
    throw invalid('上传回调参数（callback）无效，请重新获取上传签名');
  }
  return callback as UploadCallback;
}

export interface CallbackVariables {
  object: string;
  size: number;
  mimeType: string;
  'imageInfo.width': number | null;
  'imageInfo.height': number | null;
  'x:name': string;
}

/** Fills `${variable}` placeholders, URL-encoded as the body type requires; unknown ones become empty. */
export function renderCallbackBody(template: string, variables: CallbackVariables): string {
  return template.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
    const value = (variables as unknown as Record<string, string | number | null | undefined>)[
      name
    ];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}
