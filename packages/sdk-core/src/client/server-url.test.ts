import { describe, expect, it } from 'vitest';
import { resolveServerUrl } from './server-url';

describe('resolveServerUrl', () => {
  it('points root-relative files at the server of an absolute base URL', () => {
    expect(resolveServerUrl('https://pod.example/req', '/files/a/b.png')).toBe(
      'https://pod.example/files/a/b.png',
    );
  });

  it('leaves absolute, protocol-relative and same-origin cases alone', () => {
    expect(resolveServerUrl('https://pod.example/req', 'https://cdn.example/x.png')).toBe(
      'https://cdn.example/x.png',
    );
    expect(resolveServerUrl('https://pod.example/req', '//cdn.example/x.png')).toBe(
      '//cdn.example/x.png',
    );
    expect(resolveServerUrl('/req', '/files/x.png')).toBe('/files/x.png');
  });
});
