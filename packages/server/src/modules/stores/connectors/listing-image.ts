import { PlatformError } from './connector.js';

const IMAGE_FETCH_TIMEOUT_MS = 30_000;

/**
 * A listing's picture read from its public URL, for marketplaces that take files rather than URLs
 * (Etsy, TikTok Shop): a picture that cannot be read fails the listing in the platform's name.
 */
export async function listingImageFile(platformName: string, url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new PlatformError(`${platformName}：无法读取图片 ${url}（${String(error)}）`, 0);
  }
  if (!response.ok)
    throw new PlatformError(`${platformName}：无法读取图片 ${url}（${response.status}）`, 0);
  const type = response.headers.get('content-type') ?? 'image/jpeg';
  return new Blob([await response.arrayBuffer()], { type });
}

/** The file name a picture is uploaded under: its URL's last segment, `.jpg` when it has none. */
export const listingImageName = (url: string, rank: number) => {
  const last = new URL(url).pathname.split('/').pop() || `image-${rank}`;
  return last.includes('.') ? last : `${last}.jpg`;
};
