import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's memory (bench/README.md, "Server memory"). Its WebAssembly memory only ever grows, so
 * what PostgreSQL allocates at start and at its peak stays resident for the life of the process:
 * - `shared_buffers` is PostgreSQL's 128MB default, taken at start. A page cache of 16MB is plenty
 *   for one process's working set here; the data files stay in the system's page cache anyway.
 * - `maintenance_work_mem` (64MB by default) is what one CREATE INDEX or VACUUM may take; a
 *   migration's index build would otherwise grow the memory by that much for good.
 * The WebAssembly memory itself starts at 128MB, the least PGlite's build accepts (`initialMemory`
 * below that fails to instantiate). Nothing here touches durability: the WAL, checkpoints and
 * commits are PGlite's defaults.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * Opens PGlite on a data directory. A directory without a cluster is created first (initdb, or
 * the dump) by an instance that is closed and replaced: PGlite keeps what initdb used (about
 * 300 MB) for as long as the instance that ran it lives.
 */
export async function openPgliteDir(dir: string, options: PGliteOptions): Promise<PGlite> {
  const settings = { ...options, startParams: PGLITE_START_PARAMS };
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const creating = new PGlite(dir, settings);
    await creating.waitReady;
    await creating.close();
  }
  const client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  return client;
}
