import { describe, expect, it } from 'vitest';
import { checkUploadFiles, uploadRefusal } from './upload-check';

const file = (name: string, size = 10) => ({ name, size });

describe('checkUploadFiles', () => {
  it('refuses an .exe with the reason and keeps the images', () => {
    const result = checkUploadFiles([file('a.png'), file('setup.exe'), file('B.JPEG')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'B.JPEG']);
    expect(result.refused).toEqual([
      {
        name: 'setup.exe',
        reason: '不支持 .exe 文件，仅支持 png、jpg、jpeg、bmp、gif、webp、psd、svg、tiff',
      },
    ]);
  });

  it('accepts every extension of spec 5, in any case', () => {
    const names = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'].map(
      (extension) => `图.${extension.toUpperCase()}`,
    );
    expect(checkUploadFiles(names.map((name) => file(name))).refused).toEqual([]);
  });

  it('refuses a name without extension, a disguised name, an empty file and an oversized one', () => {
    expect(uploadRefusal(file('README'))).toMatch(/^文件没有扩展名/);
    expect(uploadRefusal(file('photo.png.exe'))).toMatch(/^不支持 \.exe 文件/);
    expect(uploadRefusal(file('tif.tif'))).toMatch(/^不支持 \.tif 文件/);
    expect(uploadRefusal(file('a.png', 0))).toBe('文件是空的');
    expect(uploadRefusal(file('a.png', 3 * 1024 * 1024), 2 * 1024 * 1024)).toBe(
      '文件超过 2 MB 的大小上限',
    );
    expect(uploadRefusal(file('a.png', 2 * 1024 * 1024), 2 * 1024 * 1024)).toBeNull();
  });
});
