import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminVerification,
  AdminVerificationDetail,
  Verification,
  VerificationDocument,
  VerificationDocumentRole,
  VerificationInput,
  VerificationKind,
  VerificationStatus,
} from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, conflict, invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { openText, sealText } from '../../secrets/index.js';
import { sendUserMessage } from '../messages/index.js';
import { siteRechargeLimitCents } from '../sites/index.js';
import { uploadedFiles } from '../uploads/index.js';
import { users } from '../users/index.js';
import {
  creditCodeProblem,
  idNumberProblem,
  maskIdNumber,
  normaliseIdNumber,
} from './identity-numbers.js';
import { userVerifications, type VerificationFile, type VerificationRow } from './schema.js';

/** The sealing purpose of the ID numbers: their own key, opening nothing else. */
const SEAL_PURPOSE = 'verification-number';

const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  none: '未认证',
  pending: '审核中',
  approved: '已认证',
  rejected: '已驳回',
};

const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  personal: '个人认证',
  company: '企业认证',
};

const roleLabels: Record<VerificationDocumentRole, string> = {
  id_front: '身份证人像面',
  id_back: '身份证国徽面',
  licence: '营业执照',
};

type Owner = { siteId: number; userId: number };
type UrlOf = (key: string) => string;

function toDocuments(files: VerificationFile[], urlOf: UrlOf): VerificationDocument[] {
  return files.map((file) => ({
    role: file.role,
    role_label: roleLabels[file.role],
    name: file.name,
    url: urlOf(file.key),
    mime: file.mime,
  }));
}

async function ownVerification(db: DbExecutor, owner: Owner): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(userVerifications)
    .where(
      and(eq(userVerifications.siteId, owner.siteId), eq(userVerifications.userId, owner.userId)),
    );
  return row;
}

/** Whether the account is 已认证 (opening a sub-site needs it). */
export async function isVerified(db: DbExecutor, owner: Owner): Promise<boolean> {
  return (await ownVerification(db, owner))?.status === 'approved';
}

/** 实名认证 as its owner sees it: 未认证 until something was submitted. */
export async function myVerification(
  db: DbExecutor,
  owner: Owner,
  urlOf: UrlOf,
): Promise<Verification> {
  const [row, limitCents] = await Promise.all([
    ownVerification(db, owner),
    siteRechargeLimitCents(db, owner.siteId),
  ]);
  const status: VerificationStatus = row?.status ?? 'none';
  const personal = row?.kind === 'personal';
  const company = row?.kind === 'company';
  const subject = row?.subjectName ?? '';
  const number = row?.numberMasked ?? '';
  return {
    status,
    status_label: VERIFICATION_STATUS_LABELS[status],
    kind: row?.kind ?? null,
    real_name: personal ? subject : '',
    id_number_masked: personal ? number : '',
    company_name: company ? subject : '',
    credit_code: company ? number : '',
    legal_person: company ? (row?.legalPerson ?? '') : '',
    documents: row ? toDocuments(row.documents, urlOf) : [],
    reject_reason: row?.status === 'rejected' ? row.rejectReason : '',
    submitted_at: row ? row.submittedAt.toISOString() : null,
    reviewed_at: row?.reviewedAt ? row.reviewedAt.toISOString() : null,
    recharge_limit: formatCents(limitCents),
  };
}

/** Typed text without control characters (PostgreSQL refuses a NUL in text). */
function plainText(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

function requiredText(value: string | undefined, field: string, maxLength: number): string {
  const text = plainText(value);
  if (!text) throw invalid(`请填写${field}`);
  if (text.length > maxLength) throw invalid(`${field}最多 ${maxLength} 个字`);
  return text;
}

/** The reseller's own private pictures (upload type 'verification') for the given roles. */
async function documentFiles(
  db: DbExecutor,
  owner: Owner,
  wanted: Array<[VerificationDocumentRole, number | undefined]>,
): Promise<VerificationFile[]> {
  const files: VerificationFile[] = [];
  for (const [role, id] of wanted) {
    if (id === undefined) throw invalid(`请上传${roleLabels[role]}照片`);
    const [file] = await db
      .select({ key: uploadedFiles.key, name: uploadedFiles.name, mime: uploadedFiles.mime })
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.siteId, owner.siteId),
          eq(uploadedFiles.userId, owner.userId),
          eq(uploadedFiles.id, id),
          eq(uploadedFiles.kind, 'verification'),
        ),
      );
    if (!file)
      throw invalid(
        `${roleLabels[role]}照片不存在（文件 id ${id}），请以认证资料（type=verification）重新上传`,
      );
    files.push({ role, ...file });
  }
  return files;
}

