import fs from 'node:fs';
import path from 'node:path';

/** What a backup archive holds, written first into it as `manifest.json`. */
export interface BackupManifest {
  format: 'podkit-backup';
  version: 1;
  createdAt: string;
  /** Which database the dump is of; a backup restores into the same kind. */
  database: 'pglite' | 'postgres';
  /** The last migration the database had (restoring into an older PodKit would not know it). */
  migration: string | null;
  /** Stored files (`DATA_DIR/files`), counted for the operator's check. */
  files: number;
}

export const MANIFEST = 'manifest.json';
/** PGlite's own data-directory dump (`dumpDataDir('gzip')`). */
export const PGLITE_DUMP = 'database.pglite.tar.gz';
/** `pg_dump --format=custom`. */
export const POSTGRES_DUMP = 'database.pgdump';
export const FILES = 'files';

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error('Not a PodKit backup: manifest.json is missing');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'podkit-backup' || manifest.version !== 1) {
    throw new Error('Not a PodKit backup this version can restore (format or version differs)');
  }
  return manifest;
}

/** How many files a directory holds, at any depth; 0 when it does not exist. */
export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
}
