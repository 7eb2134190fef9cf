import { describe, expect, it } from 'vitest';
import type { DesignDocument, TextLayer } from '@podkit/design';
import { blankDocument } from './document-build';
import { SURFACE_ID, surfaceBlank, surfaceDocument, surfaceFontSize } from './print-surface';

const hangTag = { name: '吊牌 54 × 90 mm', widthMm: 54, heightMm: 90, dpi: 300 };

const slogan: TextLayer = {
  kind: 'text',
  id: 'slogan',
  x: 5,
  y: 5,
  width: 40,
  height: 10,
  rotation: 0,
  visible: true,
  locked: false,
  content: 'PodKit',
  fontFamily: 'Hanalei Fill',
  fontSize: 8,
  fill: '#111111',
  stroke: null,
  letterSpacing: 0,
  lineHeight: 1.2,
  align: 'center',
};

describe('print surfaces (packaging designed on no blank)', () => {
  it('draws as one view whose print area is the real size, in a margin', () => {
    const blank = surfaceBlank(hangTag);
    expect(blank.views).toHaveLength(1);
    const [view] = blank.views;
    expect(view!.print_area).toMatchObject({ width_mm: 54, height_mm: 90, dpi: 300 });
    expect(view!.canvas_width).toBeGreaterThan(view!.print_area.left + view!.print_area.width);
    expect(view!.canvas_height).toBeGreaterThan(view!.print_area.top + view!.print_area.height);
    expect(view!.print_area.width / view!.print_area.height).toBeCloseTo(54 / 90, 2);
    expect(blankDocument(blank, SURFACE_ID)).toEqual(surfaceDocument(hangTag));
    expect(surfaceFontSize(hangTag)).toBe(11);
  });

  it('reopens a saved design with its layers on the size the host gives now', () => {
    const saved: DesignDocument = {
      schemaVersion: 1,
      productId: SURFACE_ID,
      colorId: SURFACE_ID,
      views: [
        { viewId: SURFACE_ID, printArea: { widthMm: 1, heightMm: 1, dpi: 72 }, layers: [slogan] },
      ],
    };
    const reopened = surfaceDocument({ ...hangTag, document: saved });
    expect(reopened.views).toEqual([
      { viewId: SURFACE_ID, printArea: { widthMm: 54, heightMm: 90, dpi: 300 }, layers: [slogan] },
    ]);
    expect(surfaceDocument(hangTag).views[0]!.layers).toEqual([]);
  });
});
