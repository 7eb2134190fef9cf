import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { invalid } from '../../http/envelope.js';
import { contentTypeForKey } from '../../storage/index.js';
import { sanitizeSvg } from './svg-sanitize.js';
import { checkSvgSafety } from './svg-safety.js';
import type { UploadExtension } from './upload-kinds.js';

/** What file-type must find for each extension (file-type names TIFF `tif`, animated PNG `apng`). */
const detectedTypesByExtension: Record<Exclude<UploadExtension, 'svg'>, readonly string[]> = {
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  bmp: ['bmp'],
  gif: ['gif'],
  webp: ['webp'],
  psd: ['psd'],
  tiff: ['tif'],
};

const typeLabels: Record<string, string> = {
  png: 'PNG 图片',
  apng: 'APNG 动图',
  jpg: 'JPEG 图片',
  gif: 'GIF 图片',
  webp: 'WebP 图片',
  bmp: 'BMP 图片',
  psd: 'PSD 文件',
  tif: 'TIFF 图片',
  xml: 'XML 文本',
  pdf: 'PDF 文档',
  zip: 'ZIP 压缩包',
  exe: '可执行程序',
};

export interface CheckedContent {
  mime: string;
  width: number | null;
  height: number | null;
  /** Bytes of the staged file after the check (a sanitised SVG is rewritten). */
  size: number;
}

/** Bytes read for telling text from binary when file-type finds nothing. */
const SNIFF_BYTES = 8192;

/**
 * Checks the staged file's real content against the key's extension (file-type on the first
 * bytes; SVG parsed and checked for script) and reads raster dimensions. Throws a 422 envelope
 * error that names the file and what it really is.
 */
export async function checkUploadContent(
  filePath: string,
  extension: UploadExtension,
  displayName: string,
): Promise<CheckedContent> {
  const detected = await fileTypeFromFile(filePath);
  const mismatch = (realType: string) =>
    invalid(
      `文件「${displayName}」的实际类型是 ${realType}，与扩展名 .${extension} 不符，请上传真实的图片文件`,
    );

  if (extension === 'svg') {
    // SVG is text; file-type at most recognises an XML declaration.
    if (detected && detected.ext !== 'xml') throw mismatch(describe(detected.ext, detected.mime));
    const text = decodeUtf8(await fsp.readFile(filePath));
    if (text === null) throw mismatch('二进制数据（无法识别的类型）');
    const source = text.replace(/^\uFEFF/, '');
    const found = checkSvgSafety(source);
    if (!found.ok && found.notSvg) {
      throw invalid(
        `文件「${displayName}」不是有效的 SVG 图片：实际类型是 ${describeText(text)}，${found.reason}`,
      );
    }
    // Sanitised, not refused: what could run or load elsewhere is removed and the rest is kept.
    const clean = await sanitizeSvg(source);
    const verdict = checkSvgSafety(clean);
    if (!verdict.ok) throw invalid(`文件「${displayName}」${verdict.reason}，出于安全考虑不能上传`);
    await fsp.writeFile(filePath, clean);
    return {
      mime: contentTypeForKey(`x.${extension}`),
      width: null,
      height: null,
      size: Buffer.byteLength(clean),
    };
  }

  if (!detected || !detectedTypesByExtension[extension].includes(detected.ext)) {
    throw mismatch(
      detected ? describe(detected.ext, detected.mime) : await describeUnknown(filePath),
    );
  }
  return {
    mime: contentTypeForKey(`x.${extension}`),
    ...(await readDimensions(filePath)),
    size: (await fsp.stat(filePath)).size,
  };
}

function describe(ext: string, mime: string): string {
  return `${typeLabels[ext] ?? `${ext.toUpperCase()} 文件`}（${mime}）`;
}

function describeText(text: string): string {
  return /<svg[\s>]/i.test(text)
    ? '格式错误的 SVG 文本（image/svg+xml）'
    : '文本文件（text/plain）';
}

async function describeUnknown(filePath: string): Promise<string> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    const sample = head.subarray(0, bytesRead);
    // A cut may split a multi-byte character at the end: drop up to 3 trailing bytes before decoding.
    const text =
      decodeUtf8(sample) ?? decodeUtf8(sample.subarray(0, Math.max(0, sample.length - 3)));
    if (text !== null && !text.includes('\u0000')) return describeText(text);
    return '未知的二进制格式';
  } finally {
    await handle.close();
  }
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Pixel size as a browser shows it (EXIF orientations 5–8 swap the sides); null when unreadable. */
async function readDimensions(
  filePath: string,
): Promise<{ width: number | null; height: number | null }> {
  try {
    const size = await imageSizeFromFile(filePath);
    const rotated = (size.orientation ?? 1) >= 5;
    return {
      width: (rotated ? size.height : size.width) ?? null,
      height: (rotated ? size.width : size.height) ?? null,
    };
  } catch {
    return { width: null, height: null };
  }
}
