import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, invalid } from '../../http/envelope.js';
import { formatBytes } from './upload-kinds.js';

export interface StagedFile {
  /** Temporary copy of the upload; the caller removes it with `discardStaged`. */
  path: string;
  size: number;
  /** File name the multipart part carried. */
  filename: string;
}

export interface ReceivedUpload<T> {
  fields: Record<string, string>;
  file: StagedFile;
  authorised: T;
}

/** Decides, from the fields sent before the file, whether the file may be read and how much of it. */
export type AuthoriseUpload<T> = (
  fields: Record<string, string>,
  filename: string,
) => Promise<{ authorised: T; minBytes: number; maxBytes: number; displayName: string }>;

class FileTooLarge extends Error {}

/**
 * Reads an OSS-style multipart form. Fields before the file part are passed to `authorise` (which
 * throws when the credential is bad, before a byte of the file is read); the file is streamed to
 * `stagingDir` and reading stops as soon as it passes the allowed size. Fields after the file
 * (the spec's order puts `name` last) are collected too.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  stagingDir: string,
  authorise: AuthoriseUpload<T>,
): Promise<ReceivedUpload<T>> {
  const fields: Record<string, string> = {};
  let file: StagedFile | null = null;
  let authorised: T | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file')
        throw invalid(`不支持的文件字段：${part.fieldname}，文件请放在 file 字段`);
      const grant = await authorise(fields, part.filename);
      authorised = grant.authorised;
      await fsp.mkdir(stagingDir, { recursive: true });
      const staged: StagedFile = {
        path: path.join(stagingDir, randomUUID()),
        size: 0,
        filename: part.filename,
      };
      file = staged;
      const limiter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          staged.size += chunk.length;
          done(staged.size > grant.maxBytes ? new FileTooLarge() : null, chunk);
        },
      });
      try {
        await pipeline(part.file, limiter, fs.createWriteStream(staged.path, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof FileTooLarge || isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
          throw invalid(
            `文件「${grant.displayName}」超过大小上限 ${formatBytes(grant.maxBytes)}，请压缩后再上传`,
          );
        }
        throw error;
      }
      if (part.file.truncated) {
        throw invalid(
          `文件「${grant.displayName}」超过大小上限 ${formatBytes(grant.maxBytes)}，请压缩后再上传`,
        );
      }
      if (staged.size < grant.minBytes) {
        throw invalid(
          staged.size === 0
            ? `文件「${grant.displayName}」是空文件`
            : `文件「${grant.displayName}」太小`,
        );
      }
    }
  } catch (error) {
    await discardStaged(file);
    throw translateMultipartError(error);
  }
  if (!file || authorised === undefined) throw invalid('缺少上传字段：file（文件须放在表单最后）');
  return { fields, file, authorised };
}

export async function discardStaged(file: StagedFile | null): Promise<void> {
  if (file) await fsp.rm(file.path, { force: true });
}

const multipartMessages: Record<string, string> = {
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '上传表单的字段过多',
  FST_PARTS_LIMIT: '上传表单的字段过多',
  FST_PROTO_VIOLATION: '上传表单含有不允许的字段名',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 表单上传文件',
  FST_INVALID_JSON_FIELD_ERROR: '上传表单的字段内容不正确',
};

function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && multipartMessages[code]) return invalid(multipartMessages[code]);
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('上传已中断，请重试');
  // Busboy reports malformed bodies with plain Errors ("Unexpected end of form", boundary errors).
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return invalid('上传内容不是完整的 multipart/form-data 表单');
  }
  return error;
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
