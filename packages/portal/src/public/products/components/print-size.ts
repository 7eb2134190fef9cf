export const MM_PER_INCH = 25.4;

/** Dots the factory needs across `mm` at `dpi`: what an artwork must have to print sharp. */
export function printDots(mm: number, dpi: number): number {
  if (!(mm > 0) || !(dpi > 0)) return 0;
  return Math.round((mm / MM_PER_INCH) * dpi);
}
