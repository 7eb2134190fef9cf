import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting, lists, tables and safe styles', () => {
    const html =
      '<h2>标题</h2><p style="text-align: center; color: #ff0000">加<strong>粗</strong><em>斜</em><u>线</u></p>' +
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol>' +
      '<table><thead><tr><th>列</th></tr></thead><tbody><tr><td colspan="2">值</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('text-align: center; color: #ff0000', 'text-align:center;color:#ff0000'),
    );
  });

  it('drops script, style and iframe with their content', () => {
    const out = sanitizeRichText(
      '<p>前</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.test"></iframe><p>后</p>',
    );
    expect(out).toBe('<p>前</p><p>后</p>');
  });

  it('drops event attributes and unsafe styles', () => {
    const out = sanitizeRichText(
      '<img src="/files/a.png" onerror="alert(1)" alt="图"><p onclick="x()" style="position:fixed;color:red">字</p>',
    );
    expect(out).toBe('<img src="/files/a.png" alt="图" /><p style="color:red">字</p>');
  });

  it('keeps http, https and mailto links with rel noopener, and strips javascript: and data:', () => {
    expect(sanitizeRichText('<a href="https://podkit.test/a" target="_blank">去</a>')).toBe(
      '<a href="https://podkit.test/a" target="_blank" rel="noopener noreferrer">去</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.cn">信</a>')).toBe(
      '<a href="mailto:a@b.cn" rel="noopener noreferrer">信</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">坏</a>')).toBe(
      '<a rel="noopener noreferrer">坏</a>',
    );
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">坏</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAAA">')).toBe('<img />');
    expect(sanitizeRichText('<img src="//evil.test/x.png">')).toBe('<img />');
  });
});
