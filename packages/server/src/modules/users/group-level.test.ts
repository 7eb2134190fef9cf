import { describe, expect, it } from 'vitest';
import { currentLevel, groupBalance, levelForRecharge, type GroupLevel } from './group-level.js';

const level = (id: number, levelName: string, thresholdCents: number): GroupLevel => ({
  id,
  levelName,
  thresholdCents,
  sort: id,
  priceCents: null,
  benefits: '',
});
const levels: GroupLevel[] = [
  level(1, '普通会员', 0),
  level(2, '白银会员', 100_000),
  level(3, '黄金会员', 500_000),
];

describe('group levels', () => {
  it('finds the level a recharge total has reached', () => {
    expect(levelForRecharge(levels, 0)?.levelName).toBe('普通会员');
    expect(levelForRecharge(levels, 99_999)?.levelName).toBe('普通会员');
    expect(levelForRecharge(levels, 100_000)?.levelName).toBe('白银会员');
    expect(levelForRecharge(levels, 9_000_000)?.levelName).toBe('黄金会员');
  });

  it('prefers an assigned level over the one the recharge reached', () => {
    expect(currentLevel(levels, { groupId: 3, rechargeTotalCents: 0 })?.levelName).toBe('黄金会员');
    expect(currentLevel(levels, { groupId: null, rechargeTotalCents: 120_000 })?.levelName).toBe(
      '白银会员',
    );
  });

  it('names the next level and its threshold, and -1 at the top', () => {
    expect(groupBalance(levels, { groupId: 2, rechargeTotalCents: 123_456 })).toEqual({
      level_name: '白银会员',
      next_group_level_name: '黄金会员',
      next_group_level_balance: '5000.00',
      recharge_balance: '1234.56',
    });
    expect(groupBalance(levels, { groupId: 3, rechargeTotalCents: 600_000 })).toEqual({
      level_name: '黄金会员',
      next_group_level_name: '',
      next_group_level_balance: -1,
      recharge_balance: '6000.00',
    });
  });

  it('answers a site without levels without inventing one', () => {
    expect(groupBalance([], { groupId: null, rechargeTotalCents: 0 })).toEqual({
      level_name: '',
      next_group_level_name: '',
      next_group_level_balance: -1,
      recharge_balance: '0.00',
    });
  });
});
