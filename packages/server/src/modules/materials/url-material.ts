import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import type { StorageDriver } from '../../storage/index.js';
import { maxUploadBytes, type UploadExtension } from '../uploads/index.js';
import { cleanFileName } from '../uploads/index.js';
import type { Owner } from './owner.js';
import { stageMaterial } from './staged-material.js';
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
    const material = await stageMaterial(storage, owner, {
      path: staged,
      fileName,
      extension,
      size: fetched.size,
    });
    try {
      return await db.transaction((tx) => material.record(tx, { name: input.name }));
    } catch (error) {
      await material.discard();
      throw error;
    }
  } finally {
    await fsp.rm(staged, { force: true });
  }
}
