import { fireEvent } from '@testing-library/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { Icon } from './icons';
import { mountWidget } from './mount-widget';

afterEach(() => {
  document.body.innerHTML = '';
});

function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function Field({ onChange, min }: { onChange: (day: string) => void; min?: string }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      placeholder="开始日期"
      value={value}
      today="2026-11-25"
      min={min}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DateField', () => {
  it('is a Chinese field, not the browser’s date input, and picks a day from its calendar', async () => {
    const onChange = vi.fn();
    const element = host();
    mountWidget(element, Field, { onChange });
    const root = element.shadowRoot!;
    expect(root.querySelector('input[type="date"]')).toBeNull();
    const input = root.querySelector<HTMLInputElement>('input[aria-label="开始日期"]')!;
    expect(input.placeholder).toBe('开始日期');

    fireEvent.click(input);
    await tick();
    const calendar = root.querySelector('[role="dialog"][aria-label="选择开始日期"]')!;
    expect(calendar.querySelector('.pk-calendar-title')!.textContent).toBe('2026年11月');
    expect(
      [...calendar.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent),
    ).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    fireEvent.click(calendar.querySelector('[aria-label="上个月"]')!);
    await tick();
    expect(calendar.querySelector('.pk-calendar-title')!.textContent).toBe('2026年10月');
    fireEvent.click(calendar.querySelector('[aria-label="2026-10-09"]')!);
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('2026-10-09');
    expect(input.value).toBe('2026-10-09');
    expect(root.querySelector('.pk-calendar')).toBeNull();
  });

  it('takes a typed day once it is a real one, and keeps the calendar to min', async () => {
    const onChange = vi.fn();
    const element = host();
    mountWidget(element, Field, { onChange, min: '2026-11-10' });
    const root = element.shadowRoot!;
    const input = root.querySelector<HTMLInputElement>('input[aria-label="开始日期"]')!;
    fireEvent.input(input, { target: { value: '2026-02-3' } });
    fireEvent.input(input, { target: { value: '2026-02-30' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: '2026-11-20' } });
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
    fireEvent.click(input);
    await tick();
    const before = root.querySelector<HTMLButtonElement>('[aria-label="2026-11-09"]')!;
    expect(before.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Escape' });
    await tick();
    expect(root.querySelector('.pk-calendar')).toBeNull();
  });
});

describe('Icon', () => {
  it('draws the shape as SVG, hidden from screen readers unless it is given a name', () => {
    const element = host();
    mountWidget(
      element,
      () => (
        <>
          <Icon name="arrowUp" />
          <Icon name="close" label="关闭" />
        </>
      ),
      {},
    );
    const [plain, named] = element.shadowRoot!.querySelectorAll('.pk-icon');
    expect(plain!.getAttribute('aria-hidden')).toBe('true');
    expect(plain!.querySelector('svg path')?.getAttribute('d')).toMatch(/^M868 545\.5/);
    expect(named!.getAttribute('aria-label')).toBe('关闭');
  });
});
