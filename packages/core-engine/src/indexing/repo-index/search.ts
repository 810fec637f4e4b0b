import { closeSync, readSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { openInsideSync } from '../../guarded-io/fs-wall.js';
import { queryTerms } from '../../retrieval/tokenize.js';
import { hybridSearch, looksLikeCode, timed } from '../search/hybrid-search.js';
import type { RankedChunk, SearchRequest } from '../search/hybrid-search.js';
import { presentResults } from '../search/present.js';
import { linesReading } from '../search/file-lines.js';
import type { FileLines } from '../search/file-lines.js';
import { createLineStartsCache, fileVersion } from '../search/line-starts.js';
import type { LineStartsCache } from '../search/line-starts.js';
import type { SearchResultItem } from '../search/present.js';
import type { Loaded, RepoIndexContext } from './context.js';
import { currentIndex } from './loaded.js';
import { historyFor } from './history.js';
import { vocabFor } from './vocab.js';

export interface RepoSearchRequest extends SearchRequest {
  /** @default 5 */
  contextLines?: number;
  /** @default 8000 */
  tokenBudget?: number;
}

// A name-shaped query (`parseConfig`, `read_file`, `a.b`), not a plain word that synonyms may answer.
const isIdentifierQuery = (q: string) => looksLikeCode(q) && !/^[a-z]+$/.test(q.trim());

// Snippets are read behind the wall: a file replaced by a link leading outside the work tree since indexing is not
// shown. A file is read only as far as its snippets' lines, and where its lines start is kept for its version
// (a bundle's next snippets read only their lines); the descriptors opened go into `opened`, for the caller to
// close once the snippets are made.
const readLinesSync = (
  walls: () => readonly string[],
  root: string,
  path: string,
  opened: number[],
  known: LineStartsCache,
): FileLines | undefined => {
  try {
    const { fd, stats } = openInsideSync(walls(), join(root, path));
    opened.push(fd);
    const read = (into: Buffer, at: number) => readSync(fd, into, 0, into.length, at);
    return linesReading(stats.size, read, known.get(fileVersion(path, stats)));
  } catch {
    return undefined;
  }
};

// The vocabulary model and the history load only for a search that uses them.
const rankIn = async (ctx: RepoIndexContext, { state, symbols }: Loaded, req: SearchRequest) =>
  hybridSearch(req, {
    state,
    store: ctx.opts.store,
    symbols,
    embedder: ctx.opts.embedder,
    ...(req.features?.vocab === true || req.features?.translate === true ? { vocab: await vocabFor(ctx, state) } : {}),
    ...(req.features?.history !== false ? { history: await historyFor(ctx, state) } : {}),
  });

/** The fused chunks of a search, before snippets. */
export const rankIndex = async (ctx: RepoIndexContext, req: SearchRequest): Promise<RankedChunk[]> =>
  rankIn(ctx, await currentIndex(ctx), req);

/** A search's results with their snippets, merged and cut to the token budget. */
export async function searchIndex(ctx: RepoIndexContext, req: RepoSearchRequest): Promise<SearchResultItem[]> {
  const current = await timed(req.trace, 'index state', () => currentIndex(ctx));
  const { state } = current;
  const ranked = await rankIn(ctx, current, req);
  const cache = new Map<string, FileLines | undefined>();
  const opened: number[] = [];
  const lineStarts = (ctx.lineStarts ??= createLineStartsCache());
  let real: string[] | undefined;
  const walls = () => (real ??= [realpathSync(state.root)]); // the work tree's real path, once per search
  // Source files are small: a blocking read costs a tenth of fs/promises' (a file handle, several
  // thread-pool round trips) for the 20 or so files of one search.
  const readLines = async (path: string) => {
    if (state.rev) return undefined;
    if (!cache.has(path)) cache.set(path, readLinesSync(walls, state.root, path, opened, lineStarts));
    return cache.get(path);
  };
  try {
    return await timed(req.trace, 'snippets (read, merge, floor)', () =>
      presentResults(ranked, {
        k: req.k ?? 20,
        contextLines: req.contextLines,
        tokenBudget: req.tokenBudget,
        readLines,
        confidence: { terms: queryTerms(req.query), dropBelow: isIdentifierQuery(req.query) ? 0.5 : 0 },
      }),
    );
  } finally {
    for (const fd of opened) closeSync(fd);
    lineStarts.trim();
  }
}
