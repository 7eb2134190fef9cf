import { and, eq } from 'drizzle-orm';
import type { DesignDocument } from '@podkit/design';
import type { PackagingInput, PackagingKind, PackagingUpdate } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import type { StorageDriver } from '../../storage/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { fitToKind, renderPackagingDesign } from './design-render.js';
import { kindLabels, statusLabels } from './labels.js';
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

function checked(input: PackagingInput) {
  const name = input.name.trim();
  if (!name) throw invalid('请填写模板名称（name）');
  return { kind: input.kind, name, note: (input.note ?? '').trim() };
}

/** A design given with a template: the file the factory prints and, from the editor, its document. */
interface TemplateDesign {
  designFile: DesignFile;
  designDocument: DesignDocument | null;
}

/** Where the files a save may need to put or delete are kept. */
export interface DesignStorage {
  storage: StorageDriver;
}

/**
 * The design the input gives, or undefined: an uploaded file as it is, or the editor's document
 * rendered to a private print file now (so a missing font or material is refused at once).
 */
async function designOf(
  db: Db,
  { storage }: DesignStorage,
  submitter: Submitter,
  input: PackagingInput,
): Promise<TemplateDesign | undefined> {
  if (input.design_file_id !== undefined && input.design_document !== undefined)
    throw invalid('设计文件（design_file_id）与编辑器设计（design_document）只能提交一种');
  if (input.design_document !== undefined) {
    const document = fitToKind(input.design_document, input.kind);
    const designFile = await renderPackagingDesign(db, storage, submitter, input.kind, document);
    return { designFile, designDocument: document };
  }
  if (input.design_file_id !== undefined)
    return {
      designFile: await designFileOf(db, submitter, input.design_file_id),
      designDocument: null,
    };
  return undefined;
}

/** Runs a write that stores a rendered print file; when the write fails, the file goes too. */
async function keepingFileOnlyIfSaved<T>(
  { storage }: DesignStorage,
  design: TemplateDesign | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (design?.designDocument) await storage.delete(design.designFile.key);
    throw error;
  }
}

/** Submits a new template for the operators' review (待审核). */
export async function createTemplate(
  db: Db,
  files: DesignStorage,
  submitter: Submitter,
  input: PackagingInput,
): Promise<PackagingRow> {
  const fields = checked(input);
  const design = await designOf(db, files, submitter, input);
  if (!design) throw invalid('请上传设计文件（design_file_id）或在编辑器中设计（design_document）');
  return keepingFileOnlyIfSaved(files, design, async () => {
    const [row] = await db
      .insert(packagingTemplates)
      .values({
        siteId: submitter.siteId,
        userId: submitter.userId,
        ...fields,
        ...design,
        createdBy: submitter.actorId,
      })
      .returning();
    return row!;
  });
}

/** The template in scope, locked for the caller's transaction. */
export async function lockTemplate(tx: DbExecutor, scope: Scope, id: number) {
  const [row] = await tx.select().from(packagingTemplates).where(scopeOf(scope, id)).for('update');
  if (!row) throw templateNotFound();
  return row;
}

/** Why a template cannot be edited as it stands; null when it can. */
function editRefusal(row: PackagingRow, kind: PackagingKind, design: TemplateDesign | undefined) {
  if (row.status === 'active')
    return conflict(
      `包装模板「${row.name}」已支付制版费（${statusLabels.active}），不能再修改；如需改动请新建模板`,
    );
  if (kind !== row.kind && !design && row.designDocument)
    return invalid(`更换包装类型后请重新设计：原设计按「${kindLabels[row.kind]}」的印刷尺寸制作`);
  return null;
}

/**
 * Edits a template not yet paid for, which goes (back) to review (待审核) with the old reason
 * cleared: a pending or rejected one, or an approved one, whose fees are cleared because the
 * operators priced the design they saw. A new design replaces the old one, or it is kept. A paid
 * template (可使用) keeps what was approved: orders and defaults use it.
 */
export async function updateTemplate(
  db: Db,
  files: DesignStorage,
  submitter: Submitter,
  id: number,
  input: PackagingUpdate,
): Promise<PackagingRow> {
  const fields = checked(input);
  const design = await designOf(db, files, submitter, input);
  const { updated, replaced } = await keepingFileOnlyIfSaved(files, design, () =>
    db.transaction(async (tx) => {
      const row = await lockTemplate(tx, submitter, id);
      const refusal = editRefusal(row, fields.kind, design);
      if (refusal) throw refusal;
      const [saved] = await tx
        .update(packagingTemplates)
        .set({
          ...fields,
          ...design,
          status: 'pending',
          rejectReason: '',
          setupFeeCents: null,
          perOrderFeeCents: null,
          reviewedBy: null,
          reviewedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(packagingTemplates.id, row.id))
        .returning();
      return { updated: saved!, replaced: design && row.designDocument ? row.designFile : null };
    }),
  );
  // The print file rendered from the replaced design belongs to nothing now; the edit is saved
  // either way, so a file that could not be removed is left rather than failing the answer.
  if (replaced) await files.storage.delete(replaced.key).catch(() => undefined);
  return updated;
}
