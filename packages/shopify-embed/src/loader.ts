import { PODKIT_EVENT_PREFIX } from './events';

/** A command's implementation; each checks its own arguments. */
export type PodkitCommand = (...args: never[]) => unknown;
export type PodkitCommands = Record<string, PodkitCommand>;

/** `window.podkit` once the loader runs. */
export interface PodkitGlobal {
  (command: string, ...args: unknown[]): void;
  readonly loaded: true;
}

interface PodkitStub {
  (...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}

type PodkitWindow = Window & { podkit?: PodkitStub | PodkitGlobal; console: Console };

type EventCallback = (detail: unknown, event: Event) => void;

/**
 * Replace the snippet's queueing stub with the real `podkit` function: replay the queued calls in
 * order, then run later calls at once. A partner's mistake (unknown command, bad arguments, a
 * failing command) is reported with console.error and never thrown into the partner's page.
 * `on` and `off` are built in: `podkit('on', 'saved', fn)` listens for `podkit:saved` events.
 */
export function installPodkitGlobal(win: Window, commands: PodkitCommands): PodkitGlobal {
  const target = win as PodkitWindow;
  const existing = target.podkit;
  if (existing && (existing as PodkitStub).loaded) {
    target.console.warn('[podkit] podkit.js 被加载了多次，已忽略重复的加载');
    return existing as PodkitGlobal;
  }

  const report = (message: string, error?: unknown) => {
    if (error === undefined) target.console.error(`[podkit] ${message}`);
    else target.console.error(`[podkit] ${message}`, error);
  };
  const all: PodkitCommands = { ...eventCommands(win, report), ...commands };

  function run(command: unknown, args: unknown[]): void {
    if (typeof command !== 'string' || !Object.prototype.hasOwnProperty.call(all, command)) {
      const known = Object.keys(all).join('、');
      report(`未知命令 ${JSON.stringify(command) ?? String(command)}，可用的命令：${known}`);
      return;
    }
    try {
      const result = (all[command] as (...rest: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => report(`命令 ${command} 执行失败`, error));
      }
    } catch (error) {
      report(`命令 ${command} 执行失败`, error);
    }
  }

  const podkit = Object.assign((command: string, ...args: unknown[]) => run(command, args), {
    loaded: true as const,
  });
  const queue = typeof existing === 'function' ? (existing as PodkitStub).q : undefined;
  const queued: ArrayLike<unknown>[] = Array.isArray(queue) ? [...queue] : [];
  // Installed before replaying, so a command that calls podkit() itself runs it directly.
  target.podkit = podkit;
  for (const call of queued) {
    const [command, ...args] = Array.from(call ?? []);
    run(command, args);
  }
  return podkit;
}

function eventCommands(win: Window, report: (message: string) => void): PodkitCommands {
  const listeners = new Map<string, Map<EventCallback, EventListener>>();
  const check = (command: string, name: unknown, callback: unknown): callback is EventCallback => {
    if (typeof name === 'string' && name !== '' && typeof callback === 'function') return true;
    report(
      `${command} 需要事件名和回调函数，例如 podkit('${command}', 'saved', function (detail) {})`,
    );
    return false;
  };
  return {
    on(name: unknown, callback: unknown) {
      if (!check('on', name, callback)) return;
      const type = `${PODKIT_EVENT_PREFIX}${name as string}`;
      const byCallback = listeners.get(type) ?? new Map<EventCallback, EventListener>();
      listeners.set(type, byCallback);
      if (byCallback.has(callback)) return;
      const listener: EventListener = (event) => callback((event as CustomEvent).detail, event);
      byCallback.set(callback, listener);
      win.document.addEventListener(type, listener);
    },
    off(name: unknown, callback: unknown) {
      if (!check('off', name, callback)) return;
      const type = `${PODKIT_EVENT_PREFIX}${name as string}`;
      const listener = listeners.get(type)?.get(callback);
      if (!listener) return;
      listeners.get(type)?.delete(callback);
      win.document.removeEventListener(type, listener);
    },
  };
}
