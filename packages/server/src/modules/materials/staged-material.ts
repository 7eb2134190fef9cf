import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { DbExecutor } from '../../db/client.js';
import { extensionOf, randomKeyName, type StorageDriver } from '../../storage/index.js';
import {
  checkUploadContent,
  isUploadExtension,
  uploadDir,
  uploadedFiles,
  type UploadExtension,
} from '../uploads/index.js';
import { insertMaterial, prepareMaterial } from './material-create.js';
import type { Owner } from './owner.js';
import type { MaterialRow } from './schema.js';

/** A file stored in the owner's material folder with its preview, waiting to become a material. */
export interface StagedMaterial {
  /** Records the uploaded file and the material, in the caller's transaction. */
  record(tx: DbExecutor, options?: { name?: string | undefined }): Promise<MaterialRow>;
  /** Removes what was stored when the material is not recorded after all. */
  discard(): Promise<void>;
}

/**
 * Stores a checked local file in the owner's material folder and renders its preview (the slow
 * part, outside any transaction); `record` then makes it a material.
 */
export async function stageMaterial(
  storage: StorageDriver,
  owner: Owner,
  local: { path: string; fileName: string; extension: UploadExtension; size: number },
): Promise<StagedMaterial> {
  const content = await checkUploadContent(local.path, local.extension, local.fileName);
  const key = `${uploadDir(owner, 'material', new Date())}${randomKeyName()}.${local.extension}`;
  await storage.put(key, fs.createReadStream(local.path), { contentType: content.mime });
  let prepared;
  try {
    prepared = await prepareMaterial(storage, {
      owner,
      key,
      fileName: local.fileName,
      size: local.size,
      mime: content.mime,
      width: content.width,
      height: content.height,
      localPath: local.path,
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const ready = prepared;
  return {
    async record(tx, options = {}) {
      const [file] = await tx
        .insert(uploadedFiles)
        .values({
          siteId: owner.siteId,
          userId: owner.userId,
          key,
          kind: 'material',
          name: local.fileName,
          size: local.size,
          mime: content.mime,
          width: content.width,
          height: content.height,
          storage: storage.name,
        })
        .returning({ id: uploadedFiles.id });
      return insertMaterial(tx, ready, { fileId: file?.id ?? null, name: options.name });
    },
    async discard() {
      await ready.discard();
      await storage.delete(key);
    },
  };
}

/**
 * A copy of a stored file (a private attachment, say) staged as a material of `owner`'s gallery;
 * null when the file is not a kind the gallery takes (a PDF, a zip).
 */
export async function stageStoredFileAsMaterial(
  storage: StorageDriver,
  stagingDir: string,
  owner: Owner,
  file: { key: string; name: string },
): Promise<StagedMaterial | null> {
  const extension = extensionOf(file.key);
  if (!isUploadExtension(extension)) return null;
  const stored = await storage.get(file.key);
  if (!stored) return null;
  await fsp.mkdir(stagingDir, { recursive: true });
  const staged = path.join(stagingDir, randomUUID());
  try {
    await pipeline(stored.stream, fs.createWriteStream(staged));
    return await stageMaterial(storage, owner, {
      path: staged,
      fileName: file.name,
      extension,
      size: stored.size,
    });
  } finally {
    await fsp.rm(staged, { force: true });
  }
}
