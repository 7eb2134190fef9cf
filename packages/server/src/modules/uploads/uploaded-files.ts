import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { dirOfKey, parseUploadDir } from './upload-policy.js';
import { uploadedFiles, type UploadedFile } from './schema.js';
import type { StoredFile } from '@podkit/sdk-core';

export const MAX_FILE_NAME_LENGTH = 255;

/** A file name fit for storing and showing: no control characters, trimmed, at most 255 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return Array.from(name.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .slice(0, MAX_FILE_NAME_LENGTH)
    .join('');
}

function optionalInt(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * The upload callback's work: records the stored object described by a rendered callback body
 * (`key=…&size=…&mime=…&width=…&height=…&name=…`). Owner and kind come from the key's folder,
 * which the signed policy vouched for.
 */
export async function recordUploadedFile(
  db: DbExecutor,
  callbackBody: string,
  storage: string,
): Promise<UploadedFile> {
  const params = new URLSearchParams(callbackBody);
  const key = params.get('key') ?? '';
  const owner = parseUploadDir(dirOfKey(key));
  const size = optionalInt(params.get('size'));
  const mime = params.get('mime') ?? '';
  if (!owner || size === null || !mime) throw invalid('上传回调内容不完整');
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      siteId: owner.siteId,
      userId: owner.userId,
      key,
      kind: owner.kind,
      name: cleanFileName(params.get('name') ?? '') || key.slice(key.lastIndexOf('/') + 1),
      size,
      mime,
      width: optionalInt(params.get('width')),
      height: optionalInt(params.get('height')),
      storage,
    })
    .returning();
  if (!row) throw new Error('uploaded file row was not returned');
  return row;
}

export function toFileInfo(row: UploadedFile, url: string): StoredFile {
  return {
    id: row.id,
    key: row.key,
    url,
    name: row.name,
    size: row.size,
    mime: row.mime,
    width: row.width,
    height: row.height,
  };
}
