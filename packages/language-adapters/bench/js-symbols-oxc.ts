// Issue 30: could oxc-parser (raw transfer needs Node >= 22) replace the hand-written JS/TS scanner? Both are
// measured against the tree-sitter extractor (the reference js-symbols.ts uses) on the same corpus: exactness
// (definition precision/recall, files exactly equal) and single-thread speed, in one run.
// JS_SYMBOLS_MB caps the npm bytes (default 60); OXC_MISSES=N prints N oxc disagreements.
import type { FileSymbols, SymbolDefinition } from '@sextant/core-engine/ports';
import { rawTransferSupported } from 'oxc-parser';
import { createSymbolExtractor } from '../src/symbols/extract.js';
import { scanJsSymbols } from '../src/symbols/js-scan/index.js';
import { scanReferences } from '../src/symbols/references.js';
import { collectCorpus } from './js-symbols-corpus.js';
import type { CorpusFile } from './js-symbols-corpus.js';
import { oxcParse, oxcSymbols } from './oxc-symbols.js';
import { oxcSymbolsLazy } from './oxc-symbols-lazy.js';

const files = collectCorpus(Number(process.env.JS_SYMBOLS_MB ?? 60) * 1e6);
const MISSES = Number(process.env.OXC_MISSES ?? 0);
const treeSitter = { js: createSymbolExtractor('javascript'), ts: createSymbolExtractor('typescript') };
const lang = (f: CorpusFile) => (/\.[mc]?ts$/.test(f.path) ? 'ts' : 'js');
const raw = rawTransferSupported();

const tuple = (d: SymbolDefinition) =>
  `${d.name}|${d.kind}|${d.container ?? ''}|${d.start.line}:${d.start.column}-${d.end.line}:${d.end.column}`;
function matched(expected: SymbolDefinition[], actual: SymbolDefinition[]): number {
  const bag = new Map<string, number>();
  for (const d of expected) bag.set(tuple(d), (bag.get(tuple(d)) ?? 0) + 1);
  let n = 0;
  for (const d of actual) {
    const left = bag.get(tuple(d)) ?? 0;
    if (!left) continue;
    n++;
    bag.set(tuple(d), left - 1);
  }
  return n;
}

type Tally = { files: number; declined: number; exact: number; expected: number; actual: number; matched: number };
const tally = (): Tally => ({ files: 0, declined: 0, exact: 0, expected: 0, actual: 0, matched: 0 });
const score = { scanner: tally(), scannerShipped: tally(), oxc: tally(), oxcShipped: tally(), oxcLazy: tally() };
const misses: string[] = [];
function count(t: Tally, expected: FileSymbols, actual: FileSymbols | undefined) {
  t.files++;
  t.expected += expected.definitions.length;
  if (!actual) return void t.declined++;
  if (JSON.stringify(actual) === JSON.stringify(expected)) t.exact++;
  t.actual += actual.definitions.length;
  t.matched += matched(expected.definitions, actual.definitions);
}

let bytes = 0;
for (const f of files) {
  bytes += Buffer.byteLength(f.content);
  const expected = await treeSitter[lang(f)]({ path: f.path, content: f.content });
  const scanned = scanJsSymbols(f.content, lang(f));
  const oxc = oxcSymbols(f.content, lang(f), 'standard');
  count(score.scanner, expected, scanned);
  count(score.scannerShipped, expected, scanned ?? expected);
  count(score.oxc, expected, oxc);
  count(score.oxcShipped, expected, oxc ?? expected);
  const lazy = raw ? oxcSymbolsLazy(f.content, lang(f)) : undefined;
  if (raw) count(score.oxcLazy, expected, lazy);
  for (const [label, got] of [
    ['oxc', oxc],
    ['oxc lazy', lazy],
  ] as const) {
    if (!got || misses.length >= MISSES || JSON.stringify(got) === JSON.stringify(expected)) continue;
    const want = new Set(expected.definitions.map(tuple));
    const have = new Set(got.definitions.map(tuple));
    const diff = [...want].filter((x) => !have.has(x)).map((x) => `-${x}`);
    diff.push(...[...have].filter((x) => !want.has(x)).map((x) => `+${x}`));
    misses.push(`${label} ${f.path}: ${diff.slice(0, 4).join('  ') || 'doc/signature/imports differ'}`);
  }
}

// Speed, single thread, interleaved, best of three rounds (the machine may be shared).
const runs: Record<string, (f: CorpusFile) => unknown> = {
  'tree-sitter': (f) => treeSitter[lang(f)]({ path: f.path, content: f.content }),
  scanner: (f) => scanJsSymbols(f.content, lang(f)),
  'scanner + tree-sitter fallback': (f) =>
    scanJsSymbols(f.content, lang(f)) ?? treeSitter[lang(f)]({ path: f.path, content: f.content }),
  'references text scan alone (both oxc rows include it)': (f) => scanReferences(f.content),
  'oxc parse only (standard transfer)': (f) => oxcParse(f.content, lang(f), 'standard'),
  'oxc symbols (standard transfer)': (f) => oxcSymbols(f.content, lang(f), 'standard'),
  ...(raw
    ? {
        'oxc parse only (raw transfer)': (f: CorpusFile) => oxcParse(f.content, lang(f), 'raw'),
        'oxc symbols (raw transfer)': (f: CorpusFile) => oxcSymbols(f.content, lang(f), 'raw'),
        'oxc symbols (lazy raw transfer, visitor)': (f: CorpusFile) => oxcSymbolsLazy(f.content, lang(f)),
      }
    : {}),
};
const best: Record<string, number> = {};
for (let round = 0; round < 3; round++)
  for (const [name, run] of Object.entries(runs)) {
    const t0 = performance.now();
    for (const f of files) await run(f);
    best[name] = Math.min(best[name] ?? Infinity, performance.now() - t0);
  }

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(2) : '-') + '%';
for (const m of misses) console.log(`  miss ${m}`);
console.log(
  `Node ${process.version}; ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB; raw transfer ${raw ? 'available' : 'unavailable'}`,
);
for (const [name, t] of Object.entries(score))
  console.log(
    `  ${name.padEnd(15)} declined ${pct(t.declined, t.files)}; def precision ${pct(t.matched, t.actual)},` +
      ` recall ${pct(t.matched, t.expected)}; files exactly equal ${pct(t.exact, t.files - t.declined)}`,
  );
const scan = best.scanner!;
for (const [name, ms] of Object.entries(best))
  console.log(
    `  ${name.padEnd(54)} ${(bytes / 1e6 / (ms / 1000)).toFixed(1).padStart(6)} MB/s  (${(ms / scan).toFixed(2)}x the scanner's time)`,
  );
