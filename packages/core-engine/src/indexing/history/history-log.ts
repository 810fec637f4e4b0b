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

/** Parses `git log --name-only --format=%x00%H %ct <message>%x01`. */
export function parseLog(out: string, bodies: boolean): LoggedCommit[] {
  const commits: LoggedCommit[] = [];
  for (const block of out.split('\0')) {
    const end = block.indexOf('\x01');
    if (end < 0) continue;
    const [id = '', time = '0'] = block.slice(0, 82).split(' ', 2);
    const text = block.slice(id.length + time.length + 2, end);
    commits.push({
      id,
      time: Number(time),
      message: bodies ? text.replace(TRAILER, '').trim() : text,
      paths: block
        .slice(end + 1)
        .split('\n')
        .filter(Boolean),
    });
  }
  return commits;
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
  for (let i = 0; i < kept.length; i++)
    for (const p of kept[i]!.paths) {
      const list = lists.get(p) ?? lists.set(p, []).get(p)!;
      if (list.length < opts.maxPerFile) list.push(i);
    }
  // Only the commits some list holds, renumbered in order.
  const used = [...new Set([...lists.values()].flat())].sort((a, b) => a - b);
  const at = new Map(used.map((i, n) => [i, n]));
  const files = Object.create(null) as Record<string, number[]>;
  for (const p of [...lists.keys()].sort()) files[p] = lists.get(p)!.map((i) => at.get(i)!);
  return {
    subjects: used.map((i) => kept[i]!.message),
    files,
    ids: used.map((i) => kept[i]!.id),
    times: used.map((i) => kept[i]!.time),
  };
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
