import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { bm25, termFrequencies, terms } from './bm25.js';
import type { KnowledgeChunk } from './chunker.js';
import type { KnowledgeBase, KnowledgeHit, KnowledgeStatus } from './knowledge-base.js';

type StoredChunk = KnowledgeChunk & { tf: Record<string, number>; length: number; commit: string };
interface Stored {
  version: 1;
  repos: KnowledgeStatus['repos'];
  chunks: StoredChunk[];
}

/** The knowledge base plus the writes the indexer makes. */
export interface LocalKnowledge extends KnowledgeBase {
  /** Replaces everything indexed for `repo` with `chunks` and saves. */
  replaceRepo(repo: string, ref: string, commit: string, chunks: KnowledgeChunk[]): Promise<void>;
  /** The commit indexed for a repo, for incremental runs. */
  commitOf(repo: string): Promise<string | null>;
}

/** A lexical (BM25) knowledge base kept in one JSON file; loaded on first use, written atomically. */
export function createLocalKnowledge(opts: { file: string }): LocalKnowledge {
  let state: Promise<Stored> | undefined;
  const load = () =>
    (state ??= readFile(opts.file, 'utf8').then(
      (text) => JSON.parse(text) as Stored,
      () => ({ version: 1, repos: [], chunks: [] }) as Stored,
    ));
  const save = async (data: Stored) => {
    await mkdir(dirname(opts.file), { recursive: true });
    const tmp = `${opts.file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(data));
    await rename(tmp, opts.file);
  };

  return {
    async search(q) {
      const data = await load();
      const pool = data.chunks.filter(
        (c) =>
          c.kind === q.kind &&
          (!q.repo || c.repo === q.repo) &&
          (!q.language || c.language === q.language) &&
          (!q.path || c.path.includes(q.path)),
      );
      const query = terms(q.query);
      const scores = bm25(pool, query);
      return pool
        .map((c, i) => ({ c, score: scores[i] ?? 0 }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, q.limit)
        .map(({ c, score }): KnowledgeHit => ({
          repo: c.repo,
          path: c.path,
          startLine: c.startLine,
          endLine: c.endLine,
          language: c.language,
          snippet: snippet(c.text, query),
          score: Math.round(score * 1000) / 1000,
          url: `https://github.com/${c.repo}/blob/${c.commit}/${c.path}#L${c.startLine}-L${c.endLine}`,
          ...(c.symbol ? { symbol: c.symbol } : {}),
        }));
    },
    async status() {
      return { repos: (await load()).repos };
    },
    async commitOf(repo) {
      return (await load()).repos.find((r) => r.repo === repo)?.commit ?? null;
    },
    async replaceRepo(repo, ref, commit, chunks) {
      const data = await load();
      data.chunks = [
        ...data.chunks.filter((c) => c.repo !== repo),
        ...chunks.map((c) => ({ ...c, commit, ...termFrequencies(`${c.path} ${c.symbol ?? ''} ${c.text}`) })),
      ];
      data.repos = [
        ...data.repos.filter((r) => r.repo !== repo),
        { repo, ref, commit, indexedAt: new Date().toISOString(), chunks: chunks.length },
      ];
      await save(data);
    },
  };
}

// Up to 12 lines starting a little before the first line that mentions a query term.
function snippet(text: string, query: string[]): string {
  const lines = text.split('\n');
  const wanted = new Set(query);
  const hit = lines.findIndex((l) => terms(l).some((t) => wanted.has(t)));
  const from = Math.max(0, hit - 2);
  return lines.slice(from, from + 12).join('\n');
}
