import path from 'node:path';
import { createBackup } from './backup/backup.js';
import { restoreBackup } from './backup/restore.js';
import { loadConfig } from './config.js';

/**
 * `pnpm backup [file]` and `pnpm restore <file>`, with the server's environment (DATA_DIR,
 * DATABASE_URL). See the README's "Backups".
 */
const [command, file] = process.argv.slice(2);
const config = loadConfig();

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const archive = path.resolve(file ?? path.join('backups', `podkit-${stamp}.tar.gz`));
    const manifest = await createBackup(config, archive);
    console.log(
      `Backed up the ${manifest.database} database and ${manifest.files} files to ${archive}`,
    );
  } else if (command === 'restore' && file) {
    const manifest = await restoreBackup(config, path.resolve(file));
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.files} files, migration ` +
        `${manifest.migration ?? 'none'}) into ${where}`,
    );
  } else {
    console.error('Usage: pnpm backup [file.tar.gz]  |  pnpm restore <file.tar.gz>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
