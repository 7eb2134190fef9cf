import { and, eq, inArray } from 'drizzle-orm';
import type { WorkOrderFile } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { uploadedFiles } from '../uploads/index.js';
import type { AttachedFile } from './schema.js';

export const MAX_ATTACHMENTS = 9;

/**
 * The files with these ids that the uploader (site + user) stored as private attachments
 * (upload type 'file'), in the order given. Someone else's id, or another kind, is refused.
 */
export async function attachedFiles(
  db: DbExecutor,
  uploader: { siteId: number; userId: number },
  ids: readonly number[] | undefined,
  what: string,
): Promise<AttachedFile[]> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return [];
  if (wanted.length > MAX_ATTACHMENTS) throw invalid(`${what}最多 ${MAX_ATTACHMENTS} 个`);
  const rows = await db
    .select({
      id: uploadedFiles.id,
      key: uploadedFiles.key,
      name: uploadedFiles.name,
      mime: uploadedFiles.mime,
      kind: uploadedFiles.kind,
    })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.siteId, uploader.siteId),
        eq(uploadedFiles.userId, uploader.userId),
        inArray(uploadedFiles.id, wanted),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => {
    const row = byId.get(id);
    if (!row) throw invalid(`${what}不存在（文件 id ${id}），请重新上传`);
    if (row.kind !== 'file')
      throw invalid(`${what}须以附件（type=file）上传，文件 id ${id} 不是附件`);
    return { key: row.key, name: row.name, mime: row.mime };
  });
}

/** A stored attachment as the owner or an operator receives it: with a short-lived signed link. */
export function toWireFile(file: AttachedFile, urlOf: (key: string) => string): WorkOrderFile {
  return { name: file.name, url: urlOf(file.key), mime: file.mime };
}
