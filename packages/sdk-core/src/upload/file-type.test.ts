import { describe, expect, it } from 'vitest';
import { extensionOf, isAllowedUploadName, refusedTypeMessage, tooLargeMessage } from './file-type';

describe('isAllowedUploadName', () => {
  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.bmp', 'a.gif', 'a.webp', 'a.psd', 'a.svg', 'a.tiff'])(
    'accepts %s',
    (name) => {
      expect(isAllowedUploadName(name)).toBe(true);
    },
  );

  it('ignores case', () => {
    expect(isAllowedUploadName('PHOTO.JPG')).toBe(true);
    expect(isAllowedUploadName('Design.Tiff')).toBe(true);
  });

  it.each(['a.exe', 'a.tif', 'a.pdf', 'png', 'a.', 'a.png.zip', '', '.png.txt'])(
    'refuses %j',
    (name) => {
      expect(isAllowedUploadName(name)).toBe(false);
    },
  );
});

describe('extensionOf', () => {
  it('is the lower-case part after the last dot', () => {
    expect(extensionOf('my.photo.JPEG')).toBe('jpeg');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});

describe('refusal messages', () => {
  it('name the file in Chinese', () => {
    expect(refusedTypeMessage('合同.pdf')).toBe(
      '文件“合同.pdf”的格式不支持，请上传 png、jpg、jpeg、bmp、gif、webp、psd、svg、tiff 格式的文件',
    );
    expect(tooLargeMessage('大图.png', 20 * 1024 * 1024)).toBe(
      '文件“大图.png”超过 20MB 的大小上限',
    );
  });
});
