import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../src/logger.js';
import { silentLogger } from '../../../src/logger.js';
import { createWorkerPool } from '../../../src/indexing/workers/worker-pool.js';

describe('worker pool', () => {
  it('starts its workers on warm, before any job', async () => {
    const started: string[] = [];
    const log: Logger = { ...silentLogger, info: (msg: string) => void started.push(msg) };
    const pool = createWorkerPool({
      workerUrl: new URL('./fixtures/hello-worker.mjs', import.meta.url),
      size: 2,
      execArgv: [],
      log,
    });
    pool.warm!();
    await expect.poll(() => started.length).toBe(2);
    expect(started).toEqual(['worker started', 'worker started']);
    await pool.dispose();
  });
});
