// Parity and speed of the JS/TS symbol scanner against the tree-sitter extractor, per file, on this repo's
// own sources and npm package sources from the pnpm store. Packages split by a hash of their name into a
// dev set (tune on it) and a held-out set (~30%, aggregate figures only; its misses are never printed).
// JS_SYMBOLS_MB caps the npm bytes (default 60); JS_SYMBOLS_MISSES=N prints N dev misses.
import type { FileSymbols, SymbolDefinition } from '@sextant/core-engine/ports';
import { createSymbolExtractor } from '../src/symbols/extract.js';
import { scanJsSymbols } from '../src/symbols/js-scan/index.js';
import { collectCorpus } from './js-symbols-corpus.js';
import type { CorpusFile } from './js-symbols-corpus.js';

const TARGET = Number(process.env.JS_SYMBOLS_MB ?? 60) * 1e6;
const MISSES = Number(process.env.JS_SYMBOLS_MISSES ?? 0);
const files = collectCorpus(TARGET);
const treeSitter = { js: createSymbolExtractor('javascript'), ts: createSymbolExtractor('typescript') };

interface Tally {
  files: number;
  bytes: number;
  accepted: number;
  expectedAccepted: number;
  exactFiles: number;
  expected: number;
  actual: number;
  matched: number;
  fields: Record<string, number>;
  /** The same on the output callers get (scanner, or tree-sitter where the scanner declined). */
  combined: { exactFiles: number; actual: number; matched: number };
}
const tally = (): Tally => ({
  files: 0,
  bytes: 0,
  accepted: 0,
  expectedAccepted: 0,
  exactFiles: 0,
  expected: 0,
  actual: 0,
  matched: 0,
  fields: {},
  combined: { exactFiles: 0, actual: 0, matched: 0 },
});
const sets = { dev: tally(), heldOut: tally() };

const tuple = (d: SymbolDefinition) =>
  `${d.name}|${d.kind}|${d.container ?? ''}|${d.start.line}:${d.start.column}-${d.end.line}:${d.end.column}`;
function matchCount(expected: SymbolDefinition[], actual: SymbolDefinition[]): number {
  const bag = new Map<string, number>();
  for (const d of expected) bag.set(tuple(d), (bag.get(tuple(d)) ?? 0) + 1);
  let n = 0;
  for (const d of actual) {
    const left = bag.get(tuple(d)) ?? 0;
    if (left > 0) {
      n++;
      bag.set(tuple(d), left - 1);
    }
  }
  return n;
}

/** Field-level differences, pairing definitions by name and start line. */
function fieldDiffs(expected: FileSymbols, actual: FileSymbols): string[] {
  const out: string[] = [];
  const pool = [...actual.definitions];
  for (const e of expected.definitions) {
    const i = pool.findIndex((a) => a.name === e.name && a.start.line === e.start.line);
    if (i < 0) {
      out.push(`missing ${tuple(e)}`);
      continue;
    }
    const a = pool.splice(i, 1)[0]!;
    const pairs: [string, unknown, unknown][] = [
      ['kind', e.kind, a.kind],
      ['container', e.container, a.container],
      ['start', `${e.start.line}:${e.start.column}`, `${a.start.line}:${a.start.column}`],
      ['end', `${e.end.line}:${e.end.column}`, `${a.end.line}:${a.end.column}`],
      ['doc', e.doc, a.doc],
      ['signature', e.signature, a.signature],
    ];
    for (const [field, x, y] of pairs) if (x !== y) out.push(`${field} ${e.name}@${e.start.line}: ${x} | ${y}`);
  }
  for (const a of pool) out.push(`extra ${tuple(a)}`);
  if (JSON.stringify(expected.imports) !== JSON.stringify(actual.imports))
    out.push(`imports ${JSON.stringify(expected.imports)} | ${JSON.stringify(actual.imports)}`);
  if (JSON.stringify(expected.references) !== JSON.stringify(actual.references)) out.push('references');
  return out;
}

