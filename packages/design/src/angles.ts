/** Any angle in degrees, brought into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const normalized = ((degrees % 360) + 360) % 360;
  // (-0 + 360) % 360 and float noise such as 359.99999999999994 both belong at 0.
  return normalized === 0 || 360 - normalized < 1e-9 ? 0 : normalized;
}
