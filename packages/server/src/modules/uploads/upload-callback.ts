import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import type { StorageDriver } from '../../storage/index.js';
import { insertMaterial, prepareMaterial } from '../materials/index.js';
import type { UploadedFile } from './schema.js';
import { dirOfKey, parseUploadDir } from './upload-policy.js';
import { recordUploadedFile } from './uploaded-files.js';

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

export interface CallbackResult {
  file: UploadedFile;
  /** The material an upload of type material became; null for other kinds. */
  materialId: number | null;
}

/**
 * The callback's work once the object is stored: records the file and, for an upload of type
 * material, makes it a material of the gallery (thumbnail, perceptual hash, upload settings) in
 * the same transaction. `localPath` is the staged copy the preview is read from.
 */
export async function runUploadCallback(
  db: Db,
  storage: StorageDriver,
  input: { callbackBody: string; localPath: string },
): Promise<CallbackResult> {
  const params = new URLSearchParams(input.callbackBody);
  const key = params.get('key') ?? '';
  const owner = parseUploadDir(dirOfKey(key));
  if (owner?.kind !== 'material') {
    return {
      file: await recordUploadedFile(db, input.callbackBody, storage.name),
      materialId: null,
    };
  }
  const prepared = await prepareMaterial(storage, {
    owner: { siteId: owner.siteId, userId: owner.userId },
    key,
    fileName: params.get('name') || key.slice(key.lastIndexOf('/') + 1),
    size: Number(params.get('size')),
    mime: params.get('mime') ?? '',
    width: optionalSize(params.get('width')),
    height: optionalSize(params.get('height')),
    localPath: input.localPath,
  });
  try {
    return await db.transaction(async (tx) => {
      const file = await recordUploadedFile(tx, input.callbackBody, storage.name);
      const material = await insertMaterial(tx, prepared, { fileId: file.id });
      return { file, materialId: material.id };
    });
  } catch (error) {
    await prepared.discard();
    throw error;
  }
}

function optionalSize(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}
