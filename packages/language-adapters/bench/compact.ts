// Compact parser bench: files/s and exact-count accuracy on the six real contracts, against a regex baseline
// (the line-pattern approach the seed server used) measured in the same process.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCompact } from '../src/compact/parser.js';

interface Counts {
  ledgers: number;
  circuits: number;
  witnesses: number;
  imports: number;
}
// Oracles from shared/reference/midnight/compact/SOURCES.md (imports include `include`).
const ORACLE: Record<string, Counts> = {
  'counter.compact': { ledgers: 1, circuits: 1, witnesses: 0, imports: 1 },
  'bboard.compact': { ledgers: 4, circuits: 3, witnesses: 1, imports: 1 },
  'oz-Ownable.compact': { ledgers: 2, circuits: 11, witnesses: 1, imports: 2 },
  'oz-FungibleToken.compact': { ledgers: 7, circuits: 23, witnesses: 1, imports: 2 },
  'oz-MockOwnable.compact': { ledgers: 0, circuits: 7, witnesses: 0, imports: 2 },
  'lfdt-compact-syntax-test.compact': { ledgers: 21, circuits: 9, witnesses: 2, imports: 4 },
};

function findReference(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'reference', 'midnight', 'compact');
    if (existsSync(join(candidate, 'SOURCES.md'))) return candidate;
  }
  return undefined;
}

const parserCounts = (source: string): Counts => {
  const { declarations } = parseCompact(source);
  const n = (k: string) => declarations.filter((d) => d.kind === k).length;
  return { ledgers: n('ledger'), circuits: n('circuit'), witnesses: n('witness'), imports: n('import') + n('include') };
};

// Baseline: per-line regexes, the approach that missed witnesses and `export sealed ledger`.
const regexCounts = (source: string): Counts => {
  const count = (re: RegExp) => (source.match(re) ?? []).length;
  return {
    ledgers: count(/^\s*(export\s+)?ledger\s+\w+\s*:/gm),
    circuits: count(/^\s*(export\s+)?circuit\s+\w+\s*\(/gm),
    witnesses: count(/^\s*export\s+witness\s+\w+/gm),
    imports: count(/^\s*import\s+\w+;/gm),
  };
};

function measure(name: string, count: (s: string) => Counts, files: [string, string][], rounds: number) {
  let exact = 0;
  for (const [file, source] of files) {
    const got = count(source);
    const want = ORACLE[file];
    if (want && JSON.stringify(got) === JSON.stringify(want)) exact++;
  }
  for (let r = 0; r < 20; r++) for (const [, s] of files) count(s); // warm-up
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const [, s] of files) count(s);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const filesPerSecond = (rounds * files.length) / seconds;
  console.log(
    `${name.padEnd(18)} ${filesPerSecond.toFixed(0).padStart(8)} files/s   exact counts ${exact}/${files.length}`,
  );
  return filesPerSecond;
}

const dir = findReference();
if (!dir) {
  console.log('shared/reference/midnight/compact not found: accuracy needs the six real contracts; nothing measured.');
  process.exit(0);
}
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.compact'))
  .sort()
  .map((f): [string, string] => [f, readFileSync(join(dir, f), 'utf8')]);
const bytes = files.reduce((n, [, s]) => n + s.length, 0);
console.log(`Compact parser bench: ${files.length} real contracts, ${(bytes / 1024).toFixed(1)} KiB per round`);
const rounds = 300;
const baseline = measure('regex baseline', regexCounts, files, rounds);
const parser = measure('sextant parser', parserCounts, files, rounds);
console.log(`parser speed / regex speed: ${(parser / baseline).toFixed(2)}x`);
