// Knowledge base bench: index build time for the fixture repo (loopback GitHub) and search latency p50/p95,
// against a baseline substring scan over the same chunks measured in the same process.
import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { chunkKnowledgeFile, classifyKnowledgePath, indexTargets } from '@sextant/vector-search/knowledge';
import { startFakeGithub } from '../test/support/fake-github.js';

const github = await startFakeGithub();
const deps = createDeps(
  loadConfig({
    MIDNIGHT_GITHUB_API_URL: github.url,
    MIDNIGHT_DATA_DIR: mkdtempSync(join(tmpdir(), 'midnight-bench-')),
  }),
  silentLogger,
);
const knowledge = deps.localIndex!;
const refs = ['compactc-v0.24.0', 'compactc-v0.25.0', 'compactc-v0.26.0'];
const t0 = performance.now();
const { indexed } = await indexTargets(
  refs.map((ref) => ({ repo: 'midnightntwrk/compact', ref })),
  { github: deps.github, knowledge, force: true, adapters: await deps.adapters() },
);
const buildMs = performance.now() - t0;
const chunks = indexed.reduce((n, o) => n + o.chunks, 0);
console.log(
  `index build: ${refs.length} refs, ${indexed.reduce((n, o) => n + o.files, 0)} files, ${chunks} chunks in ${buildMs.toFixed(0)} ms (last ref kept)`,
);

// A larger corpus for latency: this workspace's packages/ as a local clone (TypeScript, Markdown, Compact fixtures).
const packagesDir = fileURLToPath(new URL('../../../packages/', import.meta.url));
const t1 = performance.now();
const local = await indexTargets([{ repo: 'local/sextant', dir: packagesDir }], {
  github: deps.github,
  knowledge,
  adapters: await deps.adapters(),
});
const localOutcome = local.indexed[0];
console.log(
  `index build (local clone of packages/): ${localOutcome?.files} files, ${localOutcome?.chunks} chunks in ${(performance.now() - t1).toFixed(0)} ms`,
);
// Baseline: the same chunks ranked by counting query substrings.
const paths = (await readdir(packagesDir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile())
  .map((e) => relative(packagesDir, join(e.parentPath, e.name)));
const corpus = (
  await Promise.all(
    paths.map((p) =>
      chunkKnowledgeFile(
        'local/sextant',
        p,
        classifyKnowledgePath(p) ? readFileSync(join(packagesDir, p), 'utf8') : '',
      ),
    ),
  )
).flat();

const queries = [
  'increment counter',
  'sealed ledger',
  'witness secret key',
  'vector store upsert',
  'tool handler error',
  'parse compact circuit',
];
const kinds = ['compact', 'docs', 'typescript'] as const;
const time = async (fn: (q: string, i: number) => Promise<unknown> | unknown) => {
  const samples: number[] = [];
  for (let i = 0; i < 600; i++) {
    const s = performance.now();
    await fn(queries[i % queries.length] as string, i);
    samples.push(performance.now() - s);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: samples[Math.floor(samples.length * 0.5)] as number,
    p95: samples[Math.floor(samples.length * 0.95)] as number,
  };
};
const search = await time((q, i) =>
  knowledge.search({ query: q, kind: kinds[i % 3] as (typeof kinds)[number], limit: 10, repo: 'local/sextant' }),
);
const scan = await time((q) => {
  const words = q.toLowerCase().split(' ');
  return corpus.map((c) => words.filter((w) => c.text.toLowerCase().includes(w)).length).filter((n) => n > 0).length;
});
console.log(
  `search (libsql FTS5 BM25 + RRF, no embedder): p50 ${search.p50.toFixed(3)} ms, p95 ${search.p95.toFixed(3)} ms over ${localOutcome?.chunks} indexed chunks (the baseline scans ${corpus.length} window chunks)`,
);
console.log(
  `baseline substring scan: p50 ${scan.p50.toFixed(3)} ms, p95 ${scan.p95.toFixed(3)} ms (search/scan p50 ${(search.p50 / scan.p50).toFixed(2)}x)`,
);
await deps.dispose();
await github.close();
