import { describe, expect, it } from 'vitest';
import { snapToPrintArea } from './snapping';

const area = { x: 100, y: 50, width: 200, height: 300 };

describe('snapToPrintArea', () => {
  it('snaps the box centre to the area centre lines', () => {
    // Box centre at (197, 203); area centre (200, 200).
    expect(snapToPrintArea({ x: 177, y: 183, width: 40, height: 40 }, area)).toEqual({
      x: 180,
      y: 180,
      vertical: [200],
      horizontal: [200],
    });
  });

  it('snaps edges to edges', () => {
    const snapped = snapToPrintArea({ x: 104, y: 347 - 40, width: 40, height: 40 }, area);
    expect(snapped).toMatchObject({ x: 100, y: 310, vertical: [100], horizontal: [350] });
  });

  it('leaves a box alone when nothing is near', () => {
    expect(snapToPrintArea({ x: 130, y: 90, width: 20, height: 20 }, area)).toEqual({
      x: 130,
      y: 90,
      vertical: [],
      horizontal: [],
    });
  });
});
