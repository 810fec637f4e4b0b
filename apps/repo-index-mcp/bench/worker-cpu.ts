// Per-file CPU of the repo index outside symbol extraction and SQLite, on one thread, over the npm corpus
// (bench/npm-corpus.ts): chunking, lexical pre-tokenisation (the tokenizer as of b9ca9a5 next to today's
// lexicalFields, each in a fresh process so both start cold, checked equal for every chunk), the worker->main
// result codec and the staged-file JSON. Rates are MB/s of chunk text (of file text for chunkFile).
// lexicalFields reaches the tokenizer through @sextant/core-engine's dist: rebuild core-engine after changing it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { chunkFile } from '../../../packages/core-engine/src/indexing/chunking/chunk.js';
import {
  decodeFileResult,
  encodeFileResult,
} from '../../../packages/core-engine/src/indexing/workers/file-result-codec.js';
import { skipByContent, skipByPath } from '../../../packages/core-engine/src/indexing/work-tree/file-filters.js';
import { processFile, toStored } from '../../../packages/core-engine/src/indexing/chunking/process-file.js';
import { encodeStaged } from '../../../packages/core-engine/src/indexing/state/staged-record.js';
import type { FileResult } from '../../../packages/core-engine/src/ports/file-processing.js';
import type { SymbolDefinition } from '../../../packages/core-engine/src/ports/language-adapter.js';
import type { StoredChunk } from '../../../packages/core-engine/src/ports/vector-store.js';
import {
  decodeFileResultV1,
  encodeFileResultV1,
} from '../../../packages/core-engine/test/support/file-result-codec-v1.js';
import { lexicalFieldsV1 } from '../../../packages/core-engine/test/support/tokenize-v1.js';
import { createLexicalFields } from '../../../packages/vector-search/src/lexical/fields.js';
import { packChunkText, unpackChunkText } from '../../../packages/vector-search/src/libsql/chunk-text.js';
import { buildNpmCorpus } from './npm-corpus.js';
import { mb } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU ms of each of ROUNDS runs of fn (the first one cold). */
const rounds = (fn: () => void) =>
  Array.from({ length: ROUNDS }, () => {
    const t = cpuMs();
    fn();
    return cpuMs() - t;
  });

// Child: `--lexical before|now <chunks.json>`: prints {ms: [...], digest} for one tokenizer, in a fresh process.
if (process.argv[2] === '--lexical') {
  const chunks = JSON.parse(readFileSync(process.argv[4]!, 'utf8')) as StoredChunk[];
  const fields = process.argv[3] === 'before' ? lexicalFieldsV1 : createLexicalFields();
  // Results are dropped as made (a worker posts them on): retaining 50 MB of them would time the GC instead.
  let size = 0;
  const ms = rounds(() => {
    for (const c of chunks) size += fields(c).body.length;
  });
  const digest = createHash('sha256');
  for (const c of chunks) {
    const f = fields(c);
    digest.update(`${f.symbol}\0${f.path}\0${f.doc}\0${f.body}\0`);
  }
  console.log(JSON.stringify({ ms, size, digest: digest.digest('hex') }));
  process.exit(0);
}

const coreDist = fileURLToPath(new URL('../../../packages/core-engine/dist/index.js', import.meta.url));
const coreText = fileURLToPath(new URL('../../../packages/core-engine/src/retrieval', import.meta.url));
const newestText = Math.max(...['tokenize.ts', 'token-string.ts'].map((f) => statSync(join(coreText, f)).mtimeMs));
if (statSync(coreDist).mtimeMs < newestText)
  console.log('WARNING: core-engine dist is older than src/retrieval: rebuild it');

const { root } = buildNpmCorpus(Number(process.env.BENCH_MB ?? 60) * 1e6);
const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\0')
  .filter((p) => p && !skipByPath(p));

// Symbols once (another stage, not timed here), keeping each file's definitions for the chunker.
const registry = createLanguageRegistry();
const files: { path: string; content: string; language: string; defs: SymbolDefinition[]; result: FileResult }[] = [];
for (const path of paths) {
  const buf = readFileSync(join(root, path));
  if (skipByContent(buf, path)) continue;
  const content = buf.toString('utf8');
  let defs: SymbolDefinition[] = [];
  const adapters = {
    byPath: (p: string) => {
      const a = registry.byPath(p);
      const symbols = a?.symbols?.bind(a);
      if (!a || !symbols) return a;
      const keep = async (f: { path: string; content: string }) => {
        const s = await symbols(f);
        defs = s.definitions;
        return s;
      };
      return { ...a, symbols: keep };
    },
  };
  const { language, chunks, symbols } = await processFile({ path, content }, adapters, silentLogger);
  files.push({
    path,
    content,
    language,
    defs,
    result: { language, chunks: chunks.map((c) => toStored(c)), symbols },
  });
}
rmSync(root, { recursive: true, force: true });
const chunks = files.flatMap((f) => f.result.chunks);
const textBytes = chunks.reduce((n, c) => n + c.text.length, 0);
const fileBytes = files.reduce((n, f) => n + f.content.length, 0);
console.log(
  `worker-cpu: ${files.length} files, ${mb(fileBytes).toFixed(1)} M chars indexed, ${chunks.length} chunks, ${mb(textBytes).toFixed(1)} M chars of chunk text; CPU ms per round, first round cold`,
);
const report = (name: string, bytes: number, ms: number[]) => {
  const best = Math.min(...ms);
  console.log(
    `  ${name.padEnd(30)} cold ${ms[0]!.toFixed(0).padStart(5)} ms = ${(mb(bytes) / (ms[0]! / 1000)).toFixed(1).padStart(5)} MB/s; best ${best.toFixed(0).padStart(5)} ms = ${(mb(bytes) / (best / 1000)).toFixed(1).padStart(5)} MB/s`,
  );
  return ms;
};

