import { describe, expect, it } from 'vitest';
import { PODKIT_SNIPPET, embedCode } from './snippet';

describe('embedCode', () => {
  it('pastes the snippet before the async loader script', () => {
    expect(embedCode('https://site.example/embed/podkit.js')).toBe(
      `<script>${PODKIT_SNIPPET}</script>\n<script src="https://site.example/embed/podkit.js" async></script>`,
    );
  });

  it('escapes the script address', () => {
    expect(embedCode('https://x.example/a.js?"><script>alert(1)</script>')).toContain(
      'src="https://x.example/a.js?&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it('stays tiny', () => {
    expect(PODKIT_SNIPPET.length).toBeLessThan(120);
  });
});
