import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../test/support/images.js';
import { checkUploadContent } from './content-check.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-content-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function staged(bytes: Buffer): string {
  const file = path.join(dir, `f${(counter += 1)}`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A Photoshop header (8BPS, version 1) of the given size; image data is not needed to detect it. */
function psdHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(26 + 16);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(3, 12);
  header.writeUInt32BE(height, 14);
  header.writeUInt32BE(width, 18);
  header.writeUInt16BE(8, 22);
  header.writeUInt16BE(3, 24);
  return header;
}

/** GIF89a logical screen of the given size, with a trailer. */
function gifHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(14);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[13] = 0x3b;
  return header;
}

/** A baseline JPEG's markers up to the frame header (SOI, APP0/JFIF, SOF0, EOI). */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

describe('upload content check', () => {
  it('accepts real images and reads their pixel size', async () => {
    expect(await checkUploadContent(staged(makePng(9, 4)), 'png', 'a.png')).toMatchObject({
      mime: 'image/png',
      width: 9,
      height: 4,
    });
    expect(await checkUploadContent(staged(psdHeader(300, 200)), 'psd', 'a.psd')).toMatchObject({
      mime: 'image/vnd.adobe.photoshop',
      width: 300,
      height: 200,
    });
    expect(await checkUploadContent(staged(gifHeader(16, 8)), 'gif', 'a.gif')).toMatchObject({
      mime: 'image/gif',
      width: 16,
      height: 8,
    });
    expect(await checkUploadContent(staged(jpegHeader(640, 480)), 'jpeg', 'a.jpeg')).toMatchObject({
      mime: 'image/jpeg',
      width: 640,
      height: 480,
    });
  });

  it('names the real type when the extension lies', async () => {
    await expect(checkUploadContent(staged(psdHeader(1, 1)), 'png', '设计稿.png')).rejects.toThrow(
      '文件「设计稿.png」的实际类型是 PSD 文件（image/vnd.adobe.photoshop），与扩展名 .png 不符',
    );
    await expect(checkUploadContent(staged(jpegHeader(1, 1)), 'gif', 'x.gif')).rejects.toThrow(
      'JPEG 图片（image/jpeg）',
    );
    await expect(checkUploadContent(staged(makePng(1, 1)), 'svg', 'x.svg')).rejects.toThrow(
      'PNG 图片（image/png）',
    );
    await expect(
      checkUploadContent(staged(Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 9])), 'webp', 'x.webp'),
    ).rejects.toThrow('未知的二进制格式');
  });

  it('refuses text posing as SVG', async () => {
    await expect(checkUploadContent(staged(Buffer.from('hello')), 'svg', 'x.svg')).rejects.toThrow(
      '文件「x.svg」不是有效的 SVG 图片：实际类型是 文本文件（text/plain）',
    );
  });

  it('rewrites an unsafe SVG without its event handler, reporting the new size', async () => {
    const file = staged(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><rect width="4"/></svg>'),
    );
    const checked = await checkUploadContent(file, 'svg', 'x.svg');
    const stored = fs.readFileSync(file, 'utf8');
    expect(stored).not.toContain('onload');
    expect(stored).toContain('<rect width="4"');
    expect(checked).toEqual({
      mime: 'image/svg+xml',
      width: null,
      height: null,
      size: Buffer.byteLength(stored),
    });
  });

  it('reports the size of a raster file', async () => {
    const png = makePng(9, 4);
    expect((await checkUploadContent(staged(png), 'png', 'a.png')).size).toBe(png.length);
  });

  it('refusals are 422 envelopes', async () => {
    const error = await checkUploadContent(staged(Buffer.from('text')), 'png', 'x.png').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 422, httpStatus: 200 });
  });
});
