import { reciprocalRankFusion } from '../../retrieval/fusion.js';
import type { FusedResult, RankedList } from '../../retrieval/fusion.js';
import { parseChunkId } from '../chunking/chunk-ids.js';
import { fileRole, rolesAsked } from '../ranking/file-role.js';
import type { FileRole } from '../ranking/file-role.js';
import { asksTooling, isTooling } from './tooling.js';
import type { FileTermOptions } from './file-terms.js';

/** How chunk evidence becomes a file's rank. */
export interface FileRankOptions {
  /** A file's chunk score: its best chunk plus `support` times the sum of its next `supportOf`. @default 0.3, 3 */
  support?: number;
  supportOf?: number;
  /** Weights of the file-level lists in the file fusion. */
  weights?: Partial<Record<FileSignal, number>>;
  /** Rank tests (and docs) after the source, unless the query names them. @default true */
  sourceFirst?: boolean;
  /**
   * Among the first `window` files (dev split of the localization set: 10 files 0.532, 20 0.541, all 0.543
   * with the better recall). @default Infinity
   */
  window?: number;
  /**
   * Pooled hits a file needs to join the coverage list (localization dev 0.554 at 1, 0.548 at 2; the npm
   * docstring dev set's chunk MRR@10 0.472 at 1, 0.463 at 2). @default 1
   */
  coverageHits?: number;
  /** Files the path list holds. @default 30 */
  pathPool?: number;
  /** Tests of the first ranking whose sources the `tested` list holds. @default 20 */
  testsOf?: number;
  /** Best files of the first ranking whose references the `refs` list follows. @default 10 */
  refsOf?: number;
  /**
   * Roles moved behind the source (`tooling`: CI, manifests, lock files, configuration; see tooling.ts).
   * @default ['test', 'doc', 'tooling']
   */
  demote?: readonly (FileRole | 'tooling')[];
  /**
   * The file fusion's reciprocal-rank constant: lower trusts each list's first files more (localization dev
   * 0.591 at 60, 0.601 at 20, 0.604 at 10, 0.597 at 5; chosen leave one repository out). One constant for the
   * chunk evidence and another for the other lists (5 / 10 / 20 by 5 / 10 / 20 / 40) held out no better: 0.622
   * against 0.623 (session 10). @default 10
   */
  fusionK?: number;
  /**
   * Questions only: a file of more than `breadthFrom` chunks has its fused score times (chunks /
   * breadthFrom)^-breadth, so a hub file (clap's `command.rs`, 459 chunks) stops ranking first for every
   * question on several lists at once (localization dev 0.618 -> 0.624 at 0.5 from 100, 0.625 at 1; from 200:
   * 0.620 / 0.621), but it did not hold out: test 0.678 -> 0.667 (vite -0.049, ripgrep -0.010), so it is off.
   * @default 0
   */
  breadth?: number;
  /** @default 100 */
  breadthFrom?: number;
  /** The file terms' BM25 parameters (see file-terms.ts). */
  terms?: FileTermOptions;
}

// coverage: localization dev 0.554 at 0.3, 0.551 at 0.5, 0.552 at 0.7; the npm docstring dev set's chunk MRR@10
// 0.472 at 0.3, 0.461 at 0.5 (0.470 without).
// terms: localization dev 0.562 at 0.3 (per repository +0.013 -0.012 +0.007 +0.012 +0.022), 0.564 at 0.5 (eslint
// -0.019), 0.564 at 1; npm docstring dev file MRR@10 0.744 at 0.3, 0.753 at 0.5 (0.730 without).
// named: files the query names (`one-var`); localization dev 0.579 -> 0.591 at 0.5, 0.592 at 1, 0.596 at 2 (eslint
// 0.680 -> 0.733 / 0.739 / 0.757, vue +0.007, the rest unchanged: their queries name no file).
// phrase: files whose path holds two consecutive words of the query (`gh run list`); localization dev at a fusion
// constant of 10: 0.604 -> 0.606 at 0.3 (cli 0.472 -> 0.483; no other repository's query moves).
// defined: files defining an identifier the question names (`Variable`, `stateReason`; named-definitions.ts);
// localization dev 0.612 -> 0.617 / 0.618 / 0.617 at 0.3 / 0.5 / 1 (eslint +0.014, flask +0.010, cli +0.007).
// tested, refs, cochange: lists derived from a first ranking (order-by-file.ts); 0 leaves them out.
const defaultFileWeights = {
  ...{ chunks: 1, path: 0.1, defs: 0.3, history: 0.5, coverage: 0.3, terms: 0.3 },
  ...{ named: 1, tested: 0, refs: 0, cochange: 0, phrase: 0.3, defined: 0.5 },
};

