import { closeSync, fstatSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';
import { appendFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { stateFromJson, stateToJson } from './state-json.js';
import { applyDelta, encodeDelta, ownCopy, sortFiles } from './state-log.js';
import type { IndexState } from './types.js';

// The state on disk is a base snapshot (state.json, replaced by atomic rename) and the log it names
// (state.<id>.log): one line per run since, each the run's changes (state-log.ts). A one-file update appends
// a line of a few hundred bytes instead of rewriting every file's entry; when the log outgrows half the
// base, the next write replaces the base (under a new log id, so a stale log is never applied to it).
// A kill mid-append leaves a line without its newline: readers ignore it and the next writer cuts it off.

/** The state as read from or written to disk, with what identifies that version. */
export interface StateOnDisk {
  state: IndexState;
  /** The base file's mtime, size and inode. */
  baseKey: string;
  baseBytes: number;
  /** The base's log id; none in a state file from before the log (replaced whole on the next write). */
  log?: string;
  /** Bytes of the log's complete lines applied to `state`. */
  logBytes: number;
  /** When only log lines were read past a known state: that state and every path whose entry they changed. */
  step?: { from: IndexState; touched: readonly string[] };
}

/** The write after which the log is folded into a new base: when it has grown past this fraction of the base. */
const COMPACT_AT = 0.5;

export const statePath = (dir: string) => join(dir, 'state.json');
const logPath = (dir: string, id: string) => join(dir, `state.${id}.log`);
const isLog = (name: string) => /^state\.[\w-]+\.log$/.test(name);

// A blocking stat (a few microseconds): every search asks, and fs/promises' thread-pool round trip costs
// milliseconds on a busy machine.
const statOf = (path: string) => {
  const st = statSync(path, { throwIfNoEntry: false });
  return st && { key: `${st.mtimeMs}:${st.size}:${st.ino}`, size: st.size };
};

/** The log files of an index directory (the current one, or one a crash left beside an older base). */
export const logFiles = (dir: string) =>
  readdirSync(dir)
    .filter(isLog)
    .map((name) => join(dir, name));

/**
 * The state on disk; `known` (the last one read or written) is returned as it is when nothing changed,
 * and only the log lines appended since are read when only those did. Throws a SyntaxError when the base
 * or a complete log line is not readable.
 */
export function readStateDisk(dir: string, known?: StateOnDisk): StateOnDisk | undefined {
  for (let attempt = 0; ; attempt++) {
    const base = statOf(statePath(dir));
    if (!base) return undefined;
    const from = known?.baseKey === base.key ? known : parseBase(dir, base);
    if (!from) continue; // replaced between the stat and the read
    const read = from.log ? readLog(logPath(dir, from.log), from.logBytes) : undefined;
    // A base replaced meanwhile (its log removed with the old one): read the new one.
    if (statOf(statePath(dir))?.key !== base.key && attempt < 3) continue;
    if (!read?.lines.length) return from;
    const state = from === known ? ownCopy(from.state) : from.state;
    let came = false;
    const touched: string[] = [];
    for (const line of read.lines) came = applyDelta(state, line, touched) || came;
    if (came) sortFiles(state);
    const { step: _, ...rest } = from;
    return {
      ...rest,
      state,
      logBytes: from.logBytes + read.bytes,
      ...(from === known ? { step: { from: known.state, touched } } : {}),
    };
  }
}

/** The state of an index directory as its files hold it (base and log), for tools and tests reading it from outside. */
export const readStateFile = (dir: string): IndexState | undefined => readStateDisk(dir)?.state;

function parseBase(dir: string, base: { key: string; size: number }): StateOnDisk | undefined {
  let text: string;
  try {
    text = readFileSync(statePath(dir), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const state = stateFromJson(text) as IndexState & { log?: unknown };
  if (!state || typeof state !== 'object') throw new SyntaxError('not an index state');
  const log = typeof state.log === 'string' ? state.log : undefined;
  delete state.log;
  return { state, baseKey: base.key, baseBytes: base.size, log, logBytes: 0 };
}

/** The complete lines of a log from byte `offset` on, and their length in bytes. */
function readLog(path: string, offset: number): { lines: string[]; bytes: number } | undefined {
  // A stat first: every search asks whether the state changed, and it mostly has not.
  if ((statOf(path)?.size ?? 0) <= offset) return undefined;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  try {
    const size = fstatSync(fd).size;
    if (size <= offset) return undefined;
    const buf = Buffer.allocUnsafe(size - offset);
    const n = readSync(fd, buf, 0, buf.length, offset);
    const end = buf.subarray(0, n).lastIndexOf(0x0a) + 1;
    if (!end) return undefined;
    return { lines: buf.toString('utf8', 0, end - 1).split('\n'), bytes: end };
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `s`: as a log line when `known` is the state on disk and `step.from` is it (`step.touched` names
 * every path whose entry differs), else as a new base. Returns what is on disk now.
 */
export async function writeStateDisk(
  dir: string,
  s: IndexState,
  known: StateOnDisk | undefined,
  step: { from: IndexState; touched: readonly string[] } | undefined,
  writeBase: (path: string, text: string) => Promise<void>,
): Promise<StateOnDisk> {
  if (known?.log && step && step.from === known.state && known.logBytes < known.baseBytes * COMPACT_AT) {
    const line = `${encodeDelta(step.from, s, step.touched)}\n`;
    const path = logPath(dir, known.log);
    // Bytes past the lines read are a line a killed writer left half-written.
    if ((statOf(path)?.size ?? 0) > known.logBytes) await truncate(path, known.logBytes);
    await appendFile(path, line);
    return { ...known, state: s, logBytes: known.logBytes + Buffer.byteLength(line), step: undefined };
  }
  const log = `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const json = stateToJson(s);
  await writeBase(statePath(dir), `{"log":${JSON.stringify(log)},${json.slice(1)}`);
  const base = statOf(statePath(dir))!;
  for (const path of logFiles(dir)) if (path !== logPath(dir, log)) await rm(path, { force: true });
  return { state: s, baseKey: base.key, baseBytes: base.size, log, logBytes: 0 };
}
