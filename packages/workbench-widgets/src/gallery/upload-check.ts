import { UPLOAD_EXTENSIONS, extensionOf, isAllowedUploadName } from '@podkit/sdk-core';

export interface RefusedFile {
  name: string;
  reason: string;
}

export interface UploadCheck<F> {
  accepted: F[];
  refused: RefusedFile[];
}

/** Why a file cannot be uploaded, or null when it can (spec 5's extension list, checked here first). */
export function uploadRefusal(file: { name: string; size: number }, maxBytes = 0): string | null {
  if (!isAllowedUploadName(file.name)) {
    const extension = extensionOf(file.name);
    return `${extension ? `不支持 .${extension} 文件` : '文件没有扩展名'}，仅支持 ${UPLOAD_EXTENSIONS.join('、')}`;
  }
  if (file.size === 0) return '文件是空的';
  if (maxBytes > 0 && file.size > maxBytes) return `文件超过 ${formatSize(maxBytes)} 的大小上限`;
  return null;
}

/** Split a drop or a file pick into what will be sent and what is refused, with the reason. */
export function checkUploadFiles<F extends { name: string; size: number }>(
  files: Iterable<F>,
  maxBytes = 0,
): UploadCheck<F> {
  const result: UploadCheck<F> = { accepted: [], refused: [] };
  for (const file of files) {
    const reason = uploadRefusal(file, maxBytes);
    if (reason) result.refused.push({ name: file.name, reason });
    else result.accepted.push(file);
  }
  return result;
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}
