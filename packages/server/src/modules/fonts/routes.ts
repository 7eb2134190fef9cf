import fs from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { DesignFontInfo } from '@podkit/sdk-core';
import { notFound, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { browserFaces, designFonts, fontFolder, fontSlug } from './catalogue.js';
import { DesignFontSchema, FontFileParams, FontFileResponse } from './schemas.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/** The design fonts and their files, public: the editor loads them before drawing text. */
const fonts: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/frontend/fonts',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['fonts'],
        summary: '设计字体列表：每个字体按字符范围分成多个文件，浏览器只下载用到的部分',
        response: { 200: envelopeOf(Type.Array(DesignFontSchema)) },
      },
    },
    async () => {
      // Relative to the API base (/req), which an embed on another site resolves to this server.
      const base = '/frontend/fonts';
      const list: DesignFontInfo[] = designFonts.map((font) => ({
        family: font.family,
        label: font.label,
        cjk: font.cjk ? 1 : 0,
        faces: browserFaces(font).map((face) => ({
          url: `${base}/${fontSlug(font)}/${face.file}`,
          unicode_range: face.unicodeRange,
        })),
      }));
      return ok(list);
    },
  );

  app.get(
    '/frontend/fonts/:slug/:file',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['fonts'],
        summary: '字体文件（woff2）',
        params: FontFileParams,
        response: { 200: FontFileResponse },
      },
    },
    async (request, reply) => {
      const font = designFonts.find((candidate) => fontSlug(candidate) === request.params.slug);
      // Only files the catalogue lists are served, so no path can leave the font folder.
      const face = font && browserFaces(font).find((f) => f.file === request.params.file);
      if (!font || !face) throw notFound('字体文件');
      const bytes = await fs.readFile(path.join(fontFolder(font), face.file));
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .send(bytes);
    },
  );
};

export default fonts;
