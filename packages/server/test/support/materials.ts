import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { UploadForm } from '@podkit/sdk-core';
import type { Db } from '../../src/db/client.js';
import { materials, type MaterialRow } from '../../src/modules/materials/schema.js';
import type { Owner } from '../../src/modules/materials/owner.js';
import { callApi } from './api.js';
import { makeSignedInUser, uploadFormData } from './uploads.js';

/** A deterministic pseudo-random sequence for drawing pictures. */
function sequence(seed: number): () => number {
  let state = seed * 7919 + 17;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

/** A picture drawn by the test itself: a coloured background with circles placed by `seed`. */
export async function drawPicture(
  seed: number,
  width = 800,
  height = 600,
  format: 'png' | 'jpeg' | 'tiff' = 'png',
): Promise<Buffer> {
  const next = sequence(seed);
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`;
  svg += `<rect width="${width}" height="${height}" fill="hsl(${(seed * 47) % 360},60%,80%)"/>`;
  for (let i = 0; i < 8; i++) {
    svg += `<circle cx="${next() * width}" cy="${next() * height}" r="${(40 + next() * 150) * (width / 800)}" fill="hsl(${next() * 360},70%,${30 + next() * 40}%)"/>`;
  }
  svg += '</svg>';
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** Material rows written straight to the database (for list and bulk tests). */
export async function seedMaterials(
  db: Db,
  owner: Owner,
  count: number,
  row: (index: number) => Partial<typeof materials.$inferInsert> = () => ({}),
): Promise<MaterialRow[]> {
  const values = Array.from({ length: count }, (_, index) => ({
    siteId: owner.siteId,
    userId: owner.userId,
    name: `素材${index + 1}`,
    type: 'image' as const,
    fileKey: `s${owner.siteId}/u${owner.userId}/material/202501/Seed${String(index).padStart(6, '0')}.png`,
    size: 1000 + index,
    mime: 'image/png',
    width: 100,
    height: 100,
    ...row(index),
  }));
  const inserted: MaterialRow[] = [];
  for (let i = 0; i < values.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(materials)
        .values(values.slice(i, i + 500))
        .returning()),
    );
  }
  return inserted;
}

/** Uploads bytes through the signed form as a material; answers the upload's data. */
export async function uploadMaterial(
  app: FastifyInstance,
  token: string,
  file: { bytes: Buffer; name: string },
  type = 'material',
): Promise<{
  status_code: number;
  msg: string;
  data: Record<string, unknown> & { material_id?: number; key: string };
}> {
  const form = await callApi<UploadForm>(app, 'GET', `/req/admin/ossUpload?type=${type}`, {
    token,
  });
  if (form.status_code !== 200) throw new Error(form.msg);
  const randomName = Math.random().toString(36).slice(2, 12).padEnd(10, 'x');
  const res = await app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(form.data, file, {}, randomName),
  });
  return res.json();
}

/** A signed-in reseller and the owner its gallery rows carry. */
export interface GalleryOwner {
  token: string;
  owner: Owner;
}

export async function galleryOwner(db: Db): Promise<GalleryOwner> {
  const { user, token } = await makeSignedInUser(db);
  return { token, owner: { siteId: user.siteId, userId: user.id } };
}
