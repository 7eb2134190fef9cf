import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitPodkitEvent } from './events';
import { installPodkitGlobal } from './loader';
import { PODKIT_SNIPPET } from './snippet';

type PodkitFunction = (...args: unknown[]) => void;
const page = window as unknown as { podkit?: PodkitFunction & { q?: unknown[]; loaded?: boolean } };

/** Run the snippet the way a partner page does, as a classic script. */
function runSnippet() {
  new Function(PODKIT_SNIPPET)();
}

function podkit(...args: unknown[]) {
  page.podkit?.(...args);
}

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  delete page.podkit;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  delete page.podkit;
  document.body.innerHTML = '';
});

describe('the inline snippet', () => {
  it('queues calls made before podkit.js has loaded', () => {
    runSnippet();
    podkit('init', { code: 'abc' });
    podkit('on', 'saved', 'x');
    expect(page.podkit?.q?.map((call) => Array.from(call as ArrayLike<unknown>))).toEqual([
      ['init', { code: 'abc' }],
      ['on', 'saved', 'x'],
    ]);
  });

  it('keeps the queue when the snippet runs twice', () => {
    runSnippet();
    podkit('init', {});
    runSnippet();
    expect(page.podkit?.q).toHaveLength(1);
  });
});

describe('installPodkitGlobal', () => {
  it('replays calls queued before load, in order', () => {
    const calls: unknown[][] = [];
    runSnippet();
    podkit('init', { code: 'one-time-code' });
    podkit('track', 1);
    podkit('track', 2);
    expect(calls).toEqual([]);
    installPodkitGlobal(window, {
      init: (options: unknown) => calls.push(['init', options]),
      track: (value: unknown) => calls.push(['track', value]),
    });
    expect(calls).toEqual([
      ['init', { code: 'one-time-code' }],
      ['track', 1],
      ['track', 2],
    ]);
  });

  it('runs later calls at once', () => {
    const init = vi.fn();
    runSnippet();
    installPodkitGlobal(window, { init });
    podkit('init', { code: 'later' });
    expect(init).toHaveBeenCalledExactlyOnceWith({ code: 'later' });
    expect(page.podkit?.loaded).toBe(true);
  });

  it('works when the page skipped the snippet', () => {
    const init = vi.fn();
    installPodkitGlobal(window, { init });
    podkit('init', {});
    expect(init).toHaveBeenCalledOnce();
  });

  it('reports an unknown command on the console, never throws, and goes on with the queue', () => {
    const init = vi.fn();
    runSnippet();
    podkit('inti', { code: 'typo' });
    podkit('init', { code: 'ok' });
    expect(() => installPodkitGlobal(window, { init })).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(
      '[podkit] 未知命令 "inti"，可用的命令：on、off、init',
    );
    expect(init).toHaveBeenCalledExactlyOnceWith({ code: 'ok' });
    expect(() => podkit(42)).not.toThrow();
    expect(consoleError).toHaveBeenLastCalledWith(
      '[podkit] 未知命令 42，可用的命令：on、off、init',
    );
  });

  it('does not treat inherited object keys as commands', () => {
    installPodkitGlobal(window, {});
    podkit('toString');
    expect(consoleError).toHaveBeenCalledWith('[podkit] 未知命令 "toString"，可用的命令：on、off');
  });

  it('reports a failing command without throwing into the page', async () => {
    const failure = new Error('boom');
    installPodkitGlobal(window, {
      init: () => {
        throw failure;
      },
      later: () => Promise.reject(failure),
    });
    expect(() => podkit('init', {})).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith('[podkit] 命令 init 执行失败', failure);
    podkit('later');
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(consoleError).toHaveBeenLastCalledWith('[podkit] 命令 later 执行失败', failure);
  });

  it('keeps the first install when podkit.js is loaded twice', () => {
    const first = vi.fn();
    const second = vi.fn();
    const installed = installPodkitGlobal(window, { init: first });
    expect(installPodkitGlobal(window, { init: second })).toBe(installed);
    podkit('init', {});
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    expect(consoleWarn).toHaveBeenCalledWith('[podkit] podkit.js 被加载了多次，已忽略重复的加载');
  });
});

describe("podkit('on') and podkit('off')", () => {
  function widgetInShadowRoot() {
    const host = document.createElement('podkit-editor');
    document.body.append(host);
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    return button;
  }

  it('delivers podkit: events from inside a widget shadow root, also for listeners queued before load', () => {
    const queuedListener = vi.fn();
    const laterListener = vi.fn();
    runSnippet();
    podkit('on', 'saved', queuedListener);
    installPodkitGlobal(window, {});
    podkit('on', 'saved', laterListener);
    emitPodkitEvent(widgetInShadowRoot(), 'saved', { productId: 5 });
    expect(queuedListener).toHaveBeenCalledWith({ productId: 5 }, expect.any(Event));
    expect(laterListener).toHaveBeenCalledWith({ productId: 5 }, expect.any(Event));
  });

  it('stops delivering after off', () => {
    const listener = vi.fn();
    installPodkitGlobal(window, {});
    podkit('on', 'ordered', listener);
    podkit('on', 'ordered', listener);
    emitPodkitEvent(document, 'ordered', 1);
    podkit('off', 'ordered', listener);
    emitPodkitEvent(document, 'ordered', 2);
    expect(listener.mock.calls.map(([detail]) => detail)).toEqual([1]);
  });

  it('reports bad arguments', () => {
    installPodkitGlobal(window, {});
    podkit('on', 'saved');
    expect(consoleError).toHaveBeenCalledWith(
      "[podkit] on 需要事件名和回调函数，例如 podkit('on', 'saved', function (detail) {})",
    );
  });
});
