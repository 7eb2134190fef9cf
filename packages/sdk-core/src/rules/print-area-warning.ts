export type PrintAreaWarningLevel = 0 | 1 | 2 | 3;

/**
 * Warning level by print area ratio (spec 9): under 0.1 → 1, 0.1 to 0.4 → 2, above 0.4 → 3,
 * anything else → 0. Boundaries: 0.1 and 0.4 both belong to level 2; 0 is level 1;
 * negative, NaN and infinite ratios are level 0.
 */
export function printAreaWarningLevel(ratio: number): PrintAreaWarningLevel {
  if (!Number.isFinite(ratio) || ratio < 0) return 0;
  if (ratio < 0.1) return 1;
  if (ratio <= 0.4) return 2;
  return 3;
}
