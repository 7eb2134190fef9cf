/** Distance in screen pixels within which a dragged layer snaps to a guide. */
export const SNAP_DISTANCE_PX = 6;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SnapResult {
  /** The box's corrected top-left. */
  x: number;
  y: number;
  /** Guide lines that caught the box, in the same coordinates: x of vertical, y of horizontal. */
  vertical: number[];
  horizontal: number[];
}

/**
 * Snaps a dragged box (its axis-aligned bounds) to the print area's edges and centre lines: the
 * box's left, centre or right to the area's left, centre or right, and likewise vertically.
 */
export function snapToPrintArea(box: Rect, area: Rect, distance = SNAP_DISTANCE_PX): SnapResult {
  const x = snapAxis(box.x, box.width, area.x, area.width, distance);
  const y = snapAxis(box.y, box.height, area.y, area.height, distance);
  return { x: x.position, y: y.position, vertical: x.guides, horizontal: y.guides };
}

function snapAxis(
  start: number,
  size: number,
  areaStart: number,
  areaSize: number,
  distance: number,
) {
  const targets = [areaStart, areaStart + areaSize / 2, areaStart + areaSize];
  const anchors = [0, size / 2, size]; // the box's start, centre and end
  let best: { shift: number; guide: number } | null = null;
  for (const target of targets) {
    for (const anchor of anchors) {
      const shift = target - (start + anchor);
      if (Math.abs(shift) <= distance && (!best || Math.abs(shift) < Math.abs(best.shift))) {
        best = { shift, guide: target };
      }
    }
  }
  return best
    ? { position: start + best.shift, guides: [best.guide] }
    : { position: start, guides: [] };
}
