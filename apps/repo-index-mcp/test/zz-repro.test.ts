import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { builtServer } from './support/built.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';
import { stagedCount } from './support/staged-progress.js';

it('repro', async () => {
  const base = mkdtempSync(join(tmpdir(), 'ri-repro-'));
  const repo = makeRepo(generatedFiles(400), base);
  const env = { ...process.env, SEXTANT_DATA_DIR: join(base, 'd'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json' };
  const cli = (...a: string[]) => JSON.parse(execFileSync(process.execPath, [builtServer(), ...a], { env, encoding: 'utf8' }));
  const first = cli('index', repo.root);
  const db = join(base, 'd', 'repo-index', first.index_id, 'index.db');
  for (let i = 4; i < 400; i++) if (i % 4) repo.write(`src/mod${i}/file${i}.ts`, Array.from({ length: 12 }, (_, j) => `export function renamed${i}x${j}(input: string): string {\n  return input + '${'y'.repeat(40)}${i + j}';\n}\n`).join('\n'));
  for (const ms of [30, 150, 300, 450, 600, 800]) {
    const child = spawn(process.execPath, [builtServer(), 'index', repo.root], { env, stdio: 'ignore' });
    const poll = process.env.POLL === '1';
    let running = true;
    child.once('exit', () => (running = false));
    const t = Date.now();
    while (running && Date.now() - t < ms) { if (poll) await stagedCount(db); await new Promise((r) => setTimeout(r, 5)); }
    child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const again = cli('index', repo.root);
    console.log('KILL', ms, again.stats.status, again.stats.changed, again.stats.resumed, JSON.stringify(again.stats.repair));
    repo.write('src/mod5/file5.ts', `export const v${ms} = 1;\n`);
  }
}, 300000);
