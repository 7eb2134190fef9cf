// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryNode } from './category-tree.js';
import { CategoryFilter } from './CategoryFilter.js';

const tree: CategoryNode[] = [
  {
    id: 1,
    name: '服装',
    children: [
      { id: 2, name: 'T恤', children: [] },
      { id: 3, name: '卫衣', children: [] },
    ],
  },
  { id: 4, name: '家居', children: [] },
];

function Harness() {
  const [active, setActive] = useState<number | null>(null);
  return (
    <>
      <CategoryFilter tree={tree} activeId={active} onSelect={setActive} />
      <output aria-label="chosen">{String(active)}</output>
    </>
  );
}

const chosen = () => screen.getByLabelText('chosen').textContent;
const checked = (group: HTMLElement) =>
  [...group.querySelectorAll('.ant-tag-checkable-checked')].map((el) => el.textContent);

afterEach(cleanup);

describe('CategoryFilter', () => {
  it('opens a row of sub-categories under a chosen category', () => {
    render(<Harness />);
    expect(screen.queryByRole('group', { name: '服装分类' })).toBeNull();
    fireEvent.click(screen.getByText('服装'));
    expect(chosen()).toBe('1');
    const sub = screen.getByRole('group', { name: '服装分类' });
    expect(checked(sub)).toEqual(['全部']);
    fireEvent.click(within(sub).getByText('卫衣'));
    expect(chosen()).toBe('3');
    expect(checked(screen.getByRole('group', { name: '商品分类' }))).toEqual(['服装']);
    expect(checked(screen.getByRole('group', { name: '服装分类' }))).toEqual(['卫衣']);
  });

  it('goes back to the parent with the row’s 全部, and to everything with the top 全部', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('服装'));
    fireEvent.click(within(screen.getByRole('group', { name: '服装分类' })).getByText('T恤'));
    fireEvent.click(within(screen.getByRole('group', { name: '服装分类' })).getByText('全部'));
    expect(chosen()).toBe('1');
    fireEvent.click(within(screen.getByRole('group', { name: '商品分类' })).getByText('全部'));
    expect(chosen()).toBe('null');
    expect(screen.queryByRole('group', { name: '服装分类' })).toBeNull();
  });
});