/** The file-level signals. */
export type FileSignal = keyof typeof defaultFileWeights;

/** A file-level list beside the chunk evidence: paths in rank order. */
export interface FileList {
  signal: Exclude<FileSignal, 'chunks'>;
  paths: readonly string[];
  /** Its weight in the file fusion, when not the signal's. */
  weight?: number;
}

export interface RankedFile {
  path: string;
  score: number;
  /** 1-based rank of the file in each file-level list that holds it. */
  ranks: Record<string, number>;
}

/** Files in rank order from the fused chunks and the file-level lists (`chunksOf`: a file's size, for the breadth prior). */
export function rankFiles(
  fused: readonly FusedResult[],
  lists: readonly FileList[],
  query: string,
  opts: FileRankOptions = {},
  chunksOf?: (path: string) => number,
): RankedFile[] {
  const support = opts.support ?? 0.3;
  const supportOf = opts.supportOf ?? 3;
  const w = { ...defaultFileWeights, ...opts.weights };
  const byFile = new Map<string, number[]>();
  for (const r of fused) {
    const p = parseChunkId(r.id).path;
    (byFile.get(p) ?? byFile.set(p, []).get(p)!).push(r.score);
  }
  const evidence = [...byFile]
    .map(([p, xs]) => [p, xs[0]! + support * xs.slice(1, 1 + supportOf).reduce((a, x) => a + x, 0)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([p]) => p);
  const fileLists: RankedList[] = [{ signal: 'chunks', weight: w.chunks, ids: evidence }];
  for (const l of lists) {
    const weight = l.weight ?? w[l.signal];
    if (weight > 0 && l.paths.length) fileLists.push({ signal: l.signal, weight, ids: l.paths });
  }
  const ranked = reciprocalRankFusion(fileLists, opts.fusionK ?? 10).map((r) => ({
    path: r.id,
    score: r.score,
    ranks: r.ranks,
  }));
  const files = chunksOf ? dampBreadth(ranked, chunksOf, opts) : ranked;
  return opts.sourceFirst === false ? files : sourceFirst(files, query, opts);
}

/** Hub files' scores lowered by their size (see `breadth`), in a stable re-sort. */
function dampBreadth(files: RankedFile[], chunksOf: (path: string) => number, opts: FileRankOptions): RankedFile[] {
  const breadth = opts.breadth ?? 0;
  const from = opts.breadthFrom ?? 100;
  if (breadth <= 0 || !files.some((f) => chunksOf(f.path) > from)) return files;
  return files
    .map((f) => {
      const n = chunksOf(f.path);
      return n > from ? { ...f, score: f.score * (n / from) ** -breadth } : f;
    })
    .sort((a, b) => b.score - a.score);
}

/** The file-level list weight `signal` has under `opts` (0: left out). */
export const fileWeight = (signal: FileSignal, opts: FileRankOptions = {}): number =>
  opts.weights?.[signal] ?? defaultFileWeights[signal];

/** Tests and docs moved behind the source among the first `window` files, unless the query names them. */
function sourceFirst(files: RankedFile[], query: string, opts: FileRankOptions = {}): RankedFile[] {
  const asked: Set<string> = rolesAsked(query);
  if (asksTooling(query)) asked.add('tooling');
  const demote = new Set<string>((opts.demote ?? ['test', 'doc', 'tooling']).filter((r) => !asked.has(r)));
  if (demote.size === 0) return files;
  const moved = (path: string) => {
    const role = fileRole(path);
    return demote.has(role) || (role === 'source' && demote.has('tooling') && isTooling(path));
  };
  const window = opts.window ?? Infinity;
  const head = files.slice(0, window);
  const later = head.filter((f) => moved(f.path));
  return [...head.filter((f) => !moved(f.path)), ...later, ...files.slice(window)];
}
