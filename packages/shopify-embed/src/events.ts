export const PODKIT_EVENT_PREFIX = 'podkit:';

/**
 * Tell the partner page that something happened (`podkit:saved`, `podkit:ordered`, …). The event
 * is composed so it leaves the widget's shadow root, and bubbles up to the document.
 */
export function emitPodkitEvent(target: EventTarget, name: string, detail?: unknown): void {
  const view = (target as Node).ownerDocument?.defaultView ?? (target as Document).defaultView;
  const EventClass = view?.CustomEvent ?? CustomEvent;
  target.dispatchEvent(
    new EventClass(`${PODKIT_EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }),
  );
}
