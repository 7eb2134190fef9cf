import type { UploadRequest, UploadResponse } from './transport';

/** Browser transport: XMLHttpRequest, whose upload progress events report bytes sent. */
export function xhrTransport(request: UploadRequest): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, body: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new Error(`上传请求失败：${request.url}`));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.open('POST', request.url);
    xhr.send(request.body);
  });
}

function abortError(): Error {
  const error = new Error('上传已取消');
  error.name = 'AbortError';
  return error;
}
