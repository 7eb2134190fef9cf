import { Type } from 'typebox';

/** Money typed by a person: yuan as a string or number, at most 2 decimals (yuanToCents checks). */
export const YuanField = (title: string) =>
  Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
    title,
    description: '金额（元），最多两位小数',
  });
