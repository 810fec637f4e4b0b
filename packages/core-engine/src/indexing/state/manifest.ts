import type { IndexManifest, IndexRunStats, IndexState } from './types.js';

const tally = (values: Iterable<string>) => {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
};

/** Counts, languages, timings, rev and dirty files of an index. */
export function buildManifest(state: IndexState): IndexManifest {
  // One pass over the file table: it holds every file of the repository, and this runs after every update.
  let files = 0;
  let chunks = 0;
  let definitions = 0;
  let bytes = 0;
  const languages: Record<string, number> = {};
  for (const path in state.files) {
    const f = state.files[path]!;
    files++;
    chunks += f.chunks.length;
    definitions += f.defs;
    bytes += f.size;
    languages[f.language] = (languages[f.language] ?? 0) + 1;
  }
  return {
    root: state.root,
    rev: state.rev,
    head: state.head,
    dirty: state.dirty,
    counts: { files, chunks, definitions, skipped: state.skipped.length },
    languages,
    skipped_by_reason: tally(state.skipped.map((s) => s.reason)),
    embedder: state.embedder,
    timings_ms: state.timings,
    bytes,
    updated_at: state.updatedAt,
  };
}

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
    `- files: ${r.files} indexed, ${r.changed} re-processed, ${r.removed} removed; ${r.chunks} chunks`,
    `- skipped: ${r.skipped}${skippedNote ? ` (${skippedNote})` : ''}`,
    ...examples,
    `- read ${(r.bytes_read / 1e6).toFixed(2)} MB in ${r.duration_ms} ms; stages: ${Object.entries(r.timings_ms)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}`,
    '',
    '',
  ].join('\n');
}
