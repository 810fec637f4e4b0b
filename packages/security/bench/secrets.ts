// Throughput and false positives of detectSecrets over real code: the sources of the packages in the pnpm store.
// Usage: pnpm bench [--max-mb 400] [--top 25]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { detectSecrets, secretRules } from '../src/index.js';
import { loadCorpus } from './corpus.js';

const { values } = parseArgs({
  options: {
    'max-mb': { type: 'string', default: '400' },
    top: { type: 'string', default: '25' },
    store: { type: 'string' },
  },
});
const store = values.store ?? fileURLToPath(new URL('../../../node_modules/.pnpm', import.meta.url));
const files = loadCorpus(store, Number(values['max-mb']) * 1024 * 1024);
const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
const mb = bytes / 1024 / 1024;

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

// Baseline 1: one lower-casing pass, the floor any keyword prefilter pays.
const floor = time(() => {
  for (const f of files) f.text.toLowerCase();
});

// Baseline 2: every rule regex over every file, no prefilter (on a slice, it is slow).
const sample = files.slice(0, Math.max(1, Math.floor(files.length / 10)));
const sampleMb = sample.reduce((n, f) => n + Buffer.byteLength(f.text), 0) / 1024 / 1024;
const naiveRegexes = secretRules.map((r) => new RegExp(r.regex.source, `${r.regex.flags}g`));
const naive = time(() => {
  for (const f of sample) for (const re of naiveRegexes) for (const _ of f.text.matchAll(re)) void _;
});

detectSecrets('warm-up ghp_ token = "x"');
const offenders: Array<{ path: string; rules: string[]; snippets: string[] }> = [];
const seconds = time(() => {
  for (const f of files) {
    const found = detectSecrets(f.text);
    if (found.length === 0) continue;
    offenders.push({
      path: f.path,
      rules: [...new Set(found.map((x) => x.rule))],
      snippets: found
        .slice(0, 2)
        .map((x) => f.text.slice(Math.max(0, x.start - 30), Math.min(x.end + 10, x.start + 90)).replace(/\s+/g, ' ')),
    });
  }
});

const byRule = new Map<string, number>();
for (const o of offenders) for (const r of o.rules) byRule.set(r, (byRule.get(r) ?? 0) + 1);

console.log(`rules               ${secretRules.length}`);
console.log(`files scanned       ${files.length}`);
console.log(`corpus              ${mb.toFixed(1)} MB`);
console.log(`detectSecrets       ${seconds.toFixed(2)} s  ${(mb / seconds).toFixed(1)} MB/s`);
console.log(
  `toLowerCase floor   ${(mb / floor).toFixed(1)} MB/s  (detect costs ${(seconds / floor).toFixed(1)}x the floor)`,
);
console.log(
  `no prefilter        ${(sampleMb / naive).toFixed(1)} MB/s on ${sampleMb.toFixed(1)} MB  (prefilter is ${sampleMb / naive / (mb / seconds) < 1 ? (mb / seconds / (sampleMb / naive)).toFixed(1) + 'x faster' : 'slower'})`,
);
console.log(`files with findings ${offenders.length} (${((offenders.length / files.length) * 100).toFixed(3)}%)`);
console.log(
  `by rule             ${
    [...byRule]
      .sort((a, b) => b[1] - a[1])
      .map(([r, n]) => `${r}:${n}`)
      .join(' ') || '-'
  }`,
);
for (const o of offenders.slice(0, Number(values.top))) {
  console.log(`  ${o.path}  [${o.rules.join(', ')}]`);
  for (const s of o.snippets) console.log(`      ${s}`);
}
