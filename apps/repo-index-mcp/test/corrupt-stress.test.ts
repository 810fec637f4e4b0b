import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStress } from './support/corrupt-stress.js';

// Issue 20's corruption report (a killed server, another reading the same database): the real server
// SIGKILLed at seeded points of full and incremental runs while a second server searches and raw SQLite
// readers (a long-lived and a short-lived connection) poll staged_files and chunks, those killed at random
// too. Every finished run must leave a sound file with the chunks its state lists and the answers of an
// uninterrupted run, nothing moved aside or rebuilt, and no reader may ever see damage.
// `bench/corrupt-stress.ts` runs the same with more files, epochs and kills.
const base = mkdtempSync(join(tmpdir(), 'ri-stress-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('kill -9 with concurrent readers', () => {
  it('never damages the index, nor leaves the store and the state apart', async () => {
    const report = await runStress({ base, files: 200, epochs: 1, kills: 6, seed: 20 });
    expect(report.violations).toEqual([]);
    expect(report.kills).toBe(6);
    expect(report.verifications).toBeGreaterThanOrEqual(2);
    expect(report.readerPolls).toBeGreaterThan(0);
    expect(report.searches).toBeGreaterThan(0);
  }, 300_000);
});
