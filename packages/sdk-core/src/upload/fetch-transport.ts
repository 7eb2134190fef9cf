import type { UploadRequest, UploadResponse } from './transport';

const CHUNK_BYTES = 64 * 1024;

/**
 * Transport for Node and other hosts without XMLHttpRequest: the multipart body is encoded
 * once, then streamed in 64 KB chunks with its Content-Length, and each chunk handed to fetch
 * is reported as sent. (Browsers use xhrTransport: they refuse streamed request bodies over
 * HTTP/1.1 and do not let a page set Content-Length.)
 */
export async function fetchTransport(request: UploadRequest): Promise<UploadResponse> {
  const encoded = new Response(request.body);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const total = bytes.byteLength;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= total) {
        controller.close();
        return;
      }
      const end = Math.min(offset + CHUNK_BYTES, total);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
      request.onProgress?.(offset, total);
    },
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body: stream,
    duplex: 'half',
    headers: { 'content-type': contentType, 'content-length': String(total) },
    signal: request.signal,
  };
  const response = await fetch(request.url, init);
  return { status: response.status, body: await response.text() };
}
