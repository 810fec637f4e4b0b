import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../errors.js';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Cross-process lock on an index directory (an O_EXCL lock file holding the owner's pid). A lock left
 * by a dead process (kill -9) is taken over; a live owner is waited for up to `waitMs`.
 */
export async function acquireLock(dir: string, waitMs = 120_000): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'lock');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fh = await open(path, 'wx');
      await fh.writeFile(String(process.pid));
      await fh.close();
      return () => rm(path, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
    if (owner && !alive(owner)) {
      await rm(path, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new AppError('BUSY', `Another process (pid ${owner || '?'}) is indexing this repository.`, {
        hint: 'Wait for it to finish, or cancel it.',
        retryAfterMs: 5000,
      });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
