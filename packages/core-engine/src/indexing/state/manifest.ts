import { chunkCount } from './spanned-entry.js';
import type { FileEntry, IndexManifest, IndexRunStats, IndexState } from './types.js';

const tally = (values: Iterable<string>) => {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
};

interface Totals {
  files: number;
  chunks: number;
  definitions: number;
  bytes: number;
  languages: Record<string, number>;
}
// The totals of each state counted here: the next run's manifest adjusts them by the paths it touched.
const totalsOf = new WeakMap<IndexState, Totals>();

/**
 * Counts, languages, timings, rev and dirty files of an index. With `from` (the state this one was made
 * from, and every path whose entry differs), the previous counts are adjusted instead of counted again.
 */
export function buildManifest(
  state: IndexState,
  from?: { prev: IndexState; touched: readonly string[] },
): IndexManifest {
  const totals = totalsOf.get(state) ?? (from && stepTotals(from.prev, state, from.touched)) ?? countTotals(state);
  totalsOf.set(state, totals);
  const { files, chunks, definitions, bytes, languages } = totals;
  return {
    root: state.root,
    rev: state.rev,
    head: state.head,
    dirty: state.dirty,
    counts: { files, chunks, definitions, skipped: state.skipped.length },
    languages: { ...languages },
    skipped_by_reason: tally(state.skipped.map((s) => s.reason)),
    embedder: state.embedder,
    timings_ms: state.timings,
    bytes,
    updated_at: state.updatedAt,
  };
}

function countTotals(state: IndexState): Totals {
  // One pass over the file table: it holds every file of the repository.
  const t: Totals = { files: 0, chunks: 0, definitions: 0, bytes: 0, languages: {} };
  for (const path in state.files) add(t, state.files[path]!, 1);
  return t;
}

function add(t: Totals, f: FileEntry, sign: 1 | -1): void {
  t.files += sign;
  t.chunks += sign * chunkCount(f);
  t.definitions += sign * f.defs;
  t.bytes += sign * f.size;
  t.languages[f.language] = (t.languages[f.language] ?? 0) + sign;
}

function stepTotals(prev: IndexState, state: IndexState, touched: readonly string[]): Totals | undefined {
  const before = totalsOf.get(prev);
  if (!before) return undefined;
  const t = { ...before, languages: { ...before.languages } };
  for (const path of new Set(touched)) {
    if (prev.files[path]) add(t, prev.files[path], -1);
    if (state.files[path]) add(t, state.files[path], 1);
  }
  // A language that came or went changes the order a full count lists them in: count again then.
  const langs = Object.values(t.languages);
  return langs.length === Object.keys(before.languages).length && langs.every((n) => n > 0) ? t : undefined;
}

/** How many files `state` indexes, when its manifest was built (undefined: not counted yet). */
export const countedFiles = (state: IndexState): number | undefined => totalsOf.get(state)?.files;

/** One markdown section per run, appended to the index's logs. */
export function renderRunLog(r: IndexRunStats, state: IndexState): string {
  const skippedNote = Object.entries(tally(state.skipped.map((s) => s.reason)))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const examples = state.skipped.slice(0, 5).map((s) => `  - \`${s.path}\` (${s.reason})`);
  return [
    `## ${state.updatedAt} — ${r.status}`,
    '',
    `- revision: ${state.rev ?? 'work tree'} at ${state.head ?? '(no commits)'}${state.dirty.length ? `, ${state.dirty.length} uncommitted file(s)` : ''}`,
    `- files: ${r.files} indexed, ${r.changed} re-processed, ${r.removed} removed; ${r.chunks} chunks${r.named ? ` (looked at the ${r.named} path(s) a watcher named)` : ''}`,
    `- skipped: ${r.skipped}${skippedNote ? ` (${skippedNote})` : ''}`,
    ...examples,
    `- read ${(r.bytes_read / 1e6).toFixed(2)} MB in ${r.duration_ms} ms; stages: ${Object.entries(r.timings_ms)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}`,
    '',
    '',
  ].join('\n');
}
