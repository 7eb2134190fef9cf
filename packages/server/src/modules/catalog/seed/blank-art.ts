import { brightness, shade } from './shade.js';

/** The product shapes the demo catalog draws. */
export type BlankShape =
  'tshirt' | 'hoodie' | 'tote' | 'mug' | 'phonecase' | 'canvas' | 'pillow' | 'cap';
export type ViewSide = 'front' | 'back' | 'wrap';

/** Every mockup is drawn on this square canvas (spec 9: 1000 px large image). */
export const ART_CANVAS = 1000;

interface Outline {
  /** The silhouette, filled with the product colour. */
  body: string;
  /** Seams, folds and parts drawn over the body in a darker tone. */
  details: string;
  /** Parts in their own fixed colour (handles, lenses, straps), drawn last. */
  extras?: string;
  /** Where the floor shadow sits: cx, cy, rx, ry. */
  shadow: [number, number, number, number];
}

const TSHIRT =
  'M420 120 Q500 %NECK% 580 120 L700 150 L860 260 L800 385 L720 345 L722 880 Q500 905 278 880 L280 345 L200 385 L140 260 L300 150 Z';
const HOODIE =
  'M395 160 Q500 50 605 160 L725 180 L872 305 L826 648 L742 628 L732 884 Q500 906 268 884 L258 628 L174 648 L128 305 L275 180 Z';

function outline(shape: BlankShape, side: ViewSide, color: string): Outline {
  const line = shade(color, brightness(color) < 0.25 ? 0.22 : -0.22);
  const stroke = (d: string, width = 4, opacity = 0.7) =>
    `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`;
  switch (shape) {
    case 'tshirt':
      return {
        body: TSHIRT.replace('%NECK%', side === 'front' ? '182' : '142'),
        details:
          stroke(
            side === 'front' ? 'M420 120 Q500 182 580 120' : 'M420 120 Q500 142 580 120',
            10,
            0.45,
          ) +
          stroke('M280 345 L300 150') +
          stroke('M720 345 L700 150') +
          stroke('M200 385 L222 372', 3) +
          stroke('M800 385 L778 372', 3) +
          stroke('M290 860 Q500 884 710 860', 3, 0.4),
        shadow: [500, 905, 320, 34],
      };
    case 'hoodie':
      return {
        body: HOODIE,
        details:
          (side === 'front'
            ? `<path d="M432 172 Q500 292 568 172 Q500 210 432 172 Z" fill="${shade(color, -0.35)}"/>` +
              stroke('M470 250 L466 360', 5) +
              stroke('M530 250 L534 360', 5) +
              stroke('M368 650 L632 650 L672 772 L328 772 Z', 4)
            : stroke('M395 160 Q500 250 605 160', 6, 0.5) + stroke('M500 90 L500 230', 3, 0.35)) +
          stroke('M258 628 L275 180') +
          stroke('M742 628 L725 180') +
          stroke('M270 850 Q500 874 730 850', 6, 0.5),
        shadow: [500, 910, 340, 36],
      };
    case 'tote':
      return {
        body: 'M250 330 L750 330 L770 900 L230 900 Z',
        details: stroke('M250 360 L750 360', 3, 0.4) + stroke('M236 870 L764 870', 3, 0.35),
        extras:
          `<path d="M340 335 Q340 120 500 120 Q660 120 660 335" fill="none" stroke="${shade(color, -0.12)}" stroke-width="30" stroke-linecap="round"/>` +
          stroke('M340 335 Q340 120 500 120 Q660 120 660 335', 2, 0.5),
        shadow: [500, 915, 300, 30],
      };
    case 'mug':
      return {
        body: 'M270 250 L710 250 L700 790 Q490 840 280 790 Z',
        details:
          `<ellipse cx="490" cy="250" rx="220" ry="34" fill="${shade(color, -0.28)}"/>` +
          `<ellipse cx="490" cy="250" rx="200" ry="26" fill="${shade(color, -0.45)}"/>` +
          stroke('M282 780 Q490 826 698 780', 3, 0.4),
        extras: `<path d="M708 360 Q850 360 850 520 Q850 680 700 680" fill="none" stroke="${shade(color, -0.08)}" stroke-width="46" stroke-linecap="round"/>`,
        shadow: [500, 820, 300, 34],
      };
    case 'phonecase':
      return {
        body: 'M384 100 L616 100 Q680 100 680 164 L680 836 Q680 900 616 900 L384 900 Q320 900 320 836 L320 164 Q320 100 384 100 Z',
        details: stroke(
          'M384 112 L616 112 Q668 112 668 164 L668 836 Q668 888 616 888 L384 888 Q332 888 332 836 L332 164 Q332 112 384 112 Z',
          3,
          0.45,
        ),
        extras:
          '<rect x="350" y="130" width="210" height="210" rx="40" fill="#1F2937"/>' +
          '<circle cx="410" cy="190" r="38" fill="#111827" stroke="#4B5563" stroke-width="6"/>' +
          '<circle cx="410" cy="280" r="38" fill="#111827" stroke="#4B5563" stroke-width="6"/>' +
          '<circle cx="500" cy="235" r="38" fill="#111827" stroke="#4B5563" stroke-width="6"/>' +
          '<circle cx="500" cy="170" r="10" fill="#FDE68A"/>',
        shadow: [500, 920, 220, 24],
      };
    case 'canvas':
      return {
        body: 'M225 145 L775 145 L775 855 L225 855 Z',
        details: stroke(
          'M225 145 L260 180 M775 145 L740 180 M775 855 L740 820 M225 855 L260 820',
          3,
          0.5,
        ),
        extras:
          '<rect x="260" y="180" width="480" height="640" fill="#FAFAF9"/>' +
          '<rect x="260" y="180" width="480" height="640" fill="none" stroke="#D6D3D1" stroke-width="3"/>',
        shadow: [510, 890, 300, 26],
      };
    case 'pillow':
      return {
        body: 'M200 220 Q500 170 800 220 Q850 500 800 780 Q500 830 200 780 Q150 500 200 220 Z',
        details:
          stroke(
            'M214 236 Q500 190 786 236 Q832 500 786 764 Q500 812 214 764 Q168 500 214 236 Z',
            3,
            0.35,
          ) +
          stroke(
            'M200 220 L250 270 M800 220 L750 270 M800 780 L750 730 M200 780 L250 730',
            4,
            0.35,
          ),
        shadow: [500, 860, 330, 34],
      };
    case 'cap':
      return {
        body: 'M250 600 Q250 262 500 240 Q750 262 750 600 Z',
        details:
          (side === 'front'
            ? stroke('M500 244 L500 600', 3, 0.45) +
              stroke('M380 270 Q330 420 340 600', 3, 0.35) +
              stroke('M620 270 Q670 420 660 600', 3, 0.35)
            : `<path d="M420 600 Q500 470 580 600 Z" fill="${shade(color, -0.45)}"/>` +
              stroke('M500 244 L500 470', 3, 0.45)) +
          `<circle cx="500" cy="246" r="16" fill="${shade(color, -0.15)}"/>`,
        extras:
          side === 'front'
            ? `<path d="M210 600 Q500 555 790 600 Q835 705 500 728 Q165 705 210 600 Z" fill="${shade(color, -0.1)}"/>` +
              stroke('M220 612 Q500 570 780 612', 3, 0.4)
            : `<rect x="410" y="560" width="180" height="26" rx="8" fill="${shade(color, -0.3)}"/>` +
              '<rect x="478" y="554" width="44" height="38" rx="6" fill="#9CA3AF"/>',
        shadow: [500, 770, 320, 34],
      };
  }
}

