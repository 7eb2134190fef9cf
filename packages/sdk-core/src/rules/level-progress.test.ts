import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress';

describe('levelProgress', () => {
  it('is the recharge balance over the next level threshold', () => {
    expect(levelProgress({ next_group_level_balance: '1000.00', recharge_balance: '250.00' })).toBe(
      0.25,
    );
    expect(levelProgress({ next_group_level_balance: '500.00', recharge_balance: '0.00' })).toBe(0);
  });

  it("is 'maxed' at the top level, whether -1 comes as a number or a string", () => {
    expect(levelProgress({ next_group_level_balance: -1, recharge_balance: '99999.00' })).toBe(
      'maxed',
    );
    expect(levelProgress({ next_group_level_balance: '-1', recharge_balance: '0.00' })).toBe(
      'maxed',
    );
  });

  it('stays within 0..1', () => {
    expect(levelProgress({ next_group_level_balance: '100.00', recharge_balance: '150.00' })).toBe(
      1,
    );
    expect(levelProgress({ next_group_level_balance: '100.00', recharge_balance: '-5.00' })).toBe(
      0,
    );
    expect(levelProgress({ next_group_level_balance: '0.00', recharge_balance: '0.00' })).toBe(1);
  });

  it('counts unreadable amounts as no progress', () => {
    expect(levelProgress({ next_group_level_balance: 'abc', recharge_balance: '10' })).toBe(0);
    expect(levelProgress({ next_group_level_balance: '100', recharge_balance: 'x' })).toBe(0);
  });
});
