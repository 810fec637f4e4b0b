// The history read behind a run is the whole read wherever the run ends (issue 27): for each localization
// corpus, `readHistoryBehind` with the run ending 0, 50, 200, 800 ms and 3 s after git started (its low-priority
// git stopped there and the rest listed past what it wrote) against one `readFileHistory`, as JSON (`ms`
// aside), and against the history a baseline checkout reads (`--baseline DIR`, e.g. /work/main: its
// core-engine's sources). Prints how many commits the stopped git had kept. Options: --repo owner/name (a comma list;
// default every repository of the set).
import { join } from 'node:path';
import { readFileHistory } from '../../../packages/core-engine/src/indexing/history/file-history.js';
import type { FileHistory } from '../../../packages/core-engine/src/indexing/history/file-history.js';
import { readHistoryBehind } from '../../../packages/core-engine/src/indexing/history/read-behind.js';
import { git } from './localization/git.js';
import { DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './localization/set.js';
import { argValue } from './support.js';

const names = argValue('--repo')?.split(',');
const baselineDir = argValue('--baseline');
const baseline = baselineDir
  ? ((await import(join(baselineDir, 'packages/core-engine/src/indexing/history/file-history.ts'))) as {
      readFileHistory: typeof readFileHistory;
    })
  : undefined;
const text = (h: FileHistory) => JSON.stringify({ ...h, ms: 0 });
let failed = 0;
for (const entry of loadManifest().repos.filter((r) => !names || names.includes(r.repo))) {
  const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
  const head = git({ cwd: root }, ['rev-parse', 'HEAD']).trim();
  const whole = text(await readFileHistory(root, head));
  const row: string[] = [];
  for (const after of [0, 50, 200, 800, 3000]) {
    const ended = new Promise((resolve) => setTimeout(resolve, after));
    const same = text(await readHistoryBehind(root, head, {}, ended)) === whole;
    if (!same) failed++;
    row.push(`${after} ms ${same ? 'same' : 'DIFFERENT'}`);
  }
  const base = baseline && text(await baseline.readFileHistory(root, head));
  if (base !== undefined && base !== whole) failed++;
  console.log(
    `  ${entry.repo.padEnd(18)} ${row.join(', ')}` +
      (base === undefined ? '' : `; baseline's read ${base === whole ? 'same' : 'DIFFERENT'}`) +
      ` (${whole.length} bytes of JSON)`,
  );
}
console.log(failed ? `history-stops: ${failed} differences` : 'history-stops: all the same');
process.exitCode = failed ? 1 : 0;
