import { Window } from 'happy-dom';
import type { FrameWindow } from '../src/handoff/accept-token';
import type { MessageHost, MessageSink } from '../src/handoff/messages';

type Listener = (event: MessageEvent) => void;

export interface PostedMessage {
  data: unknown;
  targetOrigin: string;
}

/**
 * A parent page at `parentOrigin` holding an iframe at `frameOrigin`, as two happy-dom windows
 * linked the way browsers link them: `postMessage` on the other side's WindowProxy delivers
 * only when the target origin matches (or is '*'), and the receiver sees the sender's origin
 * and WindowProxy in `event.origin` and `event.source`. (happy-dom's own postMessage reports
 * the receiver's origin instead, so it cannot model a cross-origin handshake.)
 */
export function linkedFrames(parentOrigin: string, frameOrigin: string) {
  const parentWindow = new Window({ url: `${parentOrigin}/shop/admin` });
  const frameWindow = new Window({ url: `${frameOrigin}/embed` });
  const postedToParent: PostedMessage[] = [];
  const postedToFrame: PostedMessage[] = [];

  const deliver = (
    target: Window,
    data: unknown,
    targetOrigin: string,
    origin: string,
    source: MessageSink,
  ) => {
    if (targetOrigin !== '*' && targetOrigin !== target.location.origin) return;
    const copy: unknown = structuredClone(data);
    setTimeout(() =>
      target.dispatchEvent(
        new target.MessageEvent('message', { data: copy, origin, source: source as never }),
      ),
    );
  };

  // What the frame sees as window.parent, and what the parent sees as iframe.contentWindow.
  const parentProxy: MessageSink = {
    postMessage(data, targetOrigin) {
      postedToParent.push({ data, targetOrigin });
      deliver(parentWindow, data, targetOrigin, frameOrigin, frameProxy);
    },
  };
  const frameProxy: MessageSink = {
    postMessage(data, targetOrigin) {
      postedToFrame.push({ data, targetOrigin });
      deliver(frameWindow, data, targetOrigin, parentOrigin, parentProxy);
    },
  };

  const hostOf = (win: Window): MessageHost => ({
    addEventListener: (type, listener: Listener) => win.addEventListener(type, listener as never),
    removeEventListener: (type, listener: Listener) =>
      win.removeEventListener(type, listener as never),
  });

  const frame: FrameWindow = { ...hostOf(frameWindow), parent: parentProxy };
  const parent: MessageHost = hostOf(parentWindow);

  /** A message arriving at the frame from anywhere, e.g. another origin or a sibling frame. */
  const sendToFrame = (data: unknown, origin: string, source: MessageSink | null) =>
    frameWindow.dispatchEvent(
      new frameWindow.MessageEvent('message', { data, origin, source: source as never }),
    );

  return {
    frame,
    parent,
    parentProxy,
    frameProxy,
    postedToParent,
    postedToFrame,
    sendToFrame,
    close: () => {
      parentWindow.close();
      frameWindow.close();
    },
  };
}
