import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastNotifier } from './toast-notifier';

function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

function messages(root: ParentNode) {
  return Array.from(root.querySelectorAll('.podkit-toast-message')).map((element) => ({
    kind: element.getAttribute('data-kind'),
    text: element.querySelector('.podkit-toast-text')?.textContent,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('createToastNotifier', () => {
  it('shows a message inside the shadow root, 300 px from the top', () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.message('success', '保存成功', 1);
    expect(messages(root)).toEqual([{ kind: 'success', text: '保存成功' }]);
    expect(document.querySelector('.podkit-toast-message')).toBeNull();
    const css = root.adoptedStyleSheets
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/\.podkit-toast-message\s*\{[^}]*top: 300px/);
    notifier.destroy();
  });

  it('holds one message at a time: a new one replaces the old', () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.message('success', '第一条', 3);
    notifier.message('error', '网络错误', 3);
    expect(messages(root)).toEqual([{ kind: 'error', text: '网络错误' }]);
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('hides a message after its duration', () => {
    const root = shadowHost();
    createToastNotifier(root).message('error', '网络错误', 1);
    vi.advanceTimersByTime(999);
    expect(messages(root)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages(root)).toHaveLength(0);
  });

  it("does not let a replaced message's timer hide its successor", () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.message('info', '旧消息', 1);
    vi.advanceTimersByTime(500);
    notifier.message('info', '新消息', 2);
    vi.advanceTimersByTime(1000);
    expect(messages(root)).toEqual([{ kind: 'info', text: '新消息' }]);
    vi.advanceTimersByTime(1000);
    expect(messages(root)).toHaveLength(0);
  });

  it('uses 3 s by default and keeps a 0 s message until replaced', () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.message('info', '默认');
    vi.advanceTimersByTime(2999);
    expect(messages(root)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages(root)).toHaveLength(0);
    notifier.message('warning', '一直显示', 0);
    vi.advanceTimersByTime(60_000);
    expect(messages(root)).toEqual([{ kind: 'warning', text: '一直显示' }]);
  });

  it('shows text as text, never as HTML', () => {
    const root = shadowHost();
    createToastNotifier(root).message('error', '<img src=x onerror="alert(1)">', 1);
    expect(root.querySelector('img')).toBeNull();
    expect(messages(root)[0]?.text).toBe('<img src=x onerror="alert(1)">');
  });

  it('shows one notification at a time with title and description, hiding after 4.5 s', () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.notification('error', 'Unauthorized', 'first');
    notifier.notification('error', 'Forbidden', '没有权限');
    const shown = root.querySelectorAll('.podkit-toast-notification');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.querySelector('.podkit-toast-title')?.textContent).toBe('Forbidden');
    expect(shown[0]?.querySelector('.podkit-toast-description')?.textContent).toBe('没有权限');
    vi.advanceTimersByTime(4499);
    expect(root.querySelectorAll('.podkit-toast-notification')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(root.querySelectorAll('.podkit-toast-notification')).toHaveLength(0);
  });

  it('closes a notification with its close button', () => {
    const root = shadowHost();
    createToastNotifier(root).notification('info', '提示', '内容');
    root.querySelector<HTMLButtonElement>('button[aria-label="关闭"]')?.click();
    expect(root.querySelectorAll('.podkit-toast-notification')).toHaveLength(0);
  });

  it('keeps messages and notifications apart', () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.message('success', '成功', 1);
    notifier.notification('error', 'Forbidden', '');
    expect(messages(root)).toHaveLength(1);
    expect(root.querySelectorAll('.podkit-toast-notification')).toHaveLength(1);
  });

  it('draws into a portal layer element, with styles in its shadow root', () => {
    const root = shadowHost();
    const layer = document.createElement('div');
    root.append(layer);
    createToastNotifier(layer).message('info', '层内', 1);
    expect(layer.querySelector('.podkit-toast-message')).not.toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(1);
  });

  it('destroy removes what shows, its timers and its styles', () => {
    const root = shadowHost();
    const notifier = createToastNotifier(root);
    notifier.message('info', '消息', 5);
    notifier.notification('info', '通知', '');
    notifier.destroy();
    expect(root.childNodes).toHaveLength(0);
    expect(root.adoptedStyleSheets).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
