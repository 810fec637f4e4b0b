// Corpora and cached indexes of the latency-curves bench: one npm-sources corpus (`base`) and copies of it
// under distinct paths (`c0/`, `c1/`…), each a git repository of its own; indexes and the Chroma server's
// data stay in the cache folder, so a rerun at the same sizes only checks that they are up to date.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildNpmCorpus } from './npm-corpus.js';
import { commitAll } from './support.js';

/** `50k` -> 50000, `1.5m` -> 1500000. */
export const parseSize = (s: string): number => {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`bad size ${s} (e.g. 50k, 200k, 500k)`);
  return Number(m[1]) * (m[2]?.toLowerCase() === 'm' ? 1e6 : m[2] ? 1e3 : 1);
};

/** The repository of `copies` copies of the base corpus (built on first use). */
export function corpusOf(cache: string, copies: number, baseMb: number): string {
  const base = join(cache, `base-${baseMb}mb`);
  if (!existsSync(join(base, 'pkgs'))) {
    mkdirSync(base, { recursive: true });
    buildNpmCorpus(baseMb * 1e6, { root: base, commit: false });
  }
  const root = join(cache, `corpus-${baseMb}mb-x${copies}`);
  if (!existsSync(join(root, '.git'))) {
    mkdirSync(root, { recursive: true });
    for (let i = 0; i < copies; i++) cpSync(join(base, 'pkgs'), join(root, `c${i}`, 'pkgs'), { recursive: true });
    commitAll(root);
  }
  return realpathSync(root);
}

/** Chunks one copy of the base corpus makes, once measured (`measure` indexes one copy). */
export async function chunksPerCopy(cache: string, baseMb: number, measure: () => Promise<number>): Promise<number> {
  const file = join(cache, `base-${baseMb}mb.json`);
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { chunks: number }).chunks;
  const chunks = await measure();
  writeFileSync(file, JSON.stringify({ chunks }));
  return chunks;
}

/**
 * Queries taken from the corpus itself: the first sentence of a doc comment (natural language) and the
 * name of the function it documents (identifier), from files of the first copy in a fixed order.
 */
export function corpusQueries(root: string, n: number): { identifiers: string[]; natural: string[] } {
  const found: { sentence: string; name: string }[] = [];
  const doc =
    /\/\*\*\s*\n?\s*\*?\s*([A-Z][^\n*@{}]{24,100}?)[.\n][\s\S]{0,400}?\*\/\s*(?:export\s+)?(?:async\s+)?function\s+([A-Za-z_$][\w$]{3,})/g;
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|ts|mjs|cjs)$/.test(e.name))
        for (const m of readFileSync(p, 'utf8').matchAll(doc)) found.push({ sentence: m[1]!.trim(), name: m[2]! });
    }
  };
  walk(join(root, 'c0'));
  // Spread over the corpus: every k-th pair, distinct queries only.
  const step = Math.max(1, Math.floor(found.length / n));
  const picked = found.filter((_, i) => i % step === 0);
  return {
    identifiers: [...new Set(picked.map((p) => p.name))].slice(0, n),
    natural: [...new Set(picked.map((p) => p.sentence))].slice(0, n),
  };
}