report(
  'chunkFile',
  fileBytes,
  rounds(() => files.forEach((f) => chunkFile(f, f.defs))),
);

const dump = join(tmpdir(), `worker-cpu-${process.pid}.json`);
writeFileSync(dump, JSON.stringify(chunks));
const child = (which: string) =>
  JSON.parse(
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--lexical', which, dump], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    }),
  ) as { ms: number[]; digest: string };
const v1 = child('before');
const v2 = child('now');
rmSync(dump);
report('lexical fields, before', textBytes, v1.ms);
report('lexical fields, now', textBytes, v2.ms);
console.log(
  `  lexical now vs before: ${(v1.ms[0]! / v2.ms[0]!).toFixed(2)}x cold, ${(Math.min(...v1.ms) / Math.min(...v2.ms)).toFixed(2)}x best; ${v1.digest === v2.digest ? 'identical fields for every chunk' : 'FIELDS DIFFER'}`,
);

const lexical = chunks.map(createLexicalFields());
let at = 0;
const results = files.map((f) => ({
  ...f.result,
  chunks: f.result.chunks.map((c): StoredChunk => ({ ...c, lexical: lexical[at++]! })),
}));
let encodedV1: ReturnType<typeof encodeFileResultV1>[] = [];
report(
  'encode, before (worker)',
  textBytes,
  rounds(() => (encodedV1 = results.map(encodeFileResultV1))),
);
report(
  'decode, before (main)',
  textBytes,
  rounds(() => encodedV1.map(decodeFileResultV1)),
);
let encoded: ReturnType<typeof encodeFileResult>[] = [];
report(
  'encode, now (worker)',
  textBytes,
  rounds(() => (encoded = results.map((r) => encodeFileResult(r)))),
);
const chars = (k: 'head' | 'blob') => mb(encoded.reduce((n, e) => n + e[k].length, 0)).toFixed(1);
console.log(`    encoded: heads ${chars('head')} M chars of JSON, blobs ${chars('blob')} M chars`);
let decoded: FileResult[] = [];
report(
  'decode, now (main)',
  textBytes,
  rounds(() => (decoded = encoded.map((e) => decodeFileResult(e)))),
);
// With packed texts (what the app's workers make): each text crosses beside its packed bytes, or the packed bytes
// cross alone (`packedTextOnly`, the pool unpacking only what is read). structuredClone with the packed buffer
// transferred stands for postMessage; nothing reads the texts after decoding, as the libsql store's writes do not.
const packedResults = results.map((r) => ({
  ...r,
  chunks: r.chunks.map((c): StoredChunk => {
    const packed = packChunkText(c.text);
    return packed ? { ...c, packed } : c;
  }),
}));
const crossing: number[][] = [];
for (const packedTextOnly of [false, true]) {
  const ms = rounds(() =>
    packedResults.forEach((r) => {
      const e = encodeFileResult(r, { packedTextOnly });
      const copy = structuredClone(e, { transfer: e.packed ? [e.packed.buffer as ArrayBuffer] : [] });
      decodeFileResult(copy, unpackChunkText);
    }),
  );
  crossing.push(report(`packed: encode+clone+decode${packedTextOnly ? ', text once' : ''}`, textBytes, ms));
}
console.log(
  `    text once vs beside its bytes: ${(Math.min(...crossing[1]!) / Math.min(...crossing[0]!)).toFixed(2)}x the CPU (best rounds)`,
);
const entries = decoded.map((r, i) => ({
  entry: {
    hash: 'h',
    language: r.language,
    size: files[i]!.content.length,
    chunks: r.chunks.map((c) => c.id),
    defs: r.symbols.defs.length,
  },
  symbols: r.symbols,
}));
const staged = (name: string, json: (f: (typeof entries)[number], i: number) => string) =>
  report(
    name,
    textBytes,
    rounds(() => entries.forEach((f, i) => json(f, i))),
  );
staged('staged-file JSON, before', (f) => encodeStaged('p', f));
staged('staged-file JSON, now (main)', (f, i) => encodeStaged('p', f, decoded[i]!.symbolsJson));
