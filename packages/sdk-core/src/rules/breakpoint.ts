export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** Widest mobile width and narrowest desktop width, in px (spec 9). */
export const BREAKPOINTS = { mobileMaxPx: 576, desktopMinPx: 1200 } as const;

/**
 * Breakpoint of a viewport width (spec 9): mobile up to and including 576 px, tablet from
 * 577 to 1199 px, desktop from 1200 px. A width that is not a number counts as desktop.
 */
export function breakpointOf(widthPx: number): Breakpoint {
  if (widthPx <= BREAKPOINTS.mobileMaxPx) return 'mobile';
  if (widthPx < BREAKPOINTS.desktopMinPx) return 'tablet';
  return 'desktop';
}
