import fs from 'node:fs';

/**
 * One process at a time on a PGlite data directory: PGlite keeps no lock of its own, and two
 * processes writing one directory corrupt it. The lock is `<dir>.lock` holding the owner's pid; a
 * lock whose process is gone (a kill -9) is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const holder = lockHolder(file);
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `The database in ${dir} is open in another PodKit process (pid ${holder}); stop it first: ` +
        'the embedded database takes one process at a time.',
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (lockHolder(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

/** The pid of the live process holding the lock, or null when nobody (alive) holds it. */
function lockHolder(file: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
