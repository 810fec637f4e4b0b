import type { DiskEntry } from './state-json.js';
import { entryFromDisk, entryToDisk } from './state-json.js';
import type { IndexState } from './types.js';

// A run's change to the state, as one line of the state log: the small fields as they are after the run,
// the file entries and ranks that differ (null: gone), and the skipped list when it differs. Applied in
// order to the base snapshot, the lines give the state the last run wrote.
interface StateDelta {
  /** Every field but files, rank and skipped. */
  h: Omit<IndexState, 'files' | 'rank' | 'skipped'>;
  f: Record<string, DiskEntry | null>;
  r?: Record<string, number | null>;
  /** `r` is the whole rank table. */
  ra?: 1;
  /** The whole rank table as the bytes of a Float64Array (base64), one rank per file in path order. */
  rb?: string;
  s?: IndexState['skipped'];
}

const sameSkipped = (a: IndexState['skipped'], b: IndexState['skipped']) =>
  a === b ||
  (a.length === b.length &&
    a.every((s, i) => s.path === b[i]!.path && s.reason === b[i]!.reason && s.hash === b[i]!.hash));

/** Changed ranks from which the whole table is written instead (a change of the graph moves every rank). */
const MAX_RANK_DELTA = 4096;

/**
 * The ranks that differ between two tables (null: gone, among `touched`: ranks are kept per indexed file), or
 * undefined when more than MAX_RANK_DELTA do (write the table then).
 */
function rankDelta(
  from: IndexState['rank'],
  to: IndexState['rank'],
  touched: readonly string[],
): Record<string, number | null> | undefined {
  const out: Record<string, number | null> = {};
  let n = 0;
  for (const k in to)
    if (from[k] !== to[k] && (out[k] = to[k]!) !== undefined && ++n > MAX_RANK_DELTA) return undefined;
  for (const k of touched) if (from[k] !== undefined && to[k] === undefined) out[k] = null;
  return out;
}

/**
 * The log line taking `from` to `to`. `touched` names every path whose entry differs (the run knows them);
 * the rank table is compared whole when it is not the same object (PageRank can move any file's rank).
 */
export function encodeDelta(from: IndexState, to: IndexState, touched: readonly string[]): string {
  const { files, rank, skipped, ...h } = to;
  const f: StateDelta['f'] = {};
  for (const p of touched) {
    const e = files[p];
    f[p] = e ? entryToDisk(p, e) : null;
  }
  const delta: StateDelta = { h, f };
  if (rank !== from.rank) {
    const r = rankDelta(from.rank, rank, touched);
    if (r) delta.r = r;
    else {
      const rb = rankBytes(files, rank);
      Object.assign(delta, rb ? { rb } : { r: rank, ra: 1 });
    }
  }
  if (!sameSkipped(from.skipped, skipped)) delta.s = skipped;
  return JSON.stringify(delta);
}

/**
 * Applies one log line to `state` in place (its files and rank objects are changed: pass a state nobody
 * else holds), adding the paths whose entry it sets to `touched`. Returns whether a path came (the files
 * are then no longer in path order: see `sortFiles`). Throws a SyntaxError when the line is not a state delta.
 */
export function applyDelta(state: IndexState, line: string, touched?: string[]): boolean {
  const d = JSON.parse(line) as StateDelta;
  if (!d || typeof d !== 'object' || typeof d.h !== 'object' || typeof d.f !== 'object' || !d.h || !d.f)
    throw new SyntaxError('not a state delta');
  const { files, rank } = state;
  // The small fields as the run left them (an optional one it dropped goes too).
  for (const k of Object.keys(state)) if (k !== 'files' && k !== 'rank' && k !== 'skipped') delete (state as never)[k];
  Object.assign(state, d.h);
  let came = false;
  for (const p in d.f) {
    const e = d.f[p];
    touched?.push(p);
    if (e && !files[p]) came = true;
    if (e) files[p] = entryFromDisk(p, e);
    else delete files[p];
  }
  if (d.rb) state.rank = rankFromBytes(files, d.rb);
  else if (d.ra) state.rank = d.r as Record<string, number>;
  else if (d.r)
    for (const p in d.r) {
      const v = d.r[p];
      if (v === null || v === undefined) delete rank[p];
      else rank[p] = v;
    }
  if (d.s) state.skipped = d.s;
  return came;
}

const byPath = (a: string, b: string) => (a < b ? -1 : 1);
const sorted = (keys: string[]) => {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! >= keys[i]!) return keys.sort(byPath);
  return keys;
};

/**
 * A rank table keyed by exactly the indexed files, as its values in path order (8 bytes each, exact, and
 * no path written again); undefined when its keys are other paths.
 */
function rankBytes(files: IndexState['files'], rank: IndexState['rank']): string | undefined {
  const keys = sorted(Object.keys(files));
  const values = new Float64Array(keys.length);
  let n = 0;
  for (const _ in rank) n++;
  if (n !== keys.length) return undefined;
  for (let i = 0; i < keys.length; i++) {
    const v = rank[keys[i]!];
    if (v === undefined) return undefined;
    values[i] = v;
  }
  return Buffer.from(values.buffer).toString('base64');
}

function rankFromBytes(files: IndexState['files'], bytes: string): IndexState['rank'] {
  const keys = sorted(Object.keys(files));
  const buf = Buffer.from(bytes, 'base64');
  if (buf.length !== keys.length * 8) throw new SyntaxError('a rank table of another file table');
  const values = new Float64Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length));
  const rank: IndexState['rank'] = {};
  for (let i = 0; i < keys.length; i++) rank[keys[i]!] = values[i]!;
  return rank;
}

/** The files in path order, as a run lists them (a state read back iterates its files as the writer's did). */
export function sortFiles(state: IndexState): void {
  const files: IndexState['files'] = {};
  for (const p of Object.keys(state.files).sort(byPath)) files[p] = state.files[p]!;
  state.files = files;
}

/** A copy of `state` whose files and rank objects can be changed (`applyDelta`) without touching it. */
export function ownCopy(state: IndexState): IndexState {
  const files: IndexState['files'] = {};
  for (const p in state.files) files[p] = state.files[p]!;
  const rank: IndexState['rank'] = {};
  for (const p in state.rank) rank[p] = state.rank[p]!;
  return { ...state, files, rank };
}
