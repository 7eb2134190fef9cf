/** Which picture a demo general good gets. */
export type GoodsMotif =
  'tumbler' | 'glass' | 'basket' | 'notebook' | 'pen' | 'charger' | 'speaker';

const motifs: Record<GoodsMotif, (color: string) => string> = {
  tumbler: (c) =>
    `<rect x="330" y="250" width="340" height="560" rx="60" fill="url(#body)"/>` +
    `<rect x="320" y="170" width="360" height="110" rx="30" fill="#374151"/>` +
    `<rect x="330" y="440" width="340" height="24" fill="${c}" fill-opacity="0.5"/>`,
  glass: () =>
    '<path d="M300 220 L700 220 L650 800 Q500 830 350 800 Z" fill="#BAE6FD" fill-opacity="0.55" stroke="#7DD3FC" stroke-width="6"/>' +
    '<path d="M330 420 L670 420 L650 800 Q500 830 350 800 Z" fill="#38BDF8" fill-opacity="0.35"/>' +
    '<path d="M360 260 L340 700" stroke="#FFF" stroke-width="18" stroke-opacity="0.6" stroke-linecap="round"/>',
  basket: (c) =>
    '<path d="M220 360 L780 360 L720 800 L280 800 Z" fill="url(#body)"/>' +
    [420, 500, 580, 660, 740]
      .map(
        (y) =>
          `<path d="M${230 + (y - 360) / 8} ${y} L${770 - (y - 360) / 8} ${y}" stroke="${c}" stroke-width="10" stroke-opacity="0.5"/>`,
      )
      .join('') +
    '<path d="M380 360 Q380 260 500 260 Q620 260 620 360" fill="none" stroke="#A16207" stroke-width="22"/>',
  notebook: (c) =>
    '<rect x="300" y="180" width="420" height="620" rx="18" fill="url(#body)"/>' +
    `<rect x="620" y="180" width="34" height="620" fill="${c}" fill-opacity="0.6"/>` +
    '<rect x="360" y="300" width="200" height="60" rx="8" fill="#FFF" fill-opacity="0.7"/>',
  pen: (c) =>
    '<g transform="rotate(-35 500 500)">' +
    '<rect x="470" y="150" width="60" height="620" rx="24" fill="url(#body)"/>' +
    '<path d="M470 770 L530 770 L500 860 Z" fill="#9CA3AF"/>' +
    `<rect x="520" y="190" width="16" height="200" rx="6" fill="${c}" fill-opacity="0.8"/>` +
    '</g>',
  charger: () =>
    '<circle cx="500" cy="500" r="260" fill="url(#body)"/>' +
    '<circle cx="500" cy="500" r="190" fill="#FFF" fill-opacity="0.15"/>' +
    '<path d="M520 380 L450 520 L510 520 L480 630 L570 470 L510 470 Z" fill="#FACC15"/>',
  speaker: (c) =>
    '<rect x="250" y="330" width="500" height="360" rx="120" fill="url(#body)"/>' +
    `<circle cx="380" cy="510" r="90" fill="${c}" fill-opacity="0.5"/><circle cx="620" cy="510" r="90" fill="${c}" fill-opacity="0.5"/>`,
};

/** A general good's picture as SVG: studio ground, floor shadow and the object in its colour. */
export function drawGoodsSvg(motif: GoodsMotif, color: string, accent: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">',
    '<defs>',
    '<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#EEF2F6"/></linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${accent}"/></linearGradient>`,
    '</defs>',
    '<rect width="1000" height="1000" fill="url(#ground)"/>',
    '<ellipse cx="500" cy="850" rx="300" ry="34" fill="url(#floor)"/>',
    motifs[motif](accent),
    '</svg>',
  ].join('');
}