/**
 * A mockup of a blank in one colour as SVG: a light studio ground, a soft floor shadow, the
 * silhouette filled with a side-lit gradient of the colour, a gloss for volume and the details.
 */
export function drawBlankSvg(shape: BlankShape, side: ViewSide, colorHex: string): string {
  const art = outline(shape, side, colorHex);
  const [cx, cy, rx, ry] = art.shadow;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_CANVAS}" height="${ART_CANVAS}" viewBox="0 0 ${ART_CANVAS} ${ART_CANVAS}">`,
    '<defs>',
    '<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FAFAF9"/><stop offset="1" stop-color="#E7E5E4"/></linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="${shade(colorHex, 0.14)}"/><stop offset="0.5" stop-color="${colorHex}"/><stop offset="1" stop-color="${shade(colorHex, -0.22)}"/></linearGradient>`,
    '<radialGradient id="gloss" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="#FFF" stop-opacity="0.22"/><stop offset="1" stop-color="#FFF" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${ART_CANVAS}" height="${ART_CANVAS}" fill="url(#ground)"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`,
    `<path d="${art.body}" fill="url(#body)" stroke="${shade(colorHex, -0.3)}" stroke-width="3"/>`,
    `<path d="${art.body}" fill="url(#gloss)"/>`,
    art.details,
    art.extras ?? '',
    '</svg>',
  ].join('');
}
