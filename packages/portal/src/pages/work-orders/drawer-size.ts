/** A ticket drawer: 720 px, or the whole width of a phone. */
export function drawerSize(): number {
  return Math.min(720, typeof window === 'undefined' ? 720 : window.innerWidth);
}
