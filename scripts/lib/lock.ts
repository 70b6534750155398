/**
 * One writer of dist/ at a time (the build's pre-rendering, a refresh): a lock file beside the folder, holding the
 * writer's process id. A lock left by a process that no longer runs is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function tryLock(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) return false;
    rmSync(file, { force: true }); // left by a writer that died
    return tryLock(file);
  }
}

export interface Lock {
  release: () => void;
}

/** Waits up to `waitMs` for the lock; throws when another writer still holds it. */
export async function acquireLock(file: string, waitMs: number): Promise<Lock> {
  const until = Date.now() + waitMs;
  while (!tryLock(file)) {
    if (Date.now() >= until)
      throw new Error(`another process is writing the pages (lock ${file}, pid ${readFileSync(file, 'utf8').trim()})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let held = true;
  const onExit = () => rmSync(file, { force: true });
  // A process that ends while holding the lock leaves none behind; a released lock stops listening (the refresh loop
  // takes the lock once a pass).
  process.once('exit', onExit);
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', onExit);
    rmSync(file, { force: true });
  };
  return { release };
}
