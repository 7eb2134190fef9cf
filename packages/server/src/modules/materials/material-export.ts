import { and, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import writeXlsxFile from 'write-excel-file/node';
import type { MaterialExport } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { extensionOf, safeFileName, type StorageDriver } from '../../storage/index.js';
import { loadCategoryRows } from './category-service.js';
import type { TreeCategory } from './category-tree.js';
import { loadLinks } from './material-queries.js';
import type { UrlOf } from './material-url.js';
import type { Owner } from './owner.js';
import { randomKeyName } from '../../storage/index.js';
import { materials, type MaterialRow } from './schema.js';

/** Most materials in one export, and most bytes of originals (a zip is built while you wait). */
export const EXPORT_MAX_MATERIALS = 1000;
export const EXPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Folder of the originals inside the zip, and the spreadsheet's name. */
export const EXPORT_FILES_FOLDER = '素材';
export const EXPORT_SHEET_NAME = '素材清单.xlsx';

/** Formats that are compressed already: stored as they are, not deflated again. */
const storedAsIs = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

/**
 * Names inside the zip: the material's name with its file's extension, made unique with
 * " (2)", " (3)" … (names are the user's and may repeat).
 */
export function zipEntryNames(
  rows: ReadonlyArray<Pick<MaterialRow, 'name' | 'fileKey'>>,
): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const ext = extensionOf(row.fileKey);
    const base = safeFileName(
      row.name.toLowerCase().endsWith(`.${ext}`) ? row.name.slice(0, -(ext.length + 1)) : row.name,
      '素材',
    );
    let candidate = `${base}.${ext}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base} (${n}).${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** 动物 / 猫: a category with its ancestors. */
function categoryPath(rows: readonly TreeCategory[], id: number): string {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const names: string[] = [];
  for (
    let row = byId.get(id);
    row && names.length <= rows.length;
    row = row.parentId === null ? undefined : byId.get(row.parentId)
  ) {
    names.unshift(row.name);
  }
  return names.join(' / ');
}

const typeLabels: Record<string, string> = { image: '图片', svg: 'SVG', psd: 'PSD', tiff: 'TIFF' };

function formatTime(date: Date): string {
  // China Standard Time, as the gallery's days are.
  const local = new Date(date.getTime() + 8 * 3_600_000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Builds one zip of the chosen materials' originals (folder 素材/) plus a spreadsheet of their
 * names, files, tags and categories, writes it to storage under the user's export folder and
 * answers where to download it. `where` selects the owner's materials (ids or list filters).
 */
export async function exportMaterials(
  db: Db,
  storage: StorageDriver,
  owner: Owner,
  where: SQL,
  urlOf: UrlOf,
): Promise<MaterialExport> {
  const [counted] = await db
    .select({ n: count(), bytes: sql<string>`coalesce(sum(${materials.size}), 0)` })
    .from(materials)
    .where(where);
  const total = counted?.n ?? 0;
  if (total === 0) throw invalid('没有可导出的素材');
  if (total > EXPORT_MAX_MATERIALS) {
    throw invalid(
      `一次最多导出 ${EXPORT_MAX_MATERIALS} 个素材，当前选择了 ${total} 个，请缩小范围`,
    );
  }
  if (Number(counted?.bytes ?? 0) > EXPORT_MAX_BYTES) {
    throw invalid('所选素材的原图合计超过 2 GB，请分批导出');
  }
  const rows = await db
    .select()
    .from(materials)
    .where(where)
    .orderBy(desc(materials.createdAt), desc(materials.id));
  const [links, categories] = await Promise.all([
    loadLinks(
      db,
      rows.map((row) => row.id),
    ),
    loadCategoryRows(db, owner),
  ]);
  const entryNames = zipEntryNames(rows);

  const archive = new ZipArchive({ zlib: { level: 6 } });
  const now = new Date();
  const stamp = formatTime(now)
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1-');
  const key = `s${owner.siteId}/u${owner.userId}/export/${stamp.slice(0, 6)}/material-export-${stamp}-${randomKeyName()}.zip`;
  const stored = storage.put(key, archive, { contentType: 'application/zip' });
  // A failure on either side must end both: the archive feeds the storage's pipeline.
  stored.catch(() => archive.abort());

  const missing = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const original = await storage.get(row.fileKey);
    if (!original) {
      missing.add(row.id);
      continue;
    }
    archive.append(original.stream, {
      name: `${EXPORT_FILES_FOLDER}/${entryNames[index]}`,
      date: row.createdAt,
      store: storedAsIs.has(extensionOf(row.fileKey)),
    });
  }

  const header = [
    '素材ID',
    '名称',
    '压缩包内文件',
    '类型',
    '宽度',
    '高度',
    '大小（字节）',
    '标签',
    '分类',
    '上传时间',
    '已共享',
    '原图地址',
  ];
  const sheet = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row, index) => [
      row.id,
      row.name,
      missing.has(row.id) ? '（原文件缺失）' : `${EXPORT_FILES_FOLDER}/${entryNames[index]}`,
      typeLabels[row.type] ?? row.type,
      row.width,
      row.height,
      row.size,
      (links.tags.get(row.id) ?? []).map((tag) => tag.name).join('、'),
      (links.categories.get(row.id) ?? []).map((c) => categoryPath(categories, c.id)).join('、'),
      formatTime(row.createdAt),
      row.isShared ? '是' : '否',
      urlOf(row.fileKey),
    ]),
  ];
  const workbook = await writeXlsxFile(sheet, {
    sheet: '素材',
    columns: [8, 30, 40, 8, 8, 8, 14, 30, 40, 20, 8, 60].map((width) => ({ width })),
  }).toBuffer();
  archive.append(workbook, { name: EXPORT_SHEET_NAME, date: now });
  await archive.finalize();
  const { size } = await stored;
  return {
    url: urlOf(key),
    key,
    name: `素材导出-${stamp}.zip`,
    count: rows.length - missing.size,
    size,
  };
}

/** Where clause for an export of chosen ids. */
export function idsWhere(ownerClause: SQL, ids: readonly number[]): SQL {
  return and(ownerClause, inArray(materials.id, [...new Set(ids)]))!;
}
