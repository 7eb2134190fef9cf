import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link.js';

describe('safeLink', () => {
  it('keeps a path on this site as an in-app link', () => {
    expect(safeLink(' /home/aboutUs ')).toEqual({ kind: 'internal', to: '/home/aboutUs' });
  });

  it('keeps http and https addresses as external links', () => {
    expect(safeLink('https://example.com/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    });
    expect(safeLink('http://example.com')).toEqual({
      kind: 'external',
      href: 'http://example.com/',
    });
  });

  it('drops empty, script, data and protocol-relative links', () => {
    expect(safeLink('')).toBeNull();
    expect(safeLink(null)).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<b>x</b>')).toBeNull();
    expect(safeLink('//evil.example/x')).toBeNull();
    expect(safeLink('/\\evil.example')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
  });
});
