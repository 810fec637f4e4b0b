import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexState, RepoIndex } from '@sextant/core-engine/indexing';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { classify } from './classify.js';
import type { IndexOutcome } from './indexer.js';
import type { KnowledgeHit, KnowledgeQuery, KnowledgeStatus } from './knowledge-base.js';
import { snippet } from './snippet.js';

interface CloneEntry {
  repo: string;
  root: string;
  indexedAt: string;
}

export interface CloneKnowledgeOptions {
  /** Where the clone indexes and their registry (`clones.json`) live. */
  dir: string;
  /** Opens (or creates) the repo-index of one clone in its own directory. */
  openIndex: (dir: string) => Promise<{ index: RepoIndex; dispose(): Promise<void> }>;
}

/** Local git clones indexed by core-engine's repo-index pipeline: lexical, symbol, graph and (optional) vector signals. */
export interface CloneKnowledge {
  /** Indexes or updates the clone at `root` (a git work tree root) as `repo`; unchanged files are not re-read. */
  index(repo: string, root: string, opts?: { signal?: AbortSignal; force?: boolean }): Promise<IndexOutcome>;
  search(q: KnowledgeQuery): Promise<KnowledgeHit[]>;
  status(): Promise<KnowledgeStatus['repos']>;
  has(repo: string): Promise<boolean>;
  /** Drops a clone's index and registry entry (the repo is now indexed into the store). */
  remove(repo: string): Promise<void>;
  dispose(): Promise<void>;
}

// HEAD, marked when the index includes uncommitted files.
const commitOf = (state: IndexState | undefined) =>
  state?.head ? `${state.head}${state.dirty.length ? '+dirty' : ''}` : null;

const slug = (repo: string) => repo.replace(/[^\w.-]+/g, '__');

/** Keeps one repo-index per local clone and searches them with the knowledge base's filters. */
export function createCloneKnowledge(opts: CloneKnowledgeOptions): CloneKnowledge {
  const registryPath = join(opts.dir, 'clones.json');
  const open = new Map<string, ReturnType<CloneKnowledgeOptions['openIndex']>>();
  const readRegistry = async () =>
    JSON.parse(await readFile(registryPath, 'utf8').catch(() => '{}')) as Record<string, CloneEntry>;
  const indexOf = (repo: string) => {
    let p = open.get(repo);
    if (!p) open.set(repo, (p = opts.openIndex(join(opts.dir, slug(repo)))));
    p.catch(() => open.delete(repo));
    return p.then((o) => o.index);
  };
  let writes: Promise<unknown> = Promise.resolve();
  const updateRegistry = (change: (reg: Record<string, CloneEntry>) => Record<string, CloneEntry>) => {
    // core-engine's indexing entry (writeAtomic) loads with the first registry write, not with the knowledge base.
    const write = writes.then(async () => {
      const { writeAtomic } = await import('@sextant/core-engine/indexing');
      await writeAtomic(registryPath, JSON.stringify(change(await readRegistry()), null, 2));
    });
    writes = write.catch(() => undefined);
    return write;
  };
  const drop = async (repo: string) => {
    await (await open.get(repo)?.catch(() => undefined))?.dispose();
    open.delete(repo);
    await rm(join(opts.dir, slug(repo)), { recursive: true, force: true });
  };

  return {
    async index(repo, root, { signal, force } = {}) {
      // A forced run rebuilds from scratch (e.g. after changing the embedder): drop this clone's index first.
      if (force) await drop(repo);
      const index = await indexOf(repo);
      const stats = await index.run({ root, signal });
      const state = await index.state();
      const entry: CloneEntry = { repo, root, indexedAt: new Date().toISOString() };
      await updateRegistry((reg) => ({ ...reg, [repo]: entry }));
      const commit = commitOf(state) ?? 'worktree';
      const upToDate = stats.status === 'up_to_date';
      return { repo, ref: 'local', commit, files: upToDate ? 0 : stats.changed, chunks: stats.chunks, upToDate };
    },
    async search(q) {
      const entries = Object.values(await readRegistry()).filter((e) => !q.repo || e.repo === q.repo);
      const terms = new Set(queryTerms(q.query));
      const hits: KnowledgeHit[] = [];
      for (const e of entries) {
        const ranked = await (await indexOf(e.repo)).rank({ query: q.query, k: Math.max(100, q.limit * 10) });
        const state = await (await indexOf(e.repo)).state();
        for (const r of ranked) {
          const m = r.chunk.metadata;
          const path = String(m.path);
          const type = classify(path);
          if (!type || type.kind !== q.kind) continue;
          if ((q.language && type.language !== q.language) || (q.path && !path.includes(q.path))) continue;
          const [start, end] = [Number(m.start_line), Number(m.end_line)];
          hits.push({
            repo: e.repo,
            path,
            startLine: start,
            endLine: end,
            language: type.language,
            snippet: snippet(r.chunk.text, terms),
            score: Math.round(r.score * 1e6) / 1e6,
            url: `https://github.com/${e.repo}/blob/${state?.head ?? 'HEAD'}/${path}#L${start}-L${end}`,
            ...(typeof m.symbol === 'string' && m.symbol ? { symbol: m.symbol } : {}),
          });
        }
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, q.limit);
    },
    async status() {
      const out: KnowledgeStatus['repos'] = [];
      for (const e of Object.values(await readRegistry())) {
        const state = await (await indexOf(e.repo)).state();
        const { chunkCount } = await import('@sextant/core-engine/indexing');
        // Counted from each entry's spans, without making (and keeping) every file's chunk ids.
        const chunks = Object.values(state?.files ?? {}).reduce((n, f) => n + chunkCount(f), 0);
        out.push({ repo: e.repo, ref: 'local', commit: commitOf(state), indexedAt: e.indexedAt, chunks });
      }
      return out;
    },
    has: async (repo) => repo in (await readRegistry()),
    async remove(repo) {
      await drop(repo);
      await updateRegistry(({ [repo]: _gone, ...rest }) => rest);
    },
    async dispose() {
      for (const p of open.values()) await (await p.catch(() => undefined))?.dispose();
      open.clear();
    },
  };
}
