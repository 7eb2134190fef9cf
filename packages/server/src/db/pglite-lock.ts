import fs from 'node:fs';

/**
 * One process at a time on a PGlite data directory: PGlite keeps no lock of its own, and two
 * processes writing one directory corrupt it. The lock is `<dir>.lock` holding the owner's pid and
 * the machine's boot id; a lock whose process is gone (a kill -9), or that an earlier boot left
 * (its pid may belong to another process now), is taken over.
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
  fs.writeFileSync(file, `${process.pid} ${bootId()}`);
  return () => {
    if (lockHolder(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

/** The pid of the live process holding the lock, or null when nobody (alive) holds it. */
function lockHolder(file: string): number | null {
  let pid: number;
  let boot: string | undefined;
  try {
    const [written, writtenBoot] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
    pid = Number(written);
    boot = writtenBoot;
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (boot && boot !== bootId()) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** This boot of the machine (Linux); '' where the system does not say, and then only pids count. */
function bootId(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}
