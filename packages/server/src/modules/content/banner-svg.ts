/** A home-page banner drawn as SVG: gradient ground, soft shapes, a Chinese headline. */
export interface BannerArt {
  headline: string;
  subline: string;
  /** Small label above the headline. */
  badge: string;
  /** Call-to-action text on the pill button. */
  action: string;
  /** Gradient stops, left to right. */
  colors: [string, string, string];
  /** Which product outline to draw on the right. */
  motif: 'tshirt' | 'mug' | 'store';
}

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 560;

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const motifs: Record<BannerArt['motif'], string> = {
  tshirt:
    '<path d="M1390 150 l110 -50 q40 40 120 40 q80 0 120 -40 l110 50 l60 120 l-90 40 l-20 -40 v250 h-360 v-250 l-20 40 l-90 -40 z" fill="#ffffff" fill-opacity="0.92"/>' +
    '<circle cx="1620" cy="300" r="70" fill="url(#accent)"/>' +
    '<path d="M1580 300 l30 30 l50 -60" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  mug:
    '<rect x="1430" y="170" width="260" height="290" rx="28" fill="#ffffff" fill-opacity="0.92"/>' +
    '<path d="M1690 230 h50 a60 60 0 0 1 0 120 h-50" stroke="#ffffff" stroke-opacity="0.92" stroke-width="28" fill="none"/>' +
    '<rect x="1470" y="240" width="180" height="140" rx="16" fill="url(#accent)"/>' +
    '<text x="1560" y="328" text-anchor="middle" font-family="' +
    FONT +
    '" font-size="56" font-weight="700" fill="#ffffff">DIY</text>',
  store:
    '<rect x="1380" y="160" width="420" height="300" rx="24" fill="#ffffff" fill-opacity="0.92"/>' +
    '<rect x="1380" y="160" width="420" height="60" rx="24" fill="url(#accent)"/>' +
    '<circle cx="1420" cy="190" r="9" fill="#ffffff"/><circle cx="1450" cy="190" r="9" fill="#ffffff"/><circle cx="1480" cy="190" r="9" fill="#ffffff"/>' +
    '<rect x="1420" y="250" width="150" height="170" rx="14" fill="url(#accent)" fill-opacity="0.35"/>' +
    '<rect x="1600" y="255" width="160" height="22" rx="11" fill="url(#accent)" fill-opacity="0.55"/>' +
    '<rect x="1600" y="300" width="120" height="22" rx="11" fill="url(#accent)" fill-opacity="0.35"/>' +
    '<rect x="1600" y="380" width="140" height="40" rx="20" fill="url(#accent)"/>',
};

export function drawBannerSvg(art: BannerArt): string {
  const [from, via, to] = art.colors;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${via}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#ground)"/>`,
    '<circle cx="1580" cy="280" r="360" fill="url(#glow)"/>',
    '<circle cx="180" cy="520" r="220" fill="#ffffff" fill-opacity="0.07"/>',
    '<circle cx="1180" cy="60" r="120" fill="#ffffff" fill-opacity="0.08"/>',
    motifs[art.motif],
    `<g font-family="${FONT}" fill="#ffffff">`,
    `<rect x="240" y="128" width="${art.badge.length * 26 + 48}" height="46" rx="23" fill="#ffffff" fill-opacity="0.2"/>`,
    `<text x="264" y="160" font-size="24" letter-spacing="2">${escapeXml(art.badge)}</text>`,
    `<text x="240" y="270" font-size="76" font-weight="700" letter-spacing="4">${escapeXml(art.headline)}</text>`,
    `<text x="240" y="340" font-size="30" fill-opacity="0.92">${escapeXml(art.subline)}</text>`,
    `<rect x="240" y="392" width="${art.action.length * 30 + 80}" height="64" rx="32" fill="#ffffff"/>`,
    `<text x="${240 + (art.action.length * 30 + 80) / 2}" y="434" font-size="28" font-weight="700" text-anchor="middle" fill="${from}">${escapeXml(art.action)}</text>`,
    '</g>',
    '</svg>',
  ].join('');
}
