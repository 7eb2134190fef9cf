import { Type } from 'typebox';
import type { DesignFontInfo } from '@podkit/sdk-core';
import { emptyEnvelope } from '../../http/envelope-schema.js';
import { wireSchema } from '../../http/wire-schema.js';

export const DesignFontSchema = wireSchema<DesignFontInfo>()(
  Type.Object({
    family: Type.String(),
    label: Type.String(),
    cjk: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 含中文字形' }),
    faces: Type.Array(
      Type.Object({
        url: Type.String({ description: '相对于 /req 的地址' }),
        unicode_range: Type.String({ description: '该文件包含的字符（CSS unicode-range）' }),
      }),
    ),
  }),
);

export const FontFileParams = Type.Object({
  slug: Type.String({ title: '字体', maxLength: 60 }),
  file: Type.String({ title: '文件名', maxLength: 120 }),
});

/** The file itself; a file the catalogue does not list answers the JSON envelope (404). */
export const FontFileResponse = {
  description: '字体文件',
  content: {
    'font/woff2': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary' })) },
    'application/json': { schema: emptyEnvelope },
  },
};
