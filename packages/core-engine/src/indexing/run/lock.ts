import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../errors.js';

// A process killed but not yet reaped by its parent (a zombie, Linux's /proc says `Z`) is dead: it holds nothing.
const zombie = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] === 'Z';
  } catch {
    return false;
  }
};

// Linux: when the process now holding `pid` started (ms since the epoch, to within a second), from its start in
// clock ticks after boot (USER_HZ, 100 on Linux) and the boot time; undefined elsewhere.
const startedAt = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    return Number.isFinite(ticks) && boot ? boot * 1000 + ticks * 10 : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Slack for the start time's precision (the boot time is in whole seconds), clock adjustments, and a lock file's
 * mtime set by another clock (a network file system's server): a live writer must never be taken for a dead one,
 * so a pid given away within this long after the lock was written is still waited for, as before.
 */
const START_SLACK_MS = 60_000;

/**
 * Whether the writer of a lock written at `writtenMs` still runs as `pid`. A process that started after the lock
 * was written is not its writer: the writer died and its pid was given to another process (a busy machine, or a
 * container restarted after a kill -9).
 */
const alive = (pid: number, writtenMs = Infinity) => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (zombie(pid)) return false;
  const started = startedAt(pid);
  return started === undefined || started <= writtenMs + START_SLACK_MS;
};

// Lock files this process holds (another index object of this process may hold one it asks for).
const held = new Set<string>();

const ownerOf = async (path: string) => Number((await readFile(path, 'utf8').catch(() => '')).trim());

/** Creates `path` exclusively holding this pid; false when it exists. */
async function create(path: string): Promise<boolean> {
  try {
    const fh = await open(path, 'wx');
    await fh.writeFile(String(process.pid));
    await fh.close();
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return false;
  }
}

/**
 * Removes a lock whose owner died. One process at a time does it (under `lock.takeover`): two processes
 * seeing the same dead owner could otherwise both remove "the" lock, the second removing the one the
 * first had just made. A takeover file left by a dead process is removed too.
 */
async function takeOver(path: string, dead: number): Promise<void> {
  const guard = `${path}.takeover`;
  if (!(await create(guard))) {
    const holder = await ownerOf(guard);
    if (holder && (!alive(holder) || (holder === process.pid && !held.has(guard)))) await rm(guard, { force: true });
    return;
  }
  held.add(guard);
  try {
    if ((await ownerOf(path)) === dead) await rm(path, { force: true });
  } finally {
    held.delete(guard);
    await rm(guard, { force: true });
  }
}

/**
 * Cross-process lock on an index directory (an O_EXCL lock file holding the owner's pid). A lock left
 * by a dead process (kill -9) is taken over; a live owner is waited for up to `waitMs`. A lock naming
 * this process's own pid that this process does not hold was left by an earlier process with the same
 * pid (a container restarted after a kill gets the same small pid again): taken over too.
 */
export async function acquireLock(dir: string, waitMs = 120_000): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'lock');
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await create(path)) {
      held.add(path);
      return async () => {
        held.delete(path);
        await rm(path, { force: true });
      };
    }
    const owner = await ownerOf(path);
    const written = (await stat(path).catch(() => undefined))?.mtimeMs ?? Infinity;
    // No pid after 10 s: its owner died between creating the file and writing to it.
    const orphan = !owner && written < Date.now() - 10_000;
    const earlierSelf = owner === process.pid && !held.has(path);
    if ((owner && !alive(owner, written)) || orphan || earlierSelf) {
      await takeOver(path, owner);
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
