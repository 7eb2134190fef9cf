import { afterEach, describe, expect, it } from 'vitest';
import { isEventInside } from './event-path';

afterEach(() => {
  document.body.innerHTML = '';
});

function widgetWithPopover() {
  const host = document.createElement('div');
  const outside = document.createElement('button');
  document.body.append(host, outside);
  const root = host.attachShadow({ mode: 'open' });
  const popover = document.createElement('div');
  const item = document.createElement('button');
  popover.append(item);
  root.append(popover);
  return { host, outside, popover, item };
}

/** The check a click-outside handler makes, from a listener on the document. */
function clickSeenByDocument(target: HTMLElement, popover: HTMLElement) {
  let inside: boolean | undefined;
  const listener = (event: Event) => {
    inside = isEventInside(event, popover);
  };
  document.addEventListener('click', listener);
  target.click();
  document.removeEventListener('click', listener);
  return inside;
}

describe('isEventInside', () => {
  // A browser retargets event.target to the host for the document's listener, so only the
  // composed path can tell that the click was on an item in the popover.
  it('sees a click on an element inside a shadow root as inside', () => {
    const { popover, item } = widgetWithPopover();
    expect(clickSeenByDocument(item, popover)).toBe(true);
  });

  it('reports a click elsewhere on the page as outside', () => {
    const { outside, popover } = widgetWithPopover();
    expect(clickSeenByDocument(outside, popover)).toBe(false);
  });

  it('reports a click on the host itself as outside the popover', () => {
    const { host, popover } = widgetWithPopover();
    expect(clickSeenByDocument(host, popover)).toBe(false);
  });
});
