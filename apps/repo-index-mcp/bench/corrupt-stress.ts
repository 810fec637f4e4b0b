// Stress run for issue 20 (corruption under kill -9 with concurrent readers): the real server SIGKILLed at
// random points of full and incremental runs while a second server searches and raw readers poll the same
// database (those killed at random too). Prints what it did and every invariant broken (none expected).
//   node --import tsx bench/corrupt-stress.ts   (STRESS_EPOCHS, STRESS_KILLS, STRESS_FILES, STRESS_SEED)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStress } from '../test/support/corrupt-stress.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const base = mkdtempSync(join(tmpdir(), 'ri-stress-'));
const t0 = Date.now();
try {
  const report = await runStress({
    base,
    files: num('STRESS_FILES', 450),
    epochs: num('STRESS_EPOCHS', 3),
    kills: num('STRESS_KILLS', 8),
    seed: num('STRESS_SEED', 20),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  console.log(JSON.stringify({ ...report, seconds: Math.round((Date.now() - t0) / 1000) }, null, 2));
  process.exitCode = report.violations.length ? 1 : 0;
} finally {
  if (!process.env.STRESS_KEEP) rmSync(base, { recursive: true, force: true });
  else console.error(`kept ${base}`);
}