interface CheckedSubmission {
  kind: VerificationInput['kind'];
  subjectName: string;
  number: string;
  numberMasked: string;
  legalPerson: string;
  documents: VerificationFile[];
}

async function checkSubmission(
  db: DbExecutor,
  owner: Owner,
  body: VerificationInput,
): Promise<CheckedSubmission> {
  if (body.kind === 'personal') {
    const subjectName = requiredText(body.real_name, '真实姓名', 50);
    const number = normaliseIdNumber(requiredText(body.id_number, '身份证号', 30));
    const problem = idNumberProblem(number);
    if (problem) throw invalid(problem);
    const documents = await documentFiles(db, owner, [
      ['id_front', body.id_front_file_id],
      ['id_back', body.id_back_file_id],
    ]);
    return {
      kind: 'personal',
      subjectName,
      number,
      numberMasked: maskIdNumber(number),
      legalPerson: '',
      documents,
    };
  }
  const subjectName = requiredText(body.company_name, '企业名称', 100);
  const number = normaliseIdNumber(requiredText(body.credit_code, '统一社会信用代码', 30));
  const problem = creditCodeProblem(number);
  if (problem) throw invalid(problem);
  const legalPerson = requiredText(body.legal_person, '法定代表人', 50);
  const documents = await documentFiles(db, owner, [['licence', body.licence_file_id]]);
  return { kind: 'company', subjectName, number, numberMasked: number, legalPerson, documents };
}

/**
 * Submits 实名认证 for review (审核中): the first time, or again after 已驳回. While one is waiting
 * or once verified, another submission is refused.
 */
export async function submitVerification(
  db: Db,
  owner: Owner & { actorId: number },
  body: VerificationInput,
): Promise<void> {
  const checked = await checkSubmission(db, owner, body);
  const numberSealed = await sealText(db, SEAL_PURPOSE, checked.number);
  try {
    await writeSubmission(db, owner, checked, numberSealed);
  } catch (error) {
    // Two first submissions at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict('实名认证正在审核中，请等待审核结果');
    throw error;
  }
}

async function writeSubmission(
  db: Db,
  owner: Owner & { actorId: number },
  checked: CheckedSubmission,
  numberSealed: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(userVerifications)
      .where(eq(userVerifications.userId, owner.userId))
      .for('update');
    if (current?.status === 'pending') throw conflict('实名认证正在审核中，请等待审核结果');
    if (current?.status === 'approved') throw conflict('已完成实名认证，无需再次提交');
    const values = {
      kind: checked.kind,
      status: 'pending' as const,
      subjectName: checked.subjectName,
      numberMasked: checked.numberMasked,
      numberSealed,
      legalPerson: checked.legalPerson,
      documents: checked.documents,
      rejectReason: '',
      submittedBy: owner.actorId,
      reviewedBy: null,
      submittedAt: new Date(),
      reviewedAt: null,
    };
    if (current) {
      await tx.update(userVerifications).set(values).where(eq(userVerifications.id, current.id));
    } else {
      await tx
        .insert(userVerifications)
        .values({ siteId: owner.siteId, userId: owner.userId, ...values });
    }
  });
}

/**
 * Refuses a single recharge above the site's limit while the account is not 已认证
 * (单笔充值超过该金额需实名认证).
 */
export async function assertRechargeAllowed(
  db: DbExecutor,
  owner: Owner,
  amountCents: number,
): Promise<void> {
  const limitCents = await siteRechargeLimitCents(db, owner.siteId);
  if (amountCents <= limitCents) return;
  const row = await ownVerification(db, owner);
  if (row?.status === 'approved') return;
  const limit = formatCents(limitCents);
  const msg =
    row?.status === 'pending'
      ? `实名认证正在审核中，审核通过后才能单笔充值超过 ${limit} 元`
      : `单笔充值超过 ${limit} 元需先完成实名认证（账户设置 → 实名认证）`;
  throw new AppError(403, msg, 200);
}

