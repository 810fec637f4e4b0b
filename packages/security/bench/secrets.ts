// Throughput and false positives of detectSecrets over real code: the sources of the packages in the pnpm store.
// Usage: pnpm bench [--max-mb 400] [--top 25] [--store node_modules/.pnpm] [--dir extra/corpus ...]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { detectSecrets } from '../src/secrets/detect.js';
import { secretRules } from '../src/secrets/rules/index.js';
import { loadCorpus, loadDirectory, type CorpusFile } from './corpus.js';

const { values } = parseArgs({
  options: {
    'max-mb': { type: 'string', default: '400' },
    top: { type: 'string', default: '25' },
    store: { type: 'string' },
    dir: { type: 'string', multiple: true },
  },
});
const store = values.store ?? fileURLToPath(new URL('../../../node_modules/.pnpm', import.meta.url));
const maxBytes = Number(values['max-mb']) * 1024 * 1024;
// Extra corpora (`--dir /path`, repeatable) are scanned whole: every text file, any extension.
const files = [...loadCorpus(store, maxBytes), ...(values.dir ?? []).flatMap((d) => loadDirectory(d, maxBytes))];
const megabytes = (list: CorpusFile[]): number => list.reduce((n, f) => n + Buffer.byteLength(f.text), 0) / 2 ** 20;
const mb = megabytes(files);

/** Wall and CPU seconds of `fn`: the machine is shared, so CPU time is the steadier figure. */
function measure(fn: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  fn();
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - start) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

// Baseline 1: one lower-casing pass over the corpus, a floor for any text scan.
const floor = measure(() => {
  for (const f of files) f.text.toLowerCase();
});

// Baseline 2: every rule regex over every byte, no prefilter (every 10th file: it is slow).
const sample = files.filter((_, i) => i % 10 === 0);
const naiveRegexes = secretRules().map((r) => new RegExp(r.regex.source, `${r.regex.flags}g`));
const naive = measure(() => {
  for (const f of sample) for (const re of naiveRegexes) for (const _ of f.text.matchAll(re)) void _;
});

detectSecrets('warm-up ghp_ token = "x"');
const offenders: Array<{ path: string; rules: string[]; snippets: string[] }> = [];
const detect = measure(() => {
  for (const f of files) {
    const found = detectSecrets(f.text);
    if (found.length === 0) continue;
    const snippet = (s: number, e: number): string =>
      f.text.slice(Math.max(0, s - 30), Math.min(e + 10, s + 90)).replace(/\s+/g, ' ');
    const rules = [...new Set(found.map((x) => x.rule))];
    offenders.push({ path: f.path, rules, snippets: found.slice(0, 2).map((x) => snippet(x.start, x.end)) });
  }
});

const byRule = new Map<string, number>();
for (const o of offenders) for (const r of o.rules) byRule.set(r, (byRule.get(r) ?? 0) + 1);
const rate = (megs: number, seconds: number): string => `${(megs / seconds).toFixed(1)} MB/s`;
const ruleCounts = [...byRule].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r}:${n}`);

console.log(`rules               ${secretRules().length}`);
console.log(`files scanned       ${files.length}`);
console.log(`corpus              ${mb.toFixed(1)} MB`);
console.log(
  `detectSecrets       ${rate(mb, detect.cpu)} CPU (${rate(mb, detect.wall)} wall, ${detect.wall.toFixed(1)} s)`,
);
console.log(
  `baseline lowercase  ${rate(mb, floor.cpu)} CPU; detect costs ${(detect.cpu / floor.cpu).toFixed(1)}x one pass`,
);
const naiveRate = megabytes(sample) / naive.cpu;
console.log(
  `baseline all regex  ${naiveRate.toFixed(1)} MB/s CPU; prefilter is ${(mb / detect.cpu / naiveRate).toFixed(1)}x faster`,
);
console.log(`files with findings ${offenders.length} (${((offenders.length / files.length) * 100).toFixed(3)}%)`);
console.log(`by rule             ${ruleCounts.join(' ') || '-'}`);
for (const o of offenders.slice(0, Number(values.top))) {
  console.log(`  ${o.path}  [${o.rules.join(', ')}]`);
  for (const s of o.snippets) console.log(`      ${s}`);
}
