import { describe, expect, it } from 'vitest';
import { createMemoryNotifier } from './memory-notifier';

describe('createMemoryNotifier', () => {
  it('records messages and notifications in order', () => {
    const notifier = createMemoryNotifier();
    notifier.message('success', '保存成功', 1);
    notifier.notification('error', 'Forbidden', '无权访问');
    notifier.message('error', '网络错误', 1);
    expect(notifier.messages).toEqual([
      { kind: 'success', text: '保存成功', durationSeconds: 1 },
      { kind: 'error', text: '网络错误', durationSeconds: 1 },
    ]);
    expect(notifier.notifications).toEqual([
      { kind: 'error', title: 'Forbidden', description: '无权访问' },
    ]);
  });

  it('holds one message at a time: the newest replaces the one on screen', () => {
    const notifier = createMemoryNotifier();
    expect(notifier.current).toBeNull();
    notifier.message('info', '一', 1);
    notifier.message('warning', '二', 3);
    expect(notifier.current).toEqual({ kind: 'warning', text: '二', durationSeconds: 3 });
    notifier.clear();
    expect(notifier.current).toBeNull();
    expect(notifier.messages).toHaveLength(0);
  });
});
