/** What seeded content says about the site it is written for. Texts are HTML-escaped except plainName. */
export interface SiteFacts {
  /** The site's name for plain-text fields (titles, summaries). */
  plainName: string;
  /** The site's name for rich text. */
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The site's member levels, ascending, with the accumulated recharge (yuan) that reaches each. */
  levels: Array<{ name: string; thresholdYuan: string }>;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** "客服邮箱 x，客服电话 y" from what the site has filled in; a fallback when it has neither. */
export function contactLine(site: SiteFacts): string {
  const parts = [
    site.email && `客服邮箱 <a href="mailto:${site.email}">${site.email}</a>`,
    site.phone && `客服电话 ${site.phone}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('，') : '页面底部的客服二维码';
}
