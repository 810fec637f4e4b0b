// The synthetic corpus of apps/repo-index-mcp/bench/scale.ts as stored chunks (one per function, eleven a
// file), its 200 queries, and a libsql store holding it, for the benchmarks of this folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredChunk } from '@sextant/core-engine';
import { createLibsqlStore } from '../src/drivers/libsql.js';

const FNS = 11;
const words =
  'parse load save render fetch update delete create validate format compute merge split encode decode resolve'.split(
    ' ',
  );
const nouns =
  'user config file cache token session order invoice payment report image message queue socket schema'.split(' ');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** `n` chunks: the functions of scale.ts's files, file after file, with path, symbol and doc metadata. */
export function scaleChunks(n: number): StoredChunk[] {
  const out: StoredChunk[] = [];
  for (let i = 0; out.length < n; i++)
    for (let j = 0; j < FNS && out.length < n; j++) {
      const name = `${words[(i + j) % words.length]}${cap(nouns[(i * 7 + j) % nouns.length]!)}${i}_${j}`;
      const doc = `${words[(i * 3 + j) % words.length]} the ${nouns[(i + j * 5) % nouns.length]} record ${i}.`;
      const path = `src/area${i % 100}/mod${i}.ts`;
      out.push({
        id: `${path}:${j * 6 + 1}-${j * 6 + 5}`,
        text: `/** ${doc} */\nexport function ${name}(input: string): string {\n  const value = input.trim();\n  return value + '${i}-${j}';\n}\n`,
        metadata: { path, symbol: name, doc, language: 'typescript' },
      });
    }
  return out;
}

/** scale.ts's 200 queries: half identifiers, half words. */
export const scaleQueries = Array.from({ length: 200 }, (_, i) =>
  i % 2
    ? `${words[i % words.length]} ${nouns[(i * 3) % nouns.length]} record`
    : `${words[i % words.length]}${cap(nouns[i % nouns.length]!)}${i * 37}_3`,
);

/** A libsql store file in a temp folder holding `chunks`, written in the store's default batches. */
export async function buildStore(chunks: readonly StoredChunk[]): Promise<{ dir: string; path: string; ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'vs-bench-'));
  const path = join(dir, 'index.db');
  const t = performance.now();
  const store = await createLibsqlStore({ path });
  await store.upsert(chunks);
  await store.dispose?.();
  return { dir, path, ms: performance.now() - t };
}

export const pct = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const median = (xs: readonly number[]) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );
