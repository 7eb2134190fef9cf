import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import type { StorageDriver } from '../../storage/index.js';
import { checkUploadContent } from '../uploads/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { maxUploadBytes, type UploadExtension } from '../uploads/index.js';
import { uploadDir } from '../uploads/index.js';
import { cleanFileName } from '../uploads/index.js';
import { insertMaterial, prepareMaterial } from './material-create.js';
import type { Owner } from './owner.js';
import { randomKeyName } from '../../storage/index.js';
import type { MaterialRow } from './schema.js';
import { fetchToFile, parseFetchUrl } from './url-fetch.js';

/** Limits of a fetch by URL: the material upload size, 10 seconds, 3 redirects. */
export const URL_FETCH_TIMEOUT_MS = 10_000;
export const URL_FETCH_MAX_REDIRECTS = 3;

/**
 * Set to 1 only by tests that fetch from their own loopback server: it lets the server fetch
 * loopback and private addresses, which it otherwise refuses.
 */
export const ALLOW_PRIVATE_FETCH_ENV = 'PODKIT_URL_MATERIAL_ALLOW_PRIVATE';

export function privateFetchAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[ALLOW_PRIVATE_FETCH_ENV] === '1';
}

/** file-type's names of the formats the gallery accepts → the extension stored. */
const extensionByDetected: Record<string, UploadExtension> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  psd: 'psd',
  tif: 'tiff',
};

/** The file's name from the address (its last path segment), for naming the material. */
export function fileNameFromUrl(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep it as written
  }
  return cleanFileName(decoded) || url.hostname;
}

/**
 * Adds a material from an address: fetched by the server within limits, its content checked as an
 * upload's is (real type; SVG for script), stored in the user's material folder and recorded as
 * an uploaded file plus a material, named by the upload settings unless a name is given.
 */
export async function addMaterialFromUrl(
  db: Db,
  storage: StorageDriver,
  stagingDir: string,
  owner: Owner,
  input: { url: string; name?: string | undefined; allowPrivate: boolean },
): Promise<MaterialRow> {
  const url = parseFetchUrl(input.url);
  await fsp.mkdir(stagingDir, { recursive: true });
  const staged = path.join(stagingDir, randomUUID());
  try {
    const fetched = await fetchToFile(url, staged, {
      maxBytes: maxUploadBytes.material,
      timeoutMs: URL_FETCH_TIMEOUT_MS,
      maxRedirects: URL_FETCH_MAX_REDIRECTS,
      allowPrivate: input.allowPrivate,
    });
    if (fetched.size === 0) throw invalid('该地址返回的是空文件');
    const fileName = fileNameFromUrl(fetched.finalUrl);
    const detected = await fileTypeFromFile(staged);
    // Text (file-type finds nothing, or an XML declaration) can only be an SVG: the SVG check says
    // clearly what it is otherwise.
    const extension: UploadExtension | undefined =
      detected && detected.ext !== 'xml' ? extensionByDetected[detected.ext] : 'svg';
    if (!extension) {
      throw invalid(
        `该地址的内容不是支持的图片格式（${detected?.mime ?? fetched.contentType ?? '未知类型'}），仅支持 png、jpg、jpeg、bmp、gif、webp、psd、svg、tiff`,
      );
    }
    const content = await checkUploadContent(staged, extension, fileName);
    const key = `${uploadDir(owner, 'material', new Date())}${randomKeyName()}.${extension}`;
    await storage.put(key, fs.createReadStream(staged), { contentType: content.mime });
    try {
      const prepared = await prepareMaterial(storage, {
        owner,
        key,
        fileName,
        size: fetched.size,
        mime: content.mime,
        width: content.width,
        height: content.height,
        localPath: staged,
      });
      try {
        return await db.transaction(async (tx) => {
          const [file] = await tx
            .insert(uploadedFiles)
            .values({
              siteId: owner.siteId,
              userId: owner.userId,
              key,
              kind: 'material',
              name: fileName,
              size: fetched.size,
              mime: content.mime,
              width: content.width,
              height: content.height,
              storage: storage.name,
            })
            .returning({ id: uploadedFiles.id });
          return insertMaterial(tx, prepared, { fileId: file?.id ?? null, name: input.name });
        });
      } catch (error) {
        await prepared.discard();
        throw error;
      }
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  } finally {
    await fsp.rm(staged, { force: true });
  }
}
