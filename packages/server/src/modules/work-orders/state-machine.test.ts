import { describe, expect, it } from 'vitest';
import { actionsFor, assertAllowed, nextStatus } from './state-machine.js';

describe('work order states', () => {
  it('lets the operator take a new ticket and answer it, and ask the reseller to confirm', () => {
    expect(actionsFor('operator', 'pending')).toEqual(['reply', 'take', 'close']);
    expect(nextStatus('operator', 'reply', 'pending')).toBe('processing');
    expect(actionsFor('operator', 'processing')).toEqual(['reply', 'ask_confirm', 'close']);
    expect(nextStatus('operator', 'ask_confirm', 'processing')).toBe('awaiting_confirm');
  });

  it('lets the reseller confirm only what waits for confirmation, and reopen it by answering', () => {
    expect(actionsFor('reseller', 'processing')).toEqual(['reply', 'close']);
    expect(actionsFor('reseller', 'awaiting_confirm')).toEqual(['reply', 'confirm', 'close']);
    expect(nextStatus('reseller', 'reply', 'awaiting_confirm')).toBe('processing');
    expect(() => assertAllowed('reseller', 'confirm', 'processing')).toThrow(
      '工单当前为「处理中」，不能确认完成',
    );
  });

  it('leaves finished tickets alone', () => {
    for (const status of ['done', 'closed'] as const) {
      expect(actionsFor('reseller', status)).toEqual([]);
      expect(actionsFor('operator', status)).toEqual([]);
    }
    expect(() => assertAllowed('operator', 'reply', 'closed')).toThrow(
      '工单当前为「已关闭」，不能回复',
    );
  });
});
