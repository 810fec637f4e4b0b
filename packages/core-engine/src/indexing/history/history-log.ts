import type { FileHistory, HistoryOptions } from './file-history.js';

/** One commit as `git log` listed it. */
export interface LoggedCommit {
  id: string;
  /** Commit time, seconds. */
  time: number;
  message: string;
  paths: string[];
}

// `Signed-off-by:`, `Co-authored-by:`, `Change-Id:`: names and ids, not words about the change.
const TRAILER = /^(?:[\w-]+-by|Change-Id|Fixes|Closes|Refs?|See also|PR-URL|Reviewed-on): .*$/gim;

/**
 * Parses `git log -z --name-status --no-renames --format=%H %ct <message>`. git ends each commit's header
 * with a NUL; when the commit changed paths, a newline follows, then a NUL-ended status letter and path per
 * path (`\nM\0a.ts\0A\0b.ts\0`), and the next header comes right after. A status is one character and a
 * header never is, so the record after a path tells which it is, whatever bytes a path holds.
 */
export function parseLog(out: string, bodies: boolean): LoggedCommit[] {
  const commits: LoggedCommit[] = [];
  // One pass of indexOf over the whole text (no record or line arrays): this runs beside an indexing run.
  for (let at = 0; at < out.length;) {
    const end = out.indexOf('\0', at);
    if (end < 0) break;
    const commit = parseHeader(out, at, end, bodies);
    commits.push(commit);
    at = end + 1;
    if (out.charCodeAt(at) !== NEWLINE) continue;
    for (at += 1; out.charCodeAt(at + 1) === 0 && at + 2 < out.length;) {
      const stop = out.indexOf('\0', at + 2);
      const to = stop < 0 ? out.length : stop;
      commit.paths.push(out.slice(at + 2, to));
      at = to + 1;
    }
  }
  return commits;
}

const NEWLINE = 0x0a;

/**
 * The commits a `git log` stopped midway wrote whole (`parseLog`'s format): all but the last one read, which
 * may lack paths git had still to write. A status letter whose path git had not written yet reads as a
 * header of one character (no commit id is that short): it goes first.
 */
export function parseStoppedLog(out: string, bodies: boolean): LoggedCommit[] {
  const commits = parseLog(out, bodies);
  while (commits.length > 0 && commits[commits.length - 1]!.id.length === 1) commits.pop();
  return commits.slice(0, -1);
}

// One header, `<id> <time> <message>`, from `from` to `end`.
function parseHeader(out: string, from: number, end: number, bodies: boolean): LoggedCommit {
  const head = out.slice(from, Math.min(from + 82, end));
  const [id = '', time = '0'] = head.split(' ', 2);
  const text = out.slice(Math.min(from + id.length + time.length + 2, end), end);
  return { id, time: Number(time), message: bodies ? text.replace(TRAILER, '').trim() : text, paths: [] };
}

// Newest first by commit time, ties by id: an order of the commits alone (git's walk order depends on where
// it started), so a history extended by the commits after an ancestor equals one read whole.
const newestFirst = (a: LoggedCommit, b: LoggedCommit) => b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The per-file lists of some commits: mass changes left out, each file's newest `maxPerFile` kept. */
export function assembleHistory(
  commits: readonly LoggedCommit[],
  opts: Required<HistoryOptions>,
): Pick<FileHistory, 'subjects' | 'files' | 'ids' | 'times'> {
  const kept = commits.filter((c) => c.paths.length > 0 && c.paths.length <= opts.maxFilesPerCommit).sort(newestFirst);
  const lists = new Map<string, number[]>();
  const used = new Uint8Array(kept.length);
  for (let i = 0; i < kept.length; i++)
    for (const p of kept[i]!.paths) {
      let list = lists.get(p);
      if (!list) lists.set(p, (list = []));
      if (list.length < opts.maxPerFile) {
        list.push(i);
        used[i] = 1;
      }
    }
  // Only the commits some list holds, renumbered in order.
  const at = new Int32Array(kept.length);
  const subjects: string[] = [];
  const ids: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < kept.length; i++) {
    if (!used[i]) continue;
    at[i] = subjects.length;
    subjects.push(kept[i]!.message);
    ids.push(kept[i]!.id);
    times.push(kept[i]!.time);
  }
  const files = Object.create(null) as Record<string, number[]>;
  for (const p of [...lists.keys()].sort()) files[p] = lists.get(p)!.map((i) => at[i]!);
  return { subjects, files, ids, times };
}

/** The commits a history holds, each with the paths whose lists hold it. */
export function commitsOf(h: FileHistory): LoggedCommit[] {
  const commits = h.subjects.map((message, i) => ({
    id: h.ids![i]!,
    time: h.times![i]!,
    message,
    paths: [] as string[],
  }));
  for (const [p, list] of Object.entries(h.files)) for (const i of list) commits[i]!.paths.push(p);
  return commits;
}
