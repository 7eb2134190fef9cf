// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeTicker } from './NoticeTicker.js';

const notices = [
  { id: 1, title: '五一假期发货安排' },
  { id: 2, title: '新品上架：纯棉T恤' },
  { id: 3, title: '系统升级维护通知' },
];

function shownTitle(): string | null {
  return screen.getByRole('region', { name: '公告' }).querySelector('button')!.textContent;
}

describe('NoticeTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows one title and moves to the next every 3 s', () => {
    render(<NoticeTicker notices={notices} onOpen={() => {}} />);
    expect(shownTitle()).toBe('五一假期发货安排');
    act(() => vi.advanceTimersByTime(2_999));
    expect(shownTitle()).toBe('五一假期发货安排');
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe('新品上架：纯棉T恤');
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownTitle()).toBe('系统升级维护通知');
  });

  it('loops back to the first title after the last', () => {
    render(<NoticeTicker notices={notices} onOpen={() => {}} />);
    act(() => vi.advanceTimersByTime(9_000));
    expect(shownTitle()).toBe('五一假期发货安排');
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownTitle()).toBe('新品上架：纯棉T恤');
  });

  it('holds still while the pointer is on it', () => {
    render(<NoticeTicker notices={notices} onOpen={() => {}} />);
    const region = screen.getByRole('region', { name: '公告' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9_000));
    expect(shownTitle()).toBe('五一假期发货安排');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownTitle()).toBe('新品上架：纯棉T恤');
  });

  it('opens the notice that is showing when clicked', () => {
    const onOpen = vi.fn();
    render(<NoticeTicker notices={notices} onOpen={onOpen} />);
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: '新品上架：纯棉T恤' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('shows titles as text, not markup', () => {
    render(<NoticeTicker notices={[{ id: 9, title: '<b>加粗</b>' }]} onOpen={() => {}} />);
    expect(shownTitle()).toBe('<b>加粗</b>');
  });

  it('renders nothing without notices', () => {
    const { container } = render(<NoticeTicker notices={[]} onOpen={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
