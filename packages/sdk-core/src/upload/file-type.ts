import { UPLOAD_EXTENSIONS } from '../rules/constants';

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The lower-case extension after the last dot, or '' when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** File type check by extension (spec 5), case-insensitive. */
export function isAllowedUploadName(fileName: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

export function refusedTypeMessage(fileName: string): string {
  return `文件“${fileName}”的格式不支持，请上传 ${UPLOAD_EXTENSIONS.join('、')} 格式的文件`;
}

export function tooLargeMessage(fileName: string, maxBytes: number): string {
  return `文件“${fileName}”超过 ${formatBytes(maxBytes)} 的大小上限`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))}MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))}KB`;
  return `${bytes}B`;
}
