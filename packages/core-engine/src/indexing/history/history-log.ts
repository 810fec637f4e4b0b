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
  // One pass of indexOf over the whole text (no block or line arrays): this runs beside an indexing run.
  for (let at = out.indexOf('\0'); at >= 0;) {
    const next = out.indexOf('\0', at + 1);
    const stop = next < 0 ? out.length : next;
    const end = out.indexOf('\x01', at + 1);
    if (end >= 0 && end < stop) commits.push(parseCommit(out, at + 1, end, stop, bodies));
    at = next;
  }
  return commits;
}

// One commit: `<id> <time> <message>` from `from` to `end` (\x01), then its paths one a line up to `stop`.
function parseCommit(out: string, from: number, end: number, stop: number, bodies: boolean): LoggedCommit {
  const head = out.slice(from, Math.min(from + 82, end));
  const [id = '', time = '0'] = head.split(' ', 2);
  const text = out.slice(from + id.length + time.length + 2, end);
  const paths: string[] = [];
  for (let line = end + 1; line < stop;) {
    const nl = out.indexOf('\n', line);
    const eol = nl < 0 || nl > stop ? stop : nl;
    if (eol > line)
      paths.push(out.charCodeAt(line) === QUOTE ? unquotePath(out.slice(line, eol)) : out.slice(line, eol));
    line = eol + 1;
  }
  return { id, time: Number(time), message: bodies ? text.replace(TRAILER, '').trim() : text, paths };
}

const QUOTE = 0x22;
const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 0x22, '\\': 0x5c };

/**
 * A path git wrote C-quoted (one holding a quote, a backslash or a control character, or any non-ASCII byte
 * where `core.quotePath` is on): `"a\"b.ts"` is `a"b.ts`, `"\303\251.ts"` is `é.ts`. Octal escapes are bytes
 * of the UTF-8 name.
 */
export function unquotePath(quoted: string): string {
  const parts: Buffer[] = [];
  const bytes: number[] = [];
  let from = 1;
  const flush = (to: number) => {
    if (to > from) {
      parts.push(Buffer.from(bytes), Buffer.from(quoted.slice(from, to), 'utf8'));
      bytes.length = 0;
    }
  };
  const end = quoted.length - 1;
  for (let i = 1; i < end; i++) {
    if (quoted[i] !== '\\') continue;
    flush(i);
    const next = quoted[i + 1] ?? '';
    if (next >= '0' && next <= '3') {
      bytes.push(parseInt(quoted.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      i += 1;
    }
    from = i + 1;
  }
  flush(end);
  parts.push(Buffer.from(bytes));
  return Buffer.concat(parts).toString('utf8');
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