const dialect = (f: CorpusFile) => (/\.[mc]?ts$/.test(f.path) ? 'ts' : 'js');
const expectedOf = new Map<CorpusFile, FileSymbols>();
const printed: string[] = [];
const reasons = new Map<string, number>();
for (const f of files) {
  const expected = await treeSitter[dialect(f)]({ path: f.path, content: f.content });
  expectedOf.set(f, expected);
  const actual = scanJsSymbols(f.content, dialect(f), (why) => {
    if (f.heldOut) return;
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
    if (printed.length < MISSES) printed.push(`${f.path}: falls back: ${why}`);
  });
  const t = f.heldOut ? sets.heldOut : sets.dev;
  t.files++;
  t.bytes += Buffer.byteLength(f.content);
  t.expected += expected.definitions.length;
  const shipped = actual ?? expected;
  const exact = JSON.stringify(shipped) === JSON.stringify(expected);
  if (exact) t.combined.exactFiles++;
  t.combined.actual += shipped.definitions.length;
  t.combined.matched += matchCount(expected.definitions, shipped.definitions);
  if (!actual) continue;
  t.accepted++;
  t.expectedAccepted += expected.definitions.length;
  if (exact) t.exactFiles++;
  t.actual += actual.definitions.length;
  t.matched += matchCount(expected.definitions, actual.definitions);
  const diffs = fieldDiffs(expected, actual);
  for (const d of diffs) {
    const field = d.split(' ')[0]!;
    t.fields[field] = (t.fields[field] ?? 0) + 1;
  }
  if (!f.heldOut && printed.length < MISSES) for (const d of diffs.slice(0, 5)) printed.push(`${f.path}: ${d}`);
}

// Speed, single thread: the three runs interleaved (the machine may be shared), best of three rounds each.
const runs: Record<string, (f: CorpusFile) => unknown> = {
  treeSitter: (f) => treeSitter[dialect(f)]({ path: f.path, content: f.content }),
  scanner: (f) => scanJsSymbols(f.content, dialect(f)),
  withFallback: (f) =>
    scanJsSymbols(f.content, dialect(f)) ?? treeSitter[dialect(f)]({ path: f.path, content: f.content }),
};
const best: Record<string, number> = {};
for (let round = 0; round < 3; round++) {
  for (const [name, run] of Object.entries(runs)) {
    const t0 = performance.now();
    for (const f of files) await run(f);
    best[name] = Math.min(best[name] ?? Infinity, performance.now() - t0);
  }
}
const bytes = sets.dev.bytes + sets.heldOut.bytes;
const [tsMs, scanMs, withFallbackMs] = [best.treeSitter!, best.scanner!, best.withFallback!];

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(2) : '-') + '%';
const rate = (ms: number) => `${(bytes / 1e6 / (ms / 1000)).toFixed(1)} MB/s`;
for (const m of printed) console.log(`  miss ${m}`);
const topReasons = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8);
console.log(`dev fallback reasons: ${topReasons.map(([w, n]) => `${w} (${n})`).join('; ')}`);
for (const [name, t] of Object.entries(sets)) {
  console.log(
    `${name}: ${t.files} files, ${(t.bytes / 1e6).toFixed(1)} MB; scanner accepted ${pct(t.accepted, t.files)}` +
      ` (the rest fall back to tree-sitter)\n` +
      `  scanner on accepted files: def precision ${pct(t.matched, t.actual)}, recall ${pct(t.matched, t.expectedAccepted)},` +
      ` files exactly equal ${pct(t.exactFiles, t.accepted)}\n` +
      `  shipped (with fallback): def precision ${pct(t.combined.matched, t.combined.actual)},` +
      ` recall ${pct(t.combined.matched, t.expected)}, files exactly equal ${pct(t.combined.exactFiles, t.files)}\n` +
      `  field disagreements: ${JSON.stringify(t.fields)}`,
  );
}
console.log(
  `speed (single thread, ${(bytes / 1e6).toFixed(1)} MB): tree-sitter ${rate(tsMs)}, scanner ${rate(scanMs)}` +
    ` (${(tsMs / scanMs).toFixed(1)}x), scanner with fallback ${rate(withFallbackMs)} (${(tsMs / withFallbackMs).toFixed(1)}x)`,
);
