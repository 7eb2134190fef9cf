import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invalid, ok, unauthorized } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { absoluteUrl, publicOrigin } from '../../http/public-origin.js';
import { getServerSecret } from '../../secrets/index.js';
import { extensionOf, isSafeStorageKey, type StorageDriver } from '../../storage/index.js';
import { isActiveAccount } from '../users/index.js';
import { confirmDirectUpload } from './confirm-upload.js';
import type { UploadedFile } from './schema.js';
import {
  ConfirmUploadBody,
  OssUploadQuery,
  StoredFileSchema,
  UploadFormSchema,
} from './schemas.js';
import { storeCheckedUpload } from './store-upload.js';
import { discardStaged, receiveUpload } from './receive-upload.js';
import { decodeCallback, encodeCallback } from './upload-callback.js';
import {
  isUploadExtension,
  largestUploadBytes,
  uploadExtensions,
  type UploadKind,
} from './upload-kinds.js';
import {
  createUploadForm,
  credentialRefused,
  directUploadForm,
  parseUploadDir,
  storedKeyFor,
  UPLOAD_SECRET_NAME,
  verifyUploadPolicy,
} from './upload-policy.js';
import { cleanFileName, toFileInfo } from './uploaded-files.js';

const extensionList = uploadExtensions.join('、');
const signedFields = ['accessid', 'key', 'policy', 'callback', 'signature'] as const;

/** The name shown for the file: the form's `name`, else the part's file name, else the key's. */
function displayNameOf(fields: Record<string, string>, filename: string, key: string): string {
  return cleanFileName(fields.name || filename) || key.slice(key.lastIndexOf('/') + 1);
}

/** The signed upload form and the local driver's upload endpoint (under the API prefix). */
export const uploadApi: FastifyPluginAsync<{ storage: StorageDriver }> = async (
  app,
  { storage },
) => {
  await app.register(multipart, {
    // The per-kind limit is enforced while streaming; this is only the outer bound.
    limits: {
      fileSize: largestUploadBytes + 1,
      files: 1,
      fields: 20,
      parts: 30,
      fieldSize: 64 * 1024,
    },
  });
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'uploads');
  const uploadPath = `${app.prefix}/upload/local`;

  typed.get(
    '/admin/ossUpload',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['uploads'],
        summary: '获取上传签名（OSS PostObject 表单：policy、签名、回调、上传地址）',
        security: [{ bearer: [] }],
        querystring: OssUploadQuery,
        response: { 200: envelopeOf(UploadFormSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const kind: UploadKind = request.query.type ?? 'material';
      const name = request.query.name?.trim();
      if (name) {
        const ext = extensionOf(name);
        if (!isUploadExtension(ext)) {
          throw invalid(
            `不支持的文件类型：${ext ? `.${ext}` : '无扩展名'}（${name}），仅支持 ${extensionList}`,
          );
        }
      }
      const secret = await getServerSecret(app.db, UPLOAD_SECRET_NAME);
      const owner = { siteId: user.siteId, userId: user.id };
      if (storage.directUpload) {
        return ok(await directUploadForm(storage.directUpload.bind(storage), owner, kind));
      }
      const host = `${publicOrigin(request)}${uploadPath}`;
      return ok(
        createUploadForm({
          secret,
          owner,
          kind,
          host,
          // The local driver runs the callback in-process, inside the upload endpoint itself.
          callback: encodeCallback(host),
        }),
      );
    },
  );

  typed.post(
    '/upload/local',
    {
      // The signed form is the credential: its policy names the owner and expires.
      config: { permission: 'public' },
      schema: {
        tags: ['uploads'],
        summary:
          '本地存储上传：multipart 表单（accessid、key、policy、callback、signature、name、file），凭签名上传',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(StoredFileSchema) },
      },
    },
    async (request, reply) => {
      // A refused upload may leave the body unread: close the connection instead of draining it.
      reply.header('connection', 'close');
      const received = await receiveUpload(request, stagingDir, async (fields, filename) => {
        for (const field of signedFields) {
          if (!fields[field]) throw invalid(`缺少上传字段：${field}（须放在 file 之前）`);
        }
        const secret = await getServerSecret(app.db, UPLOAD_SECRET_NAME);
        const policy = verifyUploadPolicy({
          secret,
          accessid: fields.accessid ?? '',
          policy: fields.policy ?? '',
          signature: fields.signature ?? '',
        });
        const callback = decodeCallback(fields.callback ?? '');
        const key = fields.key ?? '';
        const owner = parseUploadDir(policy.keyPrefix);
        if (!owner) throw invalid('上传策略（policy）格式不正确');
        if (!key.startsWith(policy.keyPrefix)) {
          throw credentialRefused(`文件路径（key）必须位于你的上传目录 ${policy.keyPrefix} 下`);
        }
        const fileName = key.slice(policy.keyPrefix.length);
        if (!isSafeStorageKey(key) || fileName.includes('/')) {
          throw invalid('文件路径（key）只能包含字母、数字和 _ . -，且不能含有子目录');
        }
        const ext = extensionOf(key);
        if (!isUploadExtension(ext)) {
          throw invalid(
            `不支持的文件类型：${ext ? `.${ext}` : '无扩展名'}，仅支持 ${extensionList}`,
          );
        }
        if (!(await isActiveAccount(app.db, owner.siteId, owner.userId)))
          throw credentialRefused('上传账号不存在或已停用');
        // The stored name is the server's own, long enough that no key can be guessed; the
        // answer tells the client where the file went.
        return {
          authorised: { key: storedKeyFor(secret, key, ext), ext, callback },
          minBytes: policy.minBytes,
          maxBytes: policy.maxBytes,
          displayName: displayNameOf(fields, filename, key),
        };
      });

      const { key, ext, callback } = received.authorised;
      // Read again: the spec's field order may put `name` after the file.
      const displayName = displayNameOf(received.fields, received.file.filename, key);
      try {
        const { file, materialId } = await storeCheckedUpload(app.db, storage, {
          key,
          ext,
          displayName,
          localPath: received.file.path,
          callbackBody: callback.callbackBody,
        });
        reply.removeHeader('connection');
        return ok(fileAnswer(request, file, materialId));
      } finally {
        await discardStaged(received.file);
      }
    },
  );

  typed.post(
    '/upload/confirm',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['uploads'],
        summary:
          '确认直传的文件（S3 无回调）：服务器检查对象存在、大小与类型符合上传策略后登记；重复确认返回同一文件',
        security: [{ bearer: [] }],
        body: ConfirmUploadBody,
        response: { 200: envelopeOf(StoredFileSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const { file, materialId } = await confirmDirectUpload(app.db, storage, {
        owner: { siteId: user.siteId, userId: user.id },
        key: request.body.key,
        name: request.body.name ?? '',
        secret: await getServerSecret(app.db, UPLOAD_SECRET_NAME),
        stagingDir,
      });
      return ok(fileAnswer(request, file, materialId));
    },
  );

  function fileAnswer(request: FastifyRequest, file: UploadedFile, materialId: number | null) {
    const info = toFileInfo(file, absoluteUrl(request, app.fileUrl(file.key)));
    return materialId === null ? info : { ...info, material_id: materialId };
  }
};
