// Per-file CPU of the repo index outside symbol extraction and SQLite, on one thread, over the npm corpus
// (bench/npm-corpus.ts): chunking, lexical pre-tokenisation (the tokenizer as of b9ca9a5 next to today's
// lexicalFields, checked equal for every chunk), the worker->main result codec and the staged-file JSON.
// Each stage runs ROUNDS times (first round cold); the best round is reported as MB/s of chunk text.
// core-engine and vector-search sources are imported directly (no build needed); lexicalFields from
// vector-search goes through @sextant/core-engine: rebuild core-engine first when its tokenizer changed.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { chunkFile } from '../../../packages/core-engine/src/indexing/chunk.js';
import { decodeFileResult, encodeFileResult } from '../../../packages/core-engine/src/indexing/file-result-codec.js';
import { skipByContent, skipByPath } from '../../../packages/core-engine/src/indexing/file-filters.js';
import { processFile, toStored } from '../../../packages/core-engine/src/indexing/process-file.js';
import type { FileResult } from '../../../packages/core-engine/src/ports/file-processing.js';
import type { SymbolDefinition } from '../../../packages/core-engine/src/ports/language-adapter.js';
import type { LexicalFields, StoredChunk } from '../../../packages/core-engine/src/ports/vector-store.js';
import { lexicalFieldsV1 } from '../../../packages/core-engine/test/helpers/tokenize-v1.js';
import { lexicalFields } from '../../../packages/vector-search/src/lexical-fields.js';
import { buildNpmCorpus } from './npm-corpus.js';
import { mb } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const { root } = buildNpmCorpus(Number(process.env.BENCH_MB ?? 60) * 1e6);
const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\0')
  .filter((p) => p && !skipByPath(p));

// Symbols once (not timed here: another stage), keeping each file's definitions for the chunker.
const registry = createLanguageRegistry();
const files: { path: string; content: string; language: string; defs: SymbolDefinition[]; result: FileResult }[] = [];
for (const path of paths) {
  const buf = readFileSync(join(root, path));
  if (skipByContent(buf, path)) continue;
  const content = buf.toString('utf8');
  let defs: SymbolDefinition[] = [];
  const wrapped = {
    byPath: (p: string) => {
      const a = registry.byPath(p);
      if (!a?.symbols) return a;
      const inner = a.symbols;
      return {
        ...a,
        symbols: async (f: { path: string; content: string }) => {
          const s = await inner(f);
          defs = s.definitions;
          return s;
        },
      };
    },
  };
  const { language, chunks, symbols } = await processFile({ path, content }, wrapped, silentLogger);
  files.push({
    path,
    content,
    language,
    defs,
    result: { language, chunks: chunks.map((c) => toStored(c, 'h')), symbols },
  });
}
const chunks = files.flatMap((f) => f.result.chunks);
const textBytes = chunks.reduce((n, c) => n + c.text.length, 0);
const fileBytes = files.reduce((n, f) => n + f.content.length, 0);
console.log(
  `worker-cpu: ${files.length} files, ${mb(fileBytes).toFixed(1)} M chars indexed, ${chunks.length} chunks, ${mb(textBytes).toFixed(1)} M chars of chunk text`,
);

if (process.env.BENCH_DUMP) {
  (await import('node:fs')).writeFileSync(
    process.env.BENCH_DUMP,
    JSON.stringify(
      chunks.map((c) => ({ path: c.metadata.path, symbol: c.metadata.symbol, doc: c.metadata.doc, text: c.text })),
    ),
  );
  process.exit(0);
}
const time = (name: string, bytes: number, fn: () => void) => {
  const ms: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    fn();
    ms.push(performance.now() - t);
  }
  const best = Math.min(...ms);
  console.log(
    `  ${name.padEnd(34)} best ${best.toFixed(0).padStart(5)} ms = ${(mb(bytes) / (best / 1000)).toFixed(1).padStart(6)} MB/s (rounds: ${ms.map((m) => m.toFixed(0)).join(', ')} ms)`,
  );
  return best;
};

time('chunkFile', fileBytes, () => {
  for (const f of files) chunkFile(f, f.defs);
});
let before: LexicalFields[] = [];
let after: LexicalFields[] = [];
const v1 = time('lexical fields, before (b9ca9a5)', textBytes, () => {
  before = chunks.map((c) => lexicalFieldsV1(c));
});
const v2 = time('lexical fields, now', textBytes, () => {
  after = chunks.map((c) => lexicalFields(c));
});
const differ = chunks.findIndex((c, i) => JSON.stringify(before[i]) !== JSON.stringify(after[i]));
console.log(
  `  lexical now vs before: ${(v1 / v2).toFixed(2)}x faster; ${differ < 0 ? 'identical for every chunk' : `DIFFERS at chunk ${chunks[differ]!.id}`}`,
);

let at = 0;
const results = files.map((f) => ({
  ...f.result,
  chunks: f.result.chunks.map((c): StoredChunk => ({ ...c, lexical: after[at++]! })),
}));
let encoded: ReturnType<typeof encodeFileResult>[] = [];
time('encodeFileResult (worker)', textBytes, () => {
  encoded = results.map(encodeFileResult);
});
const headChars = encoded.reduce((n, e) => n + e.head.length, 0);
console.log(
  `  heads: ${mb(headChars).toFixed(1)} M chars of JSON; blobs ${mb(encoded.reduce((n, e) => n + e.blob.length, 0)).toFixed(1)} M chars`,
);
{
  const part = (f: (r: FileResult) => unknown) =>
    mb(results.reduce((n, r) => n + JSON.stringify(f(r)).length, 0)).toFixed(1);
  console.log(
    `    head parts (M chars): chunk metadata ${part((r) => r.chunks.map((c) => c.metadata))}, of which doc ${part((r) => r.chunks.map((c) => c.metadata.doc))}, defs ${part((r) => r.symbols.defs)}, refs ${part((r) => r.symbols.refs)}, imports ${part((r) => r.symbols.imports)}`,
  );
}
time('  of which JSON.parse(head)', textBytes, () => {
  for (const e of encoded) JSON.parse(e.head);
});
let decoded: FileResult[] = [];
time('decodeFileResult (main)', textBytes, () => {
  decoded = encoded.map(decodeFileResult);
});
time('staged-file JSON (main)', textBytes, () => {
  for (const [i, r] of decoded.entries()) {
    const f = files[i]!;
    const entry = {
      hash: 'h',
      language: r.language,
      size: f.content.length,
      chunks: r.chunks.map((c) => c.id),
      defs: r.symbols.defs.length,
    };
    JSON.stringify({ entry, symbols: r.symbols });
  }
});
rmSync(root, { recursive: true, force: true });
