import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conflict } from '../../http/envelope.js';
import { StorageKeyExistsError, type StorageDriver } from '../../storage/index.js';
import { checkUploadContent } from './content-check.js';
import { uploadedFiles, type UploadedFile } from './schema.js';
import type { UploadExtension } from './upload-kinds.js';
import { CALLBACK_BODY, renderCallbackBody, runUploadCallback } from './upload-callback.js';

export interface StoredUpload {
  file: UploadedFile;
  materialId: number | null;
}

/**
 * The work after a file has arrived, whichever way it came (the local endpoint, or an S3 upload
 * the client confirms): its content is checked against its extension, it is stored under the
 * server's own key, and the callback records it (a material too for uploads of that kind). A
 * failed record removes the stored object again.
 */
export async function storeCheckedUpload(
  db: Db,
  storage: StorageDriver,
  input: {
    key: string;
    ext: UploadExtension;
    displayName: string;
    localPath: string;
    callbackBody?: string;
  },
): Promise<StoredUpload> {
  const { key, displayName, localPath } = input;
  const content = await checkUploadContent(localPath, input.ext, displayName);
  try {
    await storage.put(key, fs.createReadStream(localPath), { contentType: content.mime });
  } catch (error) {
    if (error instanceof StorageKeyExistsError)
      throw conflict('该文件路径已有文件，请重新获取上传签名后再上传');
    throw error;
  }
  const callbackBody = renderCallbackBody(input.callbackBody ?? CALLBACK_BODY, {
    object: key,
    size: content.size,
    mimeType: content.mime,
    'imageInfo.width': content.width,
    'imageInfo.height': content.height,
    'x:name': displayName,
  });
  try {
    return await runUploadCallback(db, storage, { callbackBody, localPath });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The file already recorded under `key` for this owner (a confirmation sent twice), or null. */
export async function findOwnUpload(
  db: Db,
  owner: { siteId: number; userId: number },
  key: string,
): Promise<UploadedFile | null> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.key, key),
        eq(uploadedFiles.siteId, owner.siteId),
        eq(uploadedFiles.userId, owner.userId),
      ),
    )
    .limit(1);
  return row ?? null;
}
