/**
 * One chat-server per embedded database folder. PGlite keeps the database in
 * the process: a second server on the same folder would write its own copy and
 * the data would diverge. The running server holds `<folder>.lock` (its pid);
 * a lock whose process is gone (a crash, SIGKILL) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if this process still holds it. */
  release(): void;
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(file, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `folder` for this process, or throws DataDirLockedError naming the holder. */
export function lockDataDir(folder: string): DataDirLock {
  const file = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`, { flag: 'wx' });
      return {
        file,
        release: () => {
          if (ownerOf(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      if (owner !== null && isRunning(owner)) {
        throw new DataDirLockedError(
          `the data folder ${folder} is in use by another chat-server (pid ${owner}). Stop that one, or give this one its own DATA_DIR` +
            ` (if process ${owner} is not a chat-server, delete ${file}).`,
        );
      }
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`the data folder ${folder} is being locked by another chat-server right now; try again.`);
}
