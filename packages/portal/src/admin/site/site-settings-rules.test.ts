import { describe, expect, it } from 'vitest';
import { badHosts, badOrigins, cleanList } from './site-settings-rules.js';

describe('site settings rules', () => {
  it('accepts origins with scheme, host and port, and names the rest', () => {
    expect(
      badOrigins([
        'https://shop.example.com',
        'http://localhost:5173',
        'shop.example.com',
        'https://shop.example.com/admin',
        'https://shop.example.com/',
      ]),
    ).toEqual(['shop.example.com', 'https://shop.example.com/admin', 'https://shop.example.com/']);
  });

  it('accepts bare host names and names addresses with scheme, path or bad dashes', () => {
    expect(
      badHosts(['podkit.example.com', 'localhost', 'https://a.com', 'a.com/x', '-a.com', 'a-.com']),
    ).toEqual(['https://a.com', 'a.com/x', '-a.com', 'a-.com']);
  });

  it('trims entries and drops blanks and repeats', () => {
    expect(cleanList([' a.com', 'a.com', '', '  ', 'b.com '])).toEqual(['a.com', 'b.com']);
    expect(cleanList(undefined)).toEqual([]);
  });
});