// ── Operator ───────────────────────────────────────────────────────────────

type AdminRow = { row: VerificationRow; username: string };

function toAdminVerification({ row, username }: AdminRow): AdminVerification {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    status: row.status,
    status_label: VERIFICATION_STATUS_LABELS[row.status],
    kind: row.kind,
    kind_label: VERIFICATION_KIND_LABELS[row.kind],
    subject_name: row.subjectName,
    number_masked: row.numberMasked,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reject_reason: row.rejectReason,
  };
}

export async function listVerifications(
  db: DbExecutor,
  siteId: number,
  query: {
    page: number;
    page_size: number;
    status?: Exclude<VerificationStatus, 'none'>;
    kind?: VerificationInput['kind'];
    keyword?: string;
  },
): Promise<{ rows: AdminVerification[]; total: number }> {
  const conditions: SQL[] = [eq(userVerifications.siteId, siteId)];
  if (query.status) conditions.push(eq(userVerifications.status, query.status));
  if (query.kind) conditions.push(eq(userVerifications.kind, query.kind));
  const keyword = plainText(query.keyword);
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(users.username, pattern), ilike(userVerifications.subjectName, pattern))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: userVerifications, username: users.username })
      .from(userVerifications)
      .innerJoin(users, eq(users.id, userVerifications.userId))
      .where(where)
      // The waiting ones first, oldest first (a queue); then the decided ones, newest first.
      .orderBy(
        desc(eq(userVerifications.status, 'pending')),
        asc(userVerifications.submittedAt),
        desc(userVerifications.id),
      )
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({ n: count() })
      .from(userVerifications)
      .innerJoin(users, eq(users.id, userVerifications.userId))
      .where(where),
  ]);
  return { rows: rows.map(toAdminVerification), total: total?.n ?? 0 };
}

async function siteVerification(db: DbExecutor, siteId: number, id: number): Promise<AdminRow> {
  const [found] = await db
    .select({ row: userVerifications, username: users.username })
    .from(userVerifications)
    .innerJoin(users, eq(users.id, userVerifications.userId))
    .where(and(eq(userVerifications.siteId, siteId), eq(userVerifications.id, id)));
  if (!found) throw notFound('实名认证记录');
  return found;
}

export async function verificationDetail(
  db: Db,
  siteId: number,
  id: number,
  urlOf: UrlOf,
): Promise<AdminVerificationDetail> {
  const found = await siteVerification(db, siteId, id);
  return {
    ...toAdminVerification(found),
    number: await openText(db, SEAL_PURPOSE, found.row.numberSealed),
    legal_person: found.row.legalPerson,
    documents: toDocuments(found.row.documents, urlOf),
  };
}

/**
 * An operator decides a waiting verification: 已认证, or 已驳回 with the reason; the reseller gets a
 * message-center message either way. A decided one is not decided again.
 */
export async function reviewVerification(
  db: Db,
  input: { siteId: number; operatorId: number; id: number },
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const reason = decision.approve ? '' : plainText(decision.reason);
  if (!decision.approve && !reason) throw invalid('请填写驳回原因');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userVerifications)
      .where(and(eq(userVerifications.siteId, input.siteId), eq(userVerifications.id, input.id)))
      .for('update');
    if (!row) throw notFound('实名认证记录');
    if (row.status !== 'pending')
      throw conflict(`该实名认证已是「${VERIFICATION_STATUS_LABELS[row.status]}」，不能再次审核`);
    await tx
      .update(userVerifications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: reason,
        reviewedBy: input.operatorId,
        reviewedAt: new Date(),
      })
      .where(eq(userVerifications.id, row.id));
    const what = `${VERIFICATION_KIND_LABELS[row.kind]}（${row.subjectName}）`;
    await sendUserMessage(tx, {
      siteId: row.siteId,
      userId: row.userId,
      type: 1,
      description: decision.approve
        ? `您的实名认证${what}已通过审核。`
        : `您的实名认证${what}未通过审核：${reason}。请修改后重新提交。`,
    });
  });
}
