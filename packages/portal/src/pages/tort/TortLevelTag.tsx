import { Tag } from 'antd';
import type { TortBrandLevel } from '@podkit/sdk-core';

export const TORT_LEVEL_TEXT: Record<TortBrandLevel, string> = {
  warn: '提醒',
  block: '禁止发布',
};

/** A brand's level as a coloured tag: 禁止发布 red, 提醒 orange. */
export function TortLevelTag({ level }: { level: TortBrandLevel }) {
  return <Tag color={level === 'block' ? 'red' : 'orange'}>{TORT_LEVEL_TEXT[level]}</Tag>;
}

export const tortLevelOptions = (Object.keys(TORT_LEVEL_TEXT) as TortBrandLevel[]).map((level) => ({
  value: level,
  label: TORT_LEVEL_TEXT[level],
}));
