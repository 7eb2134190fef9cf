import { and, eq } from 'drizzle-orm';
import type { PackagingInput, PackagingUpdate } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import { uploadedFiles } from '../uploads/index.js';
import { statusLabels } from './labels.js';
import { packagingTemplates, type DesignFile, type PackagingRow } from './schema.js';
import { scopeOf, templateNotFound, type Scope } from './template-read.js';

/** Who submits: the main account owns the template, the signed-in account (maybe a sub-account) acts. */
export interface Submitter {
  siteId: number;
  userId: number;
  actorId: number;
}

/**
 * The design the submitter uploaded as a private attachment (upload type 'file'); someone else's
 * file, or one uploaded as another kind (material, avatar, voucher), is refused.
 */
async function designFileOf(db: DbExecutor, owner: Submitter, id: number): Promise<DesignFile> {
  const [row] = await db
    .select({
      key: uploadedFiles.key,
      name: uploadedFiles.name,
      mime: uploadedFiles.mime,
      kind: uploadedFiles.kind,
    })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.siteId, owner.siteId),
        eq(uploadedFiles.userId, owner.userId),
        eq(uploadedFiles.id, id),
      ),
    );
  if (!row) throw invalid(`设计文件不存在（文件 id ${id}），请重新上传`);
  if (row.kind !== 'file')
    throw invalid(
      `设计文件须以私有附件（type=file）上传，文件「${row.name}」的类型不对，请重新上传`,
    );
  return { key: row.key, name: row.name, mime: row.mime };
}

function checked(input: PackagingUpdate) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写模板名称（name）');
  return { kind: input.kind, name, note: (input.note ?? '').trim() };
}

/** Submits a new template for the operators' review (待审核). */
export async function createTemplate(
  db: Db,
  submitter: Submitter,
  input: PackagingInput,
): Promise<PackagingRow> {
  const fields = checked(input);
  const designFile = await designFileOf(db, submitter, input.design_file_id);
  const [row] = await db
    .insert(packagingTemplates)
    .values({
      siteId: submitter.siteId,
      userId: submitter.userId,
      ...fields,
      designFile,
      createdBy: submitter.actorId,
    })
    .returning();
  return row!;
}

/** The template in scope, locked for the caller's transaction. */
export async function lockTemplate(tx: DbExecutor, scope: Scope, id: number) {
  const [row] = await tx.select().from(packagingTemplates).where(scopeOf(scope, id)).for('update');
  if (!row) throw templateNotFound();
  return row;
}

/**
 * Edits a template still under review, or a rejected one (a new design replaces the old one, or it
 * is kept), which goes back to review (待审核) with the old reason cleared. An approved or paid template keeps what the operators approved.
 */
export async function updateTemplate(
  db: Db,
  submitter: Submitter,
  id: number,
  input: PackagingUpdate,
): Promise<PackagingRow> {
  const fields = checked(input);
  const designFile =
    input.design_file_id === undefined
      ? undefined
      : await designFileOf(db, submitter, input.design_file_id);
  return db.transaction(async (tx) => {
    const row = await lockTemplate(tx, submitter, id);
    if (row.status !== 'pending' && row.status !== 'rejected')
      throw conflict(`包装模板「${row.name}」${statusLabels[row.status]}，不能再修改`);
    const [updated] = await tx
      .update(packagingTemplates)
      .set({
        ...fields,
        ...(designFile ? { designFile } : {}),
        status: 'pending',
        rejectReason: '',
        updatedAt: new Date(),
      })
      .where(eq(packagingTemplates.id, row.id))
      .returning();
    return updated!;
  });
}
