import type { FastifyInstance } from 'fastify';
import { envelope } from './serve';

export interface ReceivedUpload {
  fieldOrder: string[];
  fields: Record<string, string>;
  fileName: string | null;
  fileSize: number;
  fileType: string;
  contentLength: string | undefined;
  authorization: string | undefined;
}

export interface UploadRoutesState {
  formRequests: Array<{ query: Record<string, string>; authorization: string | undefined }>;
  uploads: ReceivedUpload[];
  /** Next answer of the storage endpoint; by default the stored file's info. */
  storageAnswer: ((upload: ReceivedUpload) => unknown) | null;
  maxSize: number;
}

/**
 * Routes that behave like the server's upload module: GET /req/admin/ossUpload signs a form,
 * POST /storage/upload reads the multipart body in order and answers the stored file info.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  originOf: () => string,
): UploadRoutesState {
  const state: UploadRoutesState = {
    formRequests: [],
    uploads: [],
    storageAnswer: null,
    maxSize: 20 * 1024 * 1024,
  };

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.get('/req/admin/ossUpload', async (request) => {
    state.formRequests.push({
      query: request.query as Record<string, string>,
      authorization: request.headers.authorization,
    });
    return envelope({
      accessid: 'local-access',
      dir: 'u/42/',
      policy: 'cG9saWN5',
      callback: 'Y2FsbGJhY2s=',
      signature: 'c2lnbmF0dXJl',
      host: `${originOf()}/storage/upload`,
      expire: Math.floor(Date.now() / 1000) + 600,
      max_size: state.maxSize,
    });
  });

  app.post('/storage/upload', async (request) => {
    const form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body: Uint8Array.from(request.body as Buffer),
    }).formData();
    const fields: Record<string, string> = {};
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = value;
    }
    const upload: ReceivedUpload = {
      fieldOrder: [...form.keys()],
      fields,
      fileName: file?.name ?? null,
      fileSize: file?.size ?? 0,
      fileType: file?.type ?? '',
      contentLength: request.headers['content-length'],
      authorization: request.headers.authorization,
    };
    state.uploads.push(upload);
    if (state.storageAnswer) return state.storageAnswer(upload);
    return envelope(
      {
        id: state.uploads.length,
        key: fields.key,
        url: `${originOf()}/files/${fields.key}`,
        name: upload.fileName,
        size: upload.fileSize,
        mime: upload.fileType,
        width: 10,
        height: 20,
      },
      '上传成功',
    );
  });

  return state;
}
