/** Group data fields that the level progress needs (spec 3). */
export interface LevelProgressInput {
  next_group_level_balance: string | number;
  recharge_balance: string | number;
}

/**
 * Progress toward the next group level (spec 2): recharge balance over the next level's
 * threshold, clamped to 0..1, or 'maxed' when the threshold is -1 (the top level).
 * A threshold of 0 or less counts as reached; unreadable amounts count as no progress.
 */
export function levelProgress(group: LevelProgressInput): number | 'maxed' {
  const threshold = Number(group.next_group_level_balance);
  if (threshold === -1) return 'maxed';
  const recharged = Number(group.recharge_balance);
  if (!Number.isFinite(threshold) || !Number.isFinite(recharged)) return 0;
  if (threshold <= 0) return 1;
  return Math.min(1, Math.max(0, recharged / threshold));
}
