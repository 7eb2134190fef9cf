import { describe, expect, it } from 'vitest';
import { keyOfStorageUrl } from './image-search.js';
import { thumbKeyFor } from './material-create.js';
import { zipEntryNames } from './material-export.js';
import { fileNameFromUrl } from './url-material.js';

describe('keys and names of material files', () => {
  it('puts a thumbnail in a folder no signed upload reaches', () => {
    expect(thumbKeyFor('s1/u7/material/202501/Ab3dE5gH9k.png')).toBe(
      's1/u7/material-thumb/202501/Ab3dE5gH9k.png.webp',
    );
    expect(() => thumbKeyFor('elsewhere.png')).toThrow();
  });

  it('reads the storage key back from a file URL', () => {
    expect(keyOfStorageUrl('http://shop.test/files/s1/u7/file/202501/a.png')).toBe(
      's1/u7/file/202501/a.png',
    );
    expect(keyOfStorageUrl('/files/s1/u7/file/202501/a.png')).toBe('s1/u7/file/202501/a.png');
    expect(keyOfStorageUrl('https://elsewhere.example/a.png')).toBeNull();
  });

  it('names zip entries uniquely with the file extension', () => {
    expect(
      zipEntryNames([
        { name: '猫', fileKey: 'k/a.png' },
        { name: '猫.png', fileKey: 'k/b.png' },
        { name: 'a/b:c', fileKey: 'k/c.svg' },
        { name: '猫', fileKey: 'k/d.jpg' },
      ]),
    ).toEqual(['猫.png', '猫 (2).png', 'a_b_c.svg', '猫.jpg']);
  });

  it('takes a material name from the last segment of an address', () => {
    expect(fileNameFromUrl(new URL('https://cdn.example/art/%E7%8C%AB.png?x=1'))).toBe('猫.png');
    expect(fileNameFromUrl(new URL('https://cdn.example/'))).toBe('cdn.example');
  });
});
