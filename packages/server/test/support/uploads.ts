import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { createSession } from '../../src/modules/auth/session-token.js';
import { uploadedFiles } from '../../src/modules/uploads/schema.js';
import type { FastifyInstance } from 'fastify';
import type { UploadForm } from '@podkit/sdk-core';
import { sites } from '../../src/modules/sites/schema.js';
import { users, type User } from '../../src/modules/users/schema.js';
import { makePng } from './images.js';

let userCounter = 0;

/** A reseller of the default site with a live session (until auth's login exists, made directly). */
export async function makeSignedInUser(db: Db): Promise<{ user: User; token: string }> {
  const [site] = await db.select().from(sites).limit(1);
  if (!site) throw new Error('no site seeded');
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      siteId: site.id,
      username: `uploader${userCounter}_${Date.now()}`,
      passwordHash: 'not-used-in-this-test',
    })
    .returning();
  if (!user) throw new Error('user not created');
  const { token } = await createSession(db, user);
  return { user, token };
}

/** The upload form's fields in the order of api-contract.md: file last. */
export function uploadFormData(
  form: UploadForm,
  file: { bytes: Buffer; name: string; type?: string },
  overrides: Partial<Record<'accessid' | 'key' | 'policy' | 'callback' | 'signature', string>> = {},
  randomName = 'Ab3dE5gH9k',
): FormData {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1);
  const data = new FormData();
  data.append('accessid', overrides.accessid ?? form.accessid);
  data.append('key', overrides.key ?? `${form.dir}${randomName}.${ext}`);
  data.append('policy', overrides.policy ?? form.policy);
  data.append('callback', overrides.callback ?? form.callback);
  data.append('signature', overrides.signature ?? form.signature);
  data.append('name', file.name);
  data.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  return data;
}

/** Every regular file under a folder, relative paths. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export async function rowsForKey(db: Db, key: string) {
  return db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
}

let attachments = 0;

/** A small PNG uploaded as a private attachment (type 'file') by whoever `call` signs in as. */
export async function uploadAttachment(
  app: FastifyInstance,
  call: <T>(method: 'GET', url: string) => Promise<{ data: T }>,
  name: string,
): Promise<{ id: number; key: string; url: string }> {
  attachments += 1;
  const form = await call<UploadForm>('GET', '/admin/ossUpload?type=file');
  const res = await app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(
      form.data,
      { bytes: makePng(8, 6), name, type: 'image/png' },
      {},
      `Attachment${String(attachments).padStart(4, '0')}`,
    ),
  });
  return (res.json() as { data: { id: number; key: string; url: string } }).data;
}
