/** Small SVG pictures of the demo packaging templates (stored as SVG, no rendering needed). */
export function drawPackageSvg(kind: 'bag' | 'box'): string {
  const body =
    kind === 'bag'
      ? '<rect x="70" y="50" width="260" height="300" rx="10" fill="#E0F2FE" fill-opacity="0.8" stroke="#7DD3FC" stroke-width="4"/>' +
        '<rect x="70" y="50" width="260" height="40" fill="#BAE6FD"/>' +
        '<path d="M110 130 L290 130 M110 170 L250 170" stroke="#38BDF8" stroke-width="6" stroke-linecap="round" stroke-opacity="0.6"/>'
      : '<path d="M80 140 L200 90 L320 140 L320 320 L200 370 L80 320 Z" fill="#D6B38A" stroke="#A0764B" stroke-width="4"/>' +
        '<path d="M80 140 L200 190 L320 140 M200 190 L200 370" fill="none" stroke="#A0764B" stroke-width="4"/>' +
        '<path d="M140 115 L260 165" stroke="#F5E6D3" stroke-width="14"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#F8FAFC"/>${body}</svg>`;
}
