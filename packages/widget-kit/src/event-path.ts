/**
 * Whether an event happened inside `element`. Uses the composed path because from outside a
 * shadow root `event.target` is retargeted to the host, and `contains()` does not cross shadow
 * boundaries: click-outside checks built on them misfire inside widgets.
 */
export function isEventInside(event: Event, element: Node): boolean {
  return event.composedPath().includes(element);
}
