import { Type } from 'typebox';

/** An exact web origin: scheme, host and optional port, no path (e.g. https://shop.example.com). */
export const OriginSchema = Type.String({
  title: '嵌入来源',
  pattern: '^https?://[A-Za-z0-9.-]+(:\\d{1,5})?$',
  description: '完整来源，如 https://shop.example.com（不含路径）',
});
