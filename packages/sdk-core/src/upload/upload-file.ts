import { confirmUpload, getForm, type StoredFile, type UploadType } from '../api/upload';
import { CATALOGUE_TEXT, ERROR_TOAST_SECONDS, settleExchange } from '../client/catalogue';
import type { Client } from '../client/client';
import { ApiError } from '../errors/api-error';
import { uploadKeyName } from '../rules/random-name';
import { extensionOf, isAllowedUploadName, refusedTypeMessage, tooLargeMessage } from './file-type';
import { fetchTransport } from './fetch-transport';
import type { UploadProgress, UploadTransport } from './transport';
import { xhrTransport } from './xhr-transport';

/** A File, or any Blob given a name. */
export type UploadableFile = Blob & { readonly name: string };

export interface UploadFileOptions {
  /** Sent to /admin/ossUpload: material, avatar, voucher or file. */
  type?: UploadType;
  /** Called with 0 % first, with bytes sent while sending, and with 100 % once stored. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Mute the notifier for this upload (see CallOptions.silent). */
  silent?: boolean;
  /** How the form is sent; XMLHttpRequest where it exists, streamed fetch otherwise. */
  transport?: UploadTransport;
}

/**
 * Uploads a file with a signed form (spec 7, Upload): GET /admin/ossUpload, then a multipart
 * POST to the form's host with accessid, key, policy, callback, signature, name and file (file
 * last, as PostObject requires). Resolves the stored file info (the answer's data).
 */
export async function uploadFile(
  client: Client,
  file: UploadableFile,
  options: UploadFileOptions = {},
): Promise<StoredFile> {
  const { signal, silent = false } = options;
  if (!isAllowedUploadName(file.name)) throw refuse(client, refusedTypeMessage(file.name), silent);

  const form = await getForm(client, { type: options.type, name: file.name }, { signal, silent });
  if (form.max_size > 0 && file.size > form.max_size) {
    throw refuse(client, tooLargeMessage(file.name, form.max_size), silent);
  }

  const key = `${form.dir}${uploadKeyName()}.${extensionOf(file.name)}`;
  const body = new FormData();
  if (form.fields) {
    // A storage taking the upload itself (S3): its signed fields exactly as given, key, file last.
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('key', key);
  } else {
    body.append('accessid', form.accessid);
    body.append('key', key);
    body.append('policy', form.policy);
    body.append('callback', form.callback);
    body.append('signature', form.signature);
    body.append('name', file.name);
  }
  body.append('file', file, file.name);

  const report = progressReporter(options.onProgress, file.size);
  const transport = options.transport ?? defaultTransport();
  let response;
  try {
    response = await transport({ url: form.host, body, signal, onProgress: report.bytes });
  } catch (error) {
    const aborted = signal?.aborted === true;
    if (!aborted && !silent) client.notifier.message('error', CATALOGUE_TEXT.networkError, 1);
    throw new ApiError({
      kind: aborted ? 'aborted' : 'network',
      status: 0,
      status_code: null,
      msg: aborted ? '上传已取消' : CATALOGUE_TEXT.networkError,
      method: 'POST',
      url: form.host,
      cause: error,
    });
  }

  if (form.fields && form.confirm) {
    if (response.status < 200 || response.status >= 300) {
      throw refuse(client, storageRefusal(response.body), silent);
    }
    // S3 answers 204 with no callback: the server checks the object and records it.
    const stored = await confirmUpload(
      client,
      form.confirm,
      { key, name: file.name },
      { signal, silent },
    );
    report.done();
    return stored;
  }

  // The storage host is not /req: its 401/403 say nothing about our session.
  const envelope = settleExchange<StoredFile>(
    { method: 'POST', url: form.host, status: response.status, body: parseJson(response.body) },
    { notifier: client.notifier, silent },
  );
  report.done();
  return envelope.data;
}

/** S3's XML error (`<Message>`), or a plain sentence when it gave none. */
function storageRefusal(body: string): string {
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  return message ? `存储拒绝了上传：${message}` : '存储拒绝了上传，请重新上传';
}

function defaultTransport(): UploadTransport {
  return typeof XMLHttpRequest === 'function' ? xhrTransport : fetchTransport;
}

function refuse(client: Client, msg: string, silent: boolean): ApiError {
  if (!silent) client.notifier.message('error', msg, ERROR_TOAST_SECONDS);
  return new ApiError({ kind: 'invalid-file', status: 0, status_code: null, msg });
}

function progressReporter(onProgress: UploadFileOptions['onProgress'], fileSize: number) {
  let total = fileSize;
  let percent = 0;
  onProgress?.({ loaded: 0, total, percent: 0 });
  return {
    bytes(loaded: number, bytesTotal: number) {
      total = bytesTotal;
      // Never step backwards, and keep 100 for "stored".
      percent = Math.max(
        percent,
        Math.min(99, Math.floor((loaded / Math.max(bytesTotal, 1)) * 100)),
      );
      onProgress?.({ loaded, total, percent });
    },
    done() {
      onProgress?.({ loaded: total, total, percent: 100 });
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
