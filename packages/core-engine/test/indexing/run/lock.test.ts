import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../src/errors.js';
import { acquireLock } from '../../../src/indexing/run/lock.js';

const base = mkdtempSync(join(tmpdir(), 'ce-lock-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('index lock', () => {
  it('a lock of a dead process is taken over; a live holder is waited for, then BUSY', async () => {
    const dir = join(base, 'dead');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    await acquireLock(dir).then((release) => release());
    writeFileSync(join(dir, 'lock'), dead.stdout);
    const release = await acquireLock(dir, 1000);
    const busy = await acquireLock(dir, 300).catch((e: unknown) => e);
    expect(isAppError(busy) && busy.code).toBe('BUSY');
    await release();
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });

  it("a lock naming this process's pid that this process does not hold (an earlier process with the same pid, as after a container restart) is taken over", async () => {
    const dir = join(base, 'same-pid');
    await acquireLock(dir).then((release) => release());
    writeFileSync(join(dir, 'lock'), String(process.pid));
    writeFileSync(join(dir, 'lock.takeover'), String(process.pid));
    const release = await acquireLock(dir, 1000);
    await release();
  });

  it.runIf(process.platform === 'linux')(
    'a lock of a process killed but not reaped yet (a zombie) is taken over',
    async () => {
      const dir = join(base, 'zombie');
      await acquireLock(dir).then((release) => release());
      // The shell starts a short sleep, then becomes a long one that never reaps it: the short one stays a zombie.
      const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const pid = Number((await new Promise<Buffer>((r) => parent.stdout.once('data', r))).toString().trim());
      while (!readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z')) await new Promise((r) => setTimeout(r, 20));
      writeFileSync(join(dir, 'lock'), String(pid));
      try {
        const release = await acquireLock(dir, 1000);
        await release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it.runIf(process.platform === 'linux')(
    'a lock naming a live process that started after the lock was written (its pid reused) is taken over; its writer is waited for',
    async () => {
      const dir = join(base, 'reused');
      await acquireLock(dir).then((release) => release());
      const other = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        // Written an hour before the process holding that pid now started: a dead writer's pid, given out again.
        writeFileSync(join(dir, 'lock'), String(other.pid));
        const hourAgo = new Date(Date.now() - 3_600_000);
        utimesSync(join(dir, 'lock'), hourAgo, hourAgo);
        const release = await acquireLock(dir, 1000);
        await release();
        // Written after it started: that process may be the writer, so it is waited for.
        writeFileSync(join(dir, 'lock'), String(other.pid));
        const busy = await acquireLock(dir, 300).catch((e: unknown) => e);
        expect(isAppError(busy) && busy.code).toBe('BUSY');
      } finally {
        other.kill('SIGKILL');
      }
    },
  );
});
