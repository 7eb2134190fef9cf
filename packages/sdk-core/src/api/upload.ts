import type { CallOptions, Client } from '../client/client';

export type UploadType = 'material' | 'avatar' | 'voucher' | 'file' | 'verification';

/** The signed upload form, OSS PostObject style (spec 3, Upload signature). */
export interface UploadForm {
  accessid: string;
  /** The user's own key prefix, ending in '/'. */
  dir: string;
  policy: string;
  callback: string;
  signature: string;
  /** Absolute URL the multipart form is posted to. */
  host: string;
  /** Unix seconds. */
  expire: number;
  /** Largest accepted file in bytes. */
  max_size: number;
  /**
   * Form fields a storage that takes uploads directly needs (S3: Policy and the X-Amz-* fields),
   * posted as given, in place of the OSS fields above.
   */
  fields?: Record<string, string>;
  /** With `fields`: the call (POST { key, name }) that records the file once the storage has it. */
  confirm?: string;
}

/** The file uploaded straight to the storage, and its name to show. */
export interface UploadConfirmBody {
  key: string;
  name?: string;
}

/** POST {form.confirm}: records a file uploaded straight to the storage (S3 has no callback). */
export function confirmUpload(
  client: Client,
  path: string,
  body: UploadConfirmBody,
  options?: CallOptions,
): Promise<StoredFile> {
  return client.post(path, { ...body }, options);
}

/** What the storage answers about a stored file. */
export interface StoredFile {
  id: number;
  key: string;
  url: string;
  name: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
}

/** What the upload is for, and the file's name when known (its extension is checked first). */
export interface UploadFormQuery {
  type?: UploadType;
  name?: string;
}

/** GET /admin/ossUpload (query type or name): a signed upload form. */
export function getForm(
  client: Client,
  query: UploadFormQuery = {},
  options?: CallOptions,
): Promise<UploadForm> {
  return client.get('/admin/ossUpload', { ...options, query: { ...query } });
}
