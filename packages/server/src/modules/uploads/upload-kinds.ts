const MB = 1024 * 1024;

/** What an upload is for; each kind has its own key folder and size limit. */
export const uploadKinds = ['material', 'avatar', 'voucher', 'file', 'verification'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * Largest accepted file per kind. Materials are print artwork (large PSD/TIFF); avatars are small;
 * payment vouchers are photos of receipts; `file` covers other attachments; `verification` holds
 * the pictures of 实名认证 (ID card sides, business licence), private like vouchers.
 */
export const maxUploadBytes: Record<UploadKind, number> = {
  material: 50 * MB,
  avatar: 5 * MB,
  voucher: 10 * MB,
  file: 20 * MB,
  verification: 10 * MB,
};

export const largestUploadBytes = Math.max(...Object.values(maxUploadBytes));

/** Extensions the platform accepts (spec section 5), lower case. */
export const uploadExtensions = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'gif',
  'webp',
  'psd',
  'svg',
  'tiff',
] as const;
export type UploadExtension = (typeof uploadExtensions)[number];

export function isUploadExtension(ext: string): ext is UploadExtension {
  return (uploadExtensions as readonly string[]).includes(ext);
}

export function isUploadKind(value: string): value is UploadKind {
  return (uploadKinds as readonly string[]).includes(value);
}

/** "50 MB", "512 KB" for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}
