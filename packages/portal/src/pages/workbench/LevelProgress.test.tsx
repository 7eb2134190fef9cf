// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LevelProgress } from './LevelProgress.js';

afterEach(cleanup);

describe('LevelProgress', () => {
  it('shows recharge over the next threshold as a truncated percentage', () => {
    render(
      <LevelProgress
        group={{
          level_name: '普通会员',
          next_group_level_name: '白银会员',
          next_group_level_balance: '1000.00',
          recharge_balance: '329.99',
        }}
      />,
    );
    expect(screen.getByText('32%')).not.toBeNull();
    expect(screen.getByText('累计充值 329.99 / 1000.00，升级至 白银会员')).not.toBeNull();
  });

  it("says 'maxed' at the top level (threshold -1)", () => {
    render(
      <LevelProgress
        group={{
          level_name: '黄金会员',
          next_group_level_name: '',
          next_group_level_balance: -1,
          recharge_balance: '8000.00',
        }}
      />,
    );
    expect(screen.getByText('已达最高等级（maxed）')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
